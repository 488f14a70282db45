package rw.dialect.llvm.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.llvm.CConv;
import rw.dialect.llvm.CConvAttr;
import rw.dialect.llvm.Linkage;
import rw.dialect.llvm.LinkageAttr;
import rw.dialect.llvm.LlvmFunctionType;
import rw.dialect.llvm.LlvmVoidType;
import rw.dialect.syntax.FunctionSignature;
import rw.dialect.syntax.InherentAttributes;
import rw.dialect.syntax.SymbolVisibility;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.attr.Attribute;
import rw.ir.attr.TypeAttr;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * {@code llvm.func linkage? visibility? unnamed_addr? cconv? @name(%arg0: i32) -> i32
 * vscale_range(1, 2)? comdat(@c)? attributes {...} {body}}: external linkage and the C calling
 * convention are not printed; a {@code void} result is left out.
 */
public final class LlvmFuncSyntax implements OpSyntax {
  static final String FUNCTION_TYPE = "function_type";
  static final String LINKAGE = "linkage";
  static final String CCONV = "CConv";
  static final String VISIBILITY = "visibility_";
  static final String UNNAMED_ADDR = "unnamed_addr";
  static final String COMDAT = "comdat";
  static final String VSCALE_RANGE = "vscale_range";
  private static final InherentAttributes INHERENT = InherentAttributes.of(SymbolVisibility.SYM_NAME,
      SymbolVisibility.ATTR, FUNCTION_TYPE, LINKAGE, "dso_local", CCONV, COMDAT, "convergent", "personality",
      "garbageCollector", "passthrough", FunctionSignature.ARG_ATTRS, FunctionSignature.RES_ATTRS,
      "function_entry_count", "memory_effects", VISIBILITY, "arm_streaming", "arm_locally_streaming",
      "arm_streaming_compatible", "arm_new_za", "arm_in_za", "arm_out_za", "arm_inout_za", "arm_preserves_za",
      "section", UNNAMED_ADDR, "alignment", VSCALE_RANGE, "frame_pointer", "target_cpu", "tune_cpu",
      "target_features", "no_infs_fp_math", "no_nans_fp_math", "approx_func_fp_math",
      "no_signed_zeros_fp_math", "denormal_fp_math", "denormal_fp_math_f32", "fp_contract", "no_inline",
      "always_inline", "inline_hint", "no_unwind", "will_return", "optimize_none", "vec_type_hint",
      "work_group_size_hint", "reqd_work_group_size", "intel_reqd_sub_group_size", "uwtable_kind",
      "instrument_function_entry", "instrument_function_exit", "prefer_vector_width", "reciprocal_estimates");
  private static final List<String> ELIDED = List.of(FUNCTION_TYPE, FunctionSignature.ARG_ATTRS,
      FunctionSignature.RES_ATTRS, LINKAGE, CCONV, VISIBILITY, COMDAT, UNNAMED_ADDR, SymbolVisibility.SYM_NAME);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    state.addAttribute(LINKAGE, new LinkageAttr(LlvmKeywords.parseOptional(parser, Linkage.values(), Linkage.EXTERNAL)));
    state.addAttribute(VISIBILITY, LlvmKeywords.i64(LlvmKeywords.parseOptional(parser, LlvmKeywords.VISIBILITY)));
    state.addAttribute(UNNAMED_ADDR, LlvmKeywords.i64(LlvmKeywords.parseOptional(parser, LlvmKeywords.UNNAMED_ADDR)));
    state.addAttribute(CCONV, new CConvAttr(LlvmKeywords.parseOptional(parser, CConv.values(), CConv.CCC)));
    Location signatureLoc = parser.currentLocation();
    if (!SymbolVisibility.parseSymbolName(parser, state)) return false;
    FunctionSignature sig = FunctionSignature.parse(parser, state, true);
    if (sig == null) return false;
    Type type = functionType(parser, signatureLoc, sig);
    if (type == null) return false;
    state.addAttribute(FUNCTION_TYPE, new TypeAttr(type));
    if (parser.parseOptionalKeyword(VSCALE_RANGE) && !parseVscaleRange(parser)) return false;
    if (!parseOptionalComdat(parser, state)) return false;
    if (!parser.parseOptionalAttrDictWithKeyword(state.attributes)) return false;
    sig.addArgAndResultAttrs(state);
    Region body = state.addRegion();
    if (!parser.parseOptionalRegion(body, sig.entryArguments())) return false;
    return INHERENT.moveToProperties(state);
  }

  /** {@code comdat(@sym)} when present. */
  static boolean parseOptionalComdat(OpAsmParser parser, OperationState state) {
    if (!parser.parseOptionalKeyword(COMDAT)) return true;
    if (!parser.parseLParen()) return false;
    Attribute comdat = parser.parseAttribute();
    if (comdat == null || !parser.parseRParen()) return false;
    state.addAttribute(COMDAT, comdat);
    return true;
  }

  private static boolean parseVscaleRange(OpAsmParser parser) {
    return parser.emitError("vscale_range is not supported by rw");
  }

  /** MLIR's buildLLVMFunctionType: at most one result, LLVM-compatible types, void for none. */
  private static Type functionType(OpAsmParser parser, Location at, FunctionSignature sig) {
    if (sig.resultTypes().size() > 1) {
      parser.emitError(at, "failed to construct function type: expected zero or one function result");
      return null;
    }
    for (Type t : sig.argumentTypes()) {
      if (!LlvmFunctionType.isValidArgumentType(t)) {
        parser.emitError(at, "failed to construct function type: expected LLVM type for function arguments");
        return null;
      }
    }
    Type result = sig.resultTypes().isEmpty() ? LlvmVoidType.VOID : sig.resultTypes().get(0);
    if (!LlvmFunctionType.isValidResultType(result)) {
      parser.emitError(at, "failed to construct function type: expected LLVM type for function results" + result);
      return null;
    }
    return new LlvmFunctionType(result, sig.argumentTypes(), sig.isVariadic());
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ");
    if (op.inherentAttr(LINKAGE) instanceof LinkageAttr l && l.linkage() != Linkage.EXTERNAL) {
      p.append(l.linkage().keyword()).append(" ");
    }
    printKeyword(p, LlvmKeywords.keyword(LlvmKeywords.VISIBILITY, op.inherentAttr(VISIBILITY)));
    printKeyword(p, LlvmKeywords.keyword(LlvmKeywords.UNNAMED_ADDR, op.inherentAttr(UNNAMED_ADDR)));
    if (op.inherentAttr(CCONV) instanceof CConvAttr c && c.callingConv() != CConv.CCC) {
      p.append(c.callingConv().keyword()).append(" ");
    }
    p.printSymbolName(SymbolVisibility.symbolName(op));
    LlvmFunctionType type = (LlvmFunctionType) ((TypeAttr) op.inherentAttr(FUNCTION_TYPE)).type();
    List<Type> results = new ArrayList<>();
    if (!(type.returnType() instanceof LlvmVoidType)) results.add(type.returnType());
    Region body = op.region(0);
    FunctionSignature.print(p, op, body, type.params(), type.varArg(), results);
    Attribute comdat = op.inherentAttr(COMDAT);
    if (comdat != null) p.append(" comdat(").printAttribute(comdat).append(")");
    p.printOptionalAttrDictWithKeyword(op.attrDictionary(), ELIDED);
    if (!body.isEmpty()) p.append(" ").printRegion(body, false, true);
  }

  static void printKeyword(OpAsmPrinter p, String keyword) {
    if (!keyword.isEmpty()) p.append(keyword).append(" ");
  }
}
