package rw.dialect.llvm.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.llvm.CConv;
import rw.dialect.llvm.CConvAttr;
import rw.dialect.llvm.FastmathFlagsAttr;
import rw.dialect.llvm.TailCallKind;
import rw.dialect.llvm.TailCallKindAttr;
import rw.dialect.syntax.FunctionSignature;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.loc.Location;
import rw.ir.type.FunctionType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * {@code llvm.call cconv? tailcallkind? @f(%a) vararg(!llvm.func<...>)? {attrs} : (i32) -> i32}
 * and the indirect {@code llvm.call %fp(%a) : !llvm.ptr, (i32) -> ()}. Default fastmath flags,
 * calling convention and tail call kind are not printed. Operand bundles are not supported.
 */
public final class CallSyntax implements OpSyntax {
  static final String CALLEE = "callee";
  static final String TAIL_CALL_KIND = "TailCallKind";
  static final String VAR_CALLEE_TYPE = "var_callee_type";
  static final String FASTMATH = "fastmathFlags";
  static final String SEGMENTS = "operandSegmentSizes";
  static final String BUNDLE_SIZES = "op_bundle_sizes";
  static final String BUNDLE_TAGS = "op_bundle_tags";
  private static final InherentAttributes INHERENT = InherentAttributes.of(VAR_CALLEE_TYPE, CALLEE,
      FASTMATH, "branch_weights", LlvmFuncSyntax.CCONV, TAIL_CALL_KIND, "memory_effects", "convergent",
      "no_unwind", "will_return", BUNDLE_SIZES, BUNDLE_TAGS, FunctionSignature.ARG_ATTRS,
      FunctionSignature.RES_ATTRS, "no_inline", "always_inline", "inline_hint", "access_groups", "alias_scopes",
      "noalias_scopes", "tbaa", SEGMENTS);
  private static final List<String> ELIDED = List.of(CALLEE, TAIL_CALL_KIND, VAR_CALLEE_TYPE,
      LlvmFuncSyntax.CCONV, SEGMENTS, BUNDLE_SIZES, BUNDLE_TAGS, FunctionSignature.ARG_ATTRS,
      FunctionSignature.RES_ATTRS);
  private static final List<String> ELIDED_DEFAULT_FASTMATH = withFastmath();

