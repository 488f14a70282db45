package rw.dialect.llvm.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.llvm.FastmathFlagsAttr;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.StringAttr;
import rw.ir.loc.Location;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;
import rw.ir.type.VectorType;

/**
 * {@code llvm.icmp "slt" %a, %b : i32} and {@code llvm.fcmp "olt" %a, %b {fastmathFlags = ...} :
 * f32}: the predicate is stored as its i64 case number; the result is i1 or a vector of i1.
 */
public final class CmpSyntax implements OpSyntax {
  static final String PREDICATE = "predicate";
  static final String FASTMATH = "fastmathFlags";
  private static final List<String> ELIDED = List.of(PREDICATE);
  private static final List<String> ELIDED_DEFAULT_FLAGS = List.of(PREDICATE, FASTMATH);
  static final List<String> ICMP = List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");
  static final List<String> FCMP = List.of("_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq",
      "ugt", "uge", "ult", "ule", "une", "uno", "_true");
  private final List<String> predicates;
  private final boolean fastmath;
  private final InherentAttributes inherent;

  private CmpSyntax(List<String> predicates, boolean fastmath) {
    this.predicates = predicates;
    this.fastmath = fastmath;
    this.inherent = fastmath ? InherentAttributes.of(PREDICATE, FASTMATH) : InherentAttributes.of(PREDICATE);
  }

  public static CmpSyntax icmp() {
    return new CmpSyntax(ICMP, false);
  }

  public static CmpSyntax fcmp() {
    return new CmpSyntax(FCMP, true);
  }

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    Location predicateLoc = parser.currentLocation();
    Attribute predicate = parser.parseAttribute();
    if (predicate == null) return false;
    List<UnresolvedOperand> operands = new ArrayList<>();
    UnresolvedOperand lhs = parser.parseOperand();
    if (lhs == null || !parser.parseComma()) return false;
    UnresolvedOperand rhs = parser.parseOperand();
    if (rhs == null || !parser.parseOptionalAttrDict(state.attributes)) return false;
    operands.add(lhs);
    operands.add(rhs);
    Type type = parser.parseColonType();
    if (type == null || !parser.resolveOperands(operands, List.of(type, type), state.operands)) return false;
    String spelled = predicate instanceof StringAttr s ? s.value() : String.valueOf(predicate);
    int index = predicates.indexOf(spelled);
    if (index < 0) {
      return parser.emitError(predicateLoc, "'" + spelled + "' is an incorrect value of the 'predicate' attribute");
    }
    state.addAttribute(PREDICATE, IntegerAttr.of(index, IntegerType.I64));
    state.addType(type instanceof VectorType v ? new VectorType(v.shape(), v.scalable(), IntegerType.I1) : IntegerType.I1);
    if (fastmath) GlobalSyntax.addDefault(state, FASTMATH, FastmathFlagsAttr.NONE);
    return inherent.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    int index = ((IntegerAttr) op.inherentAttr(PREDICATE)).value().intValue();
    p.append(" \"").append(predicates.get(index)).append("\" ");
    p.printOperand(op.operand(0)).append(", ").printOperand(op.operand(1));
    boolean defaultFlags = FastmathFlagsAttr.NONE.equals(op.inherentAttr(FASTMATH));
    p.printOptionalAttrDict(op.attrDictionary(), defaultFlags ? ELIDED_DEFAULT_FLAGS : ELIDED);
    p.append(" : ").printType(op.operand(0).type());
  }
}
