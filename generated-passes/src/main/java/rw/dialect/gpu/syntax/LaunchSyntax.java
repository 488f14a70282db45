package rw.dialect.gpu.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmParser.RegionArgument;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.loc.Location;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;

/**
 * {@code gpu.launch async [%d] clusters(%cx, %cy, %cz) in (%ncx = %a, ...) blocks(%bx, %by, %bz)
 * in (%gx = %a, ...) threads(...) in (...) dynamic_shared_memory_size %s module(@m) function(@f)
 * workgroup(...) private(...) {body} {attrs}}. The body's arguments are the block ids, thread
 * ids, grid sizes, block sizes, then cluster ids and sizes, then the attributions.
 */
public final class LaunchSyntax implements OpSyntax {
  static final String SEGMENTS = "operandSegmentSizes";
  static final String MODULE = "module";
  static final String FUNCTION = "function";
  private static final InherentAttributes INHERENT = InherentAttributes.of(SEGMENTS, MODULE, FUNCTION);
  private static final int CONFIG_ARGS = 12;

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    int numDeps = parseAsync(parser, state);
    if (numDeps < 0) return false;
    boolean clusters = parser.parseOptionalKeyword("clusters");
    UnresolvedOperand[] sizes = new UnresolvedOperand[clusters ? 9 : 6];
    UnresolvedOperand[] args = new UnresolvedOperand[clusters ? 18 : CONFIG_ARGS];
    if (clusters && !parseSizeAssignment(parser, sizes, 6, args, 15, 12)) return false;
    if (!parser.parseKeyword("blocks", "") || !parseSizeAssignment(parser, sizes, 0, args, 6, 0)) return false;
    if (!parser.parseKeyword("threads", "") || !parseSizeAssignment(parser, sizes, 3, args, 9, 3)) return false;
    for (UnresolvedOperand s : sizes) {
      if (!parser.resolveOperand(s, IndexType.INSTANCE, state.operands)) return false;
    }
    boolean shared = parser.parseOptionalKeyword("dynamic_shared_memory_size");
    if (shared) {
      UnresolvedOperand s = parser.parseOperand();
      if (s == null || !parser.resolveOperand(s, IntegerType.I32, state.operands)) return false;
    }
    if (!parseSymbol(parser, state, MODULE) || !parseSymbol(parser, state, FUNCTION)) return false;
    List<RegionArgument> regionArgs = new ArrayList<>();
    for (UnresolvedOperand a : args) regionArgs.add(new RegionArgument(a, IndexType.INSTANCE, null));
    if (Attributions.parse(parser, state, "workgroup", regionArgs) == null) return false;
    state.addAttribute("workgroup_attributions", IntegerAttr.of(regionArgs.size() - args.length, IntegerType.I64));
    if (Attributions.parse(parser, state, "private", regionArgs) == null) return false;
    if (!parser.parseRegion(state.addRegion(), regionArgs) || !parser.parseOptionalAttrDict(state.attributes)) return false;
    long c = clusters ? 1 : 0;
    state.addAttribute(SEGMENTS, new DenseArrayAttr(IntegerType.I32,
        List.of((long) numDeps, 1L, 1L, 1L, 1L, 1L, 1L, c, c, c, shared ? 1L : 0L)));
    return INHERENT.moveToProperties(state);
  }

  /** {@code async [%deps]}: resolves the dependencies; their number, or -1 after an error. */
  private static int parseAsync(OpAsmParser parser, OperationState state) {
    Location asyncLoc = parser.currentLocation();
    boolean async = parser.parseOptionalKeyword("async");
    if (async && parser.numResultsDeclared() == 0) {
      parser.emitError(asyncLoc, "needs to be named when marked 'async'");
      return -1;
    }
    List<UnresolvedOperand> deps = new ArrayList<>();
    if (parser.parseOptionalLSquare() && !parser.parseOptionalRSquare()) {
      List<UnresolvedOperand> list = parser.parseOperandList();
      if (list == null || !parser.parseRSquare()) return -1;
      deps.addAll(list);
    }
    for (UnresolvedOperand d : deps) {
      if (!parser.resolveOperand(d, LaunchFuncSyntax.ASYNC_TOKEN, state.operands)) return -1;
    }
    if (async) state.addType(LaunchFuncSyntax.ASYNC_TOKEN);
    return deps.size();
  }

  /** {@code (%x, %y, %z) in (%sx = %a, %sy = %b, %sz = %c)}. */
  private static boolean parseSizeAssignment(OpAsmParser parser, UnresolvedOperand[] sizes, int sizeAt,
      UnresolvedOperand[] args, int regionSizeAt, int idsAt) {
    if (!parser.parseLParen()) return false;
    for (int i = 0; i < 3; i++) {
      if (i > 0 && !parser.parseComma()) return false;
      RegionArgument id = parser.parseArgument(false);
      if (id == null) return false;
      args[idsAt + i] = id.name();
    }
    if (!parser.parseRParen() || !parser.parseKeyword("in", "") || !parser.parseLParen()) return false;
    for (int i = 0; i < 3; i++) {
      if (i > 0 && !parser.parseComma()) return false;
      RegionArgument size = parser.parseArgument(false);
      if (size == null || !parser.parseEqual()) return false;
      args[regionSizeAt + i] = size.name();
      if ((sizes[sizeAt + i] = parser.parseOperand()) == null) return false;
    }
    return parser.parseRParen();
  }

  /** {@code keyword(@sym)} when present. */
  private static boolean parseSymbol(OpAsmParser parser, OperationState state, String keyword) {
    if (!parser.parseOptionalKeyword(keyword)) return true;
    if (!parser.parseLParen()) return false;
    Attribute sym = parser.parseAttribute();
    if (sym == null || !parser.parseRParen()) return false;
    state.addAttribute(keyword, sym);
    return true;
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    int[] seg = segments(op);
    if (op.numResults() > 0) {
      p.append(" async");
      if (seg[0] > 0) p.append(" [").printOperands(op.operands().subList(0, seg[0])).append("]");
    }
    Block body = op.region(0).entryBlock();
    List<Value> operands = op.operands();
    int sizes = seg[0];
    boolean clusters = seg[7] > 0;
    if (clusters) printAssignment(p, "clusters", body, 12, 15, operands.subList(sizes + 6, sizes + 9));
    printAssignment(p, "blocks", body, 0, 6, operands.subList(sizes, sizes + 3));
    printAssignment(p, "threads", body, 3, 9, operands.subList(sizes + 3, sizes + 6));
    if (seg[10] > 0) p.append(" dynamic_shared_memory_size ").printOperand(operands.get(operands.size() - 1));
    for (String k : new String[] {MODULE, FUNCTION}) {
      Attribute sym = op.inherentAttr(k);
      if (sym != null) p.append(" ").append(k).append("(").printAttribute(sym).append(")");
    }
    int config = clusters ? 18 : CONFIG_ARGS;
    int workgroupEnd = config + numWorkgroup(op);
    Attributions.print(p, "workgroup", body, config, workgroupEnd, null);
    Attributions.print(p, "private", body, workgroupEnd, body.numArguments(), null);
    p.append(" ").printRegion(op.region(0), false, true);
    p.printOptionalAttrDict(op.attrDictionary(), List.of(SEGMENTS, "workgroup_attributions", FUNCTION, MODULE));
  }

  private static void printAssignment(OpAsmPrinter p, String keyword, Block body, int ids, int regionSizes,
      List<Value> sizes) {
    p.append(" ").append(keyword).append("(").printOperands(body.arguments().subList(ids, ids + 3)).append(") in (");
    for (int i = 0; i < 3; i++) {
      if (i > 0) p.append(", ");
      p.printOperand(body.argument(regionSizes + i)).append(" = ").printOperand(sizes.get(i));
    }
    p.append(")");
  }

  private static int[] segments(Operation op) {
    DenseArrayAttr sizes = (DenseArrayAttr) op.inherentAttr(SEGMENTS);
    int[] seg = new int[sizes.size()];
    for (int i = 0; i < seg.length; i++) seg[i] = sizes.values().get(i).intValue();
    return seg;
  }

  private static int numWorkgroup(Operation op) {
    return op.attr("workgroup_attributions") instanceof IntegerAttr n ? n.value().intValue() : 0;
  }
}