  private static List<String> withFastmath() {
    List<String> names = new ArrayList<>(ELIDED);
    names.add(FASTMATH);
    return List.copyOf(names);
  }

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    state.addAttribute(LlvmFuncSyntax.CCONV, new CConvAttr(LlvmKeywords.parseOptional(parser, CConv.values(), CConv.CCC)));
    TailCallKind tail = LlvmKeywords.parseOptional(parser, TailCallKind.values(), TailCallKind.NONE);
    state.addAttribute(TAIL_CALL_KIND, new TailCallKindAttr(tail));
    List<UnresolvedOperand> operands = new ArrayList<>();
    UnresolvedOperand callee = parser.parseOptionalOperand();
    boolean direct = callee == null;
    if (direct) {
      Attribute fn = parser.parseAttribute();
      if (fn == null) return false;
      state.addAttribute(CALLEE, fn);
    } else {
      operands.add(callee);
    }
    if (!parser.parseLParen()) return false;
    List<UnresolvedOperand> args = parser.parseOperandList();
    if (args == null || !parser.parseRParen()) return false;
    operands.addAll(args);
    if (parser.parseOptionalKeyword("vararg")) {
      if (!parser.parseLParen()) return false;
      Type varType = parser.parseType();
      if (varType == null || !parser.parseRParen()) return false;
      state.addAttribute(VAR_CALLEE_TYPE, new TypeAttr(varType));
    }
    if (!parser.parseOptionalAttrDict(state.attributes)) return false;
    if (!parseTypesAndResolve(parser, state, direct, operands)) return false;
    GlobalSyntax.addDefault(state, FASTMATH, FastmathFlagsAttr.NONE);
    state.addAttribute(BUNDLE_SIZES, new DenseArrayAttr(IntegerType.I32, List.of()));
    state.addAttribute(SEGMENTS, new DenseArrayAttr(IntegerType.I32, List.of((long) operands.size(), 0L)));
    return INHERENT.moveToProperties(state);
  }

  /** {@code : !llvm.ptr, (t {attrs}, ...) -> r}: resolves the operands, adds results and arg/res attrs. */
  private static boolean parseTypesAndResolve(OpAsmParser parser, OperationState state, boolean direct,
      List<UnresolvedOperand> operands) {
    Location at = parser.currentLocation();
    if (!parser.parseColon()) return false;
    List<Type> types = new ArrayList<>();
    if (!direct) {
      Type calleeType = parser.parseType();
      if (calleeType == null || !parser.parseComma()) return false;
      types.add(calleeType);
    }
    List<DictionaryAttr> argAttrs = new ArrayList<>();
    List<DictionaryAttr> resAttrs = new ArrayList<>();
    List<Type> results = new ArrayList<>();
    if (!parseTypeAndAttrList(parser, types, argAttrs)) return false;
    if (!parser.parseArrow()) return false;
    if (parser.parseOptionalLParen()) {
      if (!parser.parseOptionalRParen() && !(parseTypeAndAttrElements(parser, results, resAttrs) && parser.parseRParen())) {
        return false;
      }
    } else {
      Type r = parser.parseType();
      if (r == null) return false;
      results.add(r);
      resAttrs.add(DictionaryAttr.EMPTY);
    }
    if (results.size() > 1) return parser.emitError(at, "expected function with 0 or 1 result");
    if (!parser.resolveOperands(operands, types, state.operands)) return false;
    state.addTypes(results);
    FunctionSignature.addIfAnyNonEmpty(state, FunctionSignature.ARG_ATTRS, argAttrs);
    FunctionSignature.addIfAnyNonEmpty(state, FunctionSignature.RES_ATTRS, resAttrs);
    return true;
  }

  /** {@code (t {attrs}, ...)}. */
  private static boolean parseTypeAndAttrList(OpAsmParser parser, List<Type> types, List<DictionaryAttr> attrs) {
    if (!parser.parseLParen()) return false;
    if (parser.parseOptionalRParen()) return true;
    return parseTypeAndAttrElements(parser, types, attrs) && parser.parseRParen();
  }

  private static boolean parseTypeAndAttrElements(OpAsmParser parser, List<Type> types, List<DictionaryAttr> attrs) {
    do {
      Type t = parser.parseType();
      if (t == null) return false;
      List<NamedAttribute> dict = new ArrayList<>();
      if (!parser.parseOptionalAttrDict(dict)) return false;
      types.add(t);
      attrs.add(DictionaryAttr.of(dict));
    } while (parser.parseOptionalComma());
    return true;
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ");
    if (op.inherentAttr(LlvmFuncSyntax.CCONV) instanceof CConvAttr c && c.callingConv() != CConv.CCC) {
      p.append(c.callingConv().keyword()).append(" ");
    }
    if (op.inherentAttr(TAIL_CALL_KIND) instanceof TailCallKindAttr t && t.kind() != TailCallKind.NONE) {
      p.append(t.kind().keyword()).append(" ");
    }
    boolean direct = op.inherentAttr(CALLEE) instanceof SymbolRefAttr;
    List<Value> args = calleeOperands(op);
    if (direct) p.printAttributeWithoutType(op.inherentAttr(CALLEE));
    else p.printOperand(args.get(0));
    if (!direct) args = args.subList(1, args.size());
    p.append("(").printOperands(args).append(")");
    if (op.inherentAttr(VAR_CALLEE_TYPE) instanceof TypeAttr v) p.append(" vararg(").printType(v.type()).append(")");
    boolean defaultFastmath = FastmathFlagsAttr.NONE.equals(op.inherentAttr(FASTMATH));
    p.printOptionalAttrDict(op.attrDictionary(), defaultFastmath ? ELIDED_DEFAULT_FASTMATH : ELIDED);
    p.append(" : ");
    if (!direct) p.printType(op.operand(0).type()).append(", ");
    printSignature(p, op, args);
  }

  /** {@code (t {attrs}, ...) -> r}, {@code -> ()} for no result. */
  private static void printSignature(OpAsmPrinter p, Operation op, List<Value> args) {
    ArrayAttr argAttrs = op.inherentAttr(FunctionSignature.ARG_ATTRS) instanceof ArrayAttr a ? a : null;
    ArrayAttr resAttrs = op.inherentAttr(FunctionSignature.RES_ATTRS) instanceof ArrayAttr r ? r : null;
    p.append("(");
    for (int i = 0; i < args.size(); i++) {
      if (i > 0) p.append(", ");
      p.printType(args.get(i).type()).printOptionalAttrDict(FunctionSignature.dictAt(argAttrs, i), List.of());
    }
    p.append(") -> ");
    List<Type> results = op.resultTypes();
    boolean parens = results.size() != 1 || results.get(0) instanceof FunctionType
        || !FunctionSignature.dictAt(resAttrs, 0).isEmpty();
    if (parens) p.append("(");
    for (int i = 0; i < results.size(); i++) {
      if (i > 0) p.append(", ");
      p.printType(results.get(i)).printOptionalAttrDict(FunctionSignature.dictAt(resAttrs, i), List.of());
    }
    if (parens) p.append(")");
  }

  /** The callee operands: all operands but the operand bundles (the first segment). */
  private static List<Value> calleeOperands(Operation op) {
    List<Value> all = op.operands();
    if (!(op.inherentAttr(SEGMENTS) instanceof DenseArrayAttr s)) return all;
    return all.subList(0, s.values().get(0).intValue());
  }
}
