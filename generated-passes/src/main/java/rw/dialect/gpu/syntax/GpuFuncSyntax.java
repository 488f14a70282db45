package rw.dialect.gpu.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.syntax.FunctionSignature;
import rw.dialect.syntax.InherentAttributes;
import rw.dialect.syntax.SymbolVisibility;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmParser.RegionArgument;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.attr.UnitAttr;
import rw.ir.type.FunctionType;
import rw.ir.type.IntegerType;

/**
 * {@code gpu.func @name(%arg0: i32) -> i32 workgroup(...) private(...) kernel attributes {...}
 * {body}}. The symbol name, {@code gpu.kernel} and {@code workgroup_attributions} (the number of
 * workgroup attributions) are discardable attributes, as in MLIR.
 */
public final class GpuFuncSyntax implements OpSyntax {
  static final String FUNCTION_TYPE = "function_type";
  static final String KERNEL = "gpu.kernel";
  static final String NUM_WORKGROUP = "workgroup_attributions";
  static final String WORKGROUP_ATTRS = "workgroup_attrib_attrs";
  static final String PRIVATE_ATTRS = "private_attrib_attrs";
  private static final InherentAttributes INHERENT = InherentAttributes.of(FUNCTION_TYPE,
      FunctionSignature.ARG_ATTRS, FunctionSignature.RES_ATTRS, WORKGROUP_ATTRS, PRIVATE_ATTRS,
      "known_block_size", "known_grid_size", "known_cluster_size");
  private static final List<String> ELIDED = List.of(NUM_WORKGROUP, KERNEL, FUNCTION_TYPE,
      FunctionSignature.ARG_ATTRS, FunctionSignature.RES_ATTRS, WORKGROUP_ATTRS, PRIVATE_ATTRS,
      SymbolVisibility.SYM_NAME);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    if (!SymbolVisibility.parseSymbolName(parser, state)) return false;
    int signatureAt = parser.currentOffset();
    FunctionSignature sig = FunctionSignature.parse(parser, state, false);
    if (sig == null) return false;
    if (!sig.argumentTypes().isEmpty() && !sig.hasNamedArguments()) {
      return parser.emitError(parser.locationAt(signatureAt), "gpu.func requires named arguments");
    }
    FunctionType type = sig.functionType();
    state.addAttribute(FUNCTION_TYPE, new TypeAttr(type));
    sig.addArgAndResultAttrs(state);
    List<RegionArgument> entryArgs = sig.entryArguments();
    if (entryArgs.isEmpty()) entryArgs = new ArrayList<>();
    ArrayAttr workgroup = Attributions.parse(parser, state, "workgroup", entryArgs);
    if (workgroup == null) return false;
    state.addAttribute(NUM_WORKGROUP, IntegerAttr.of(entryArgs.size() - type.inputs().size(), IntegerType.I64));
    if (!workgroup.elements().isEmpty()) state.addAttribute(WORKGROUP_ATTRS, workgroup);
    ArrayAttr privates = Attributions.parse(parser, state, "private", entryArgs);
    if (privates == null) return false;
    if (!privates.elements().isEmpty()) state.addAttribute(PRIVATE_ATTRS, privates);
    if (parser.parseOptionalKeyword("kernel")) state.addAttribute(KERNEL, new UnitAttr());
    if (!parser.parseOptionalAttrDictWithKeyword(state.attributes)) return false;
    if (!parser.parseRegion(state.addRegion(), entryArgs)) return false;
    return INHERENT.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ").printSymbolName(SymbolVisibility.symbolName(op));
    FunctionType type = (FunctionType) ((TypeAttr) op.inherentAttr(FUNCTION_TYPE)).type();
    Region body = op.region(0);
    FunctionSignature.print(p, op, body, type.inputs(), false, type.results());
    if (!body.isEmpty()) {
      Block entry = body.entryBlock();
      int inputs = type.inputs().size();
      int workgroupEnd = inputs + numWorkgroup(op);
      Attributions.print(p, "workgroup", entry, inputs, workgroupEnd, arrayAttr(op, WORKGROUP_ATTRS));
      Attributions.print(p, "private", entry, workgroupEnd, entry.numArguments(), arrayAttr(op, PRIVATE_ATTRS));
    }
    if (op.attr(KERNEL) != null) p.append(" kernel");
    p.printOptionalAttrDictWithKeyword(op.attrDictionary(), ELIDED);
    p.append(" ").printRegion(body, false, true);
  }

  private static int numWorkgroup(Operation op) {
    return op.inherentAttr(NUM_WORKGROUP) instanceof IntegerAttr n ? n.value().intValue() : 0;
  }

  private static ArrayAttr arrayAttr(Operation op, String name) {
    return op.inherentAttr(name) instanceof ArrayAttr a ? a : null;
  }
}
