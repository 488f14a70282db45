package rw.dialect.llvm.syntax;

import java.util.List;
import rw.dialect.llvm.Linkage;
import rw.dialect.llvm.LinkageAttr;
import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.syntax.InherentAttributes;
import rw.dialect.syntax.SymbolVisibility;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.StringAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.attr.UnitAttr;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * {@code llvm.mlir.global linkage visibility? thread_local? unnamed_addr? constant? @name(value)
 * comdat(@c)? {attrs} : type {initializer}}: the linkage is always printed, the type is left out
 * for string globals ({@code !llvm.array<N x i8>}), {@code addr_space} shows in the attributes.
 */
public final class GlobalSyntax implements OpSyntax {
  static final String GLOBAL_TYPE = "global_type";
  static final String CONSTANT = "constant";
  static final String VALUE = "value";
  static final String THREAD_LOCAL = "thread_local_";
  static final String ADDR_SPACE = "addr_space";
  private static final InherentAttributes INHERENT = InherentAttributes.of(GLOBAL_TYPE, CONSTANT,
      SymbolVisibility.SYM_NAME, LlvmFuncSyntax.LINKAGE, "dso_local", THREAD_LOCAL, "externally_initialized",
      VALUE, "alignment", ADDR_SPACE, LlvmFuncSyntax.UNNAMED_ADDR, "section", LlvmFuncSyntax.COMDAT,
      "dbg_exprs", LlvmFuncSyntax.VISIBILITY, "target_specific_attrs");
  private static final List<String> ELIDED = List.of(SymbolVisibility.SYM_NAME, GLOBAL_TYPE, CONSTANT, VALUE,
      LlvmFuncSyntax.LINKAGE, LlvmFuncSyntax.UNNAMED_ADDR, THREAD_LOCAL, LlvmFuncSyntax.VISIBILITY,
      LlvmFuncSyntax.COMDAT);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    parseKeywords(parser, state);
    if (!SymbolVisibility.parseSymbolName(parser, state) || !parser.parseLParen()) return false;
    Attribute value = null;
    if (!parser.parseOptionalRParen()) {
      value = parser.parseAttribute();
      if (value == null || !parser.parseRParen()) return false;
      state.addAttribute(VALUE, value);
    }
    if (!LlvmFuncSyntax.parseOptionalComdat(parser, state)) return false;
    if (!parser.parseOptionalAttrDict(state.attributes)) return false;
    Region init = state.addRegion();
    Type type = null;
    if (parser.parseOptionalColon()) {
      List<Type> types = parser.parseTypeList();
      if (types == null) return false;
      if (types.size() > 1) return parser.emitError(state.location, "expected zero or one type");
      type = types.isEmpty() ? null : types.get(0);
    }
    if (type == null) {
      if (!(value instanceof StringAttr s)) return parser.emitError(state.location, "type can only be omitted for string globals");
      type = new LlvmArrayType(IntegerType.I8, s.value().length());
    } else if (!parser.parseOptionalRegion(init, List.of())) {
      return false;
    }
    state.addAttribute(GLOBAL_TYPE, new TypeAttr(type));
    addDefault(state, ADDR_SPACE, IntegerAttr.of(0, IntegerType.I32));
    return INHERENT.moveToProperties(state);
  }

  /** {@code linkage visibility? thread_local? unnamed_addr? constant?} (linkage defaults to external). */
  private static void parseKeywords(OpAsmParser parser, OperationState state) {
    Linkage linkage = LlvmKeywords.parseOptional(parser, Linkage.values(), Linkage.EXTERNAL);
    state.addAttribute(LlvmFuncSyntax.LINKAGE, new LinkageAttr(linkage));
    int visibility = LlvmKeywords.parseOptional(parser, LlvmKeywords.VISIBILITY);
    state.addAttribute(LlvmFuncSyntax.VISIBILITY, LlvmKeywords.i64(visibility));
    if (parser.parseOptionalKeyword("thread_local")) state.addAttribute(THREAD_LOCAL, new UnitAttr());
    int unnamed = LlvmKeywords.parseOptional(parser, LlvmKeywords.UNNAMED_ADDR);
    state.addAttribute(LlvmFuncSyntax.UNNAMED_ADDR, LlvmKeywords.i64(unnamed));
    if (parser.parseOptionalKeyword(CONSTANT)) state.addAttribute(CONSTANT, new UnitAttr());
  }

  /** Sets {@code name} to its default value unless written (MLIR's default-valued properties). */
  static void addDefault(OperationState state, String name, Attribute value) {
    if (InherentAttributes.find(state, name) == null) state.addAttribute(name, value);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    Linkage linkage = op.inherentAttr(LlvmFuncSyntax.LINKAGE) instanceof LinkageAttr l ? l.linkage() : Linkage.EXTERNAL;
    p.append(" ").append(linkage.keyword()).append(" ");
    LlvmFuncSyntax.printKeyword(p, LlvmKeywords.keyword(LlvmKeywords.VISIBILITY, op.inherentAttr(LlvmFuncSyntax.VISIBILITY)));
    if (op.inherentAttr(THREAD_LOCAL) != null) p.append("thread_local ");
    LlvmFuncSyntax.printKeyword(p, LlvmKeywords.keyword(LlvmKeywords.UNNAMED_ADDR, op.inherentAttr(LlvmFuncSyntax.UNNAMED_ADDR)));
    if (op.inherentAttr(CONSTANT) != null) p.append("constant ");
    p.printSymbolName(SymbolVisibility.symbolName(op)).append("(");
    Attribute value = op.inherentAttr(VALUE);
    if (value != null) p.printAttribute(value);
    p.append(")");
    Attribute comdat = op.inherentAttr(LlvmFuncSyntax.COMDAT);
    if (comdat != null) p.append(" comdat(").printAttribute(comdat).append(")");
    p.printOptionalAttrDict(op.attrDictionary(), ELIDED);
    if (value instanceof StringAttr) return;
    p.append(" : ").printType(((TypeAttr) op.inherentAttr(GLOBAL_TYPE)).type());
    Region init = op.region(0);
    if (!init.isEmpty()) p.append(" ").printRegion(init, false, true);
  }
}
