package rw.dialect.llvm.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.loc.Location;
import rw.ir.type.FunctionType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * {@code llvm.getelementptr inbounds|nuw %base[%i, 1] {attrs} : (!llvm.ptr, i64) -> !llvm.ptr, i8}:
 * constant indices are kept in {@code rawConstantIndices}, dynamic ones there as
 * {@code -2147483648}; the no-wrap flags are a bit set (inbounds = 3, nusw = 2, nuw = 4).
 */
public final class GepSyntax implements OpSyntax {
  static final String FLAGS = "noWrapFlags";
  static final String INDICES = "rawConstantIndices";
  static final String ELEM_TYPE = "elem_type";
  static final long DYNAMIC = Integer.MIN_VALUE;
  private static final InherentAttributes INHERENT = InherentAttributes.of(FLAGS, INDICES, ELEM_TYPE);
  /** What the attribute dictionary leaves out (made once: the printer runs for every op). */
  private static final List<String> ELIDED = List.of(FLAGS, INDICES, ELEM_TYPE);
  private static final String[] FLAG_NAMES = {"inbounds_flag", "nusw", "nuw"};

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    long flags = parseFlags(parser);
    if (flags < 0) return false;
    UnresolvedOperand base = parser.parseOperand();
    if (base == null || !parser.parseLSquare()) return false;
    List<UnresolvedOperand> dynamic = new ArrayList<>();
    List<Long> indices = new ArrayList<>();
    do {
      Long constant = parser.parseOptionalInteger();
      if (constant != null) {
        indices.add(constant);
        continue;
      }
      UnresolvedOperand o = parser.parseOperand();
      if (o == null) return false;
      dynamic.add(o);
      indices.add(DYNAMIC);
    } while (parser.parseOptionalComma());
    if (!parser.parseRSquare() || !parser.parseOptionalAttrDict(state.attributes) || !parser.parseColon()) return false;
    Location typeLoc = parser.currentLocation();
    Type fnType = parser.parseType();
    if (fnType == null) return false;
    if (!(fnType instanceof FunctionType fn)) return parser.emitError(typeLoc, "invalid kind of type specified");
    if (!parser.parseComma()) return false;
    Type elem = parser.parseType();
    if (elem == null) return false;
    List<UnresolvedOperand> operands = new ArrayList<>();
    operands.add(base);
    operands.addAll(dynamic);
    if (!parser.resolveOperands(operands, fn.inputs(), state.operands)) return false;
    state.addTypes(fn.results());
    state.addAttribute(FLAGS, IntegerAttr.of(flags, IntegerType.I32));
    state.addAttribute(INDICES, new DenseArrayAttr(IntegerType.I32, indices));
    state.addAttribute(ELEM_TYPE, new TypeAttr(elem));
    return INHERENT.moveToProperties(state);
  }

  /** The optional {@code inbounds|nuw} keywords: the flag bits, or -1 after an error. */
  private static long parseFlags(OpAsmParser parser) {
    long flags = flag(parser);
    if (flags == 0) return 0;
    while (parser.parseOptionalVerticalBar()) {
      long f = flag(parser);
      if (f == 0) {
        parser.emitError("expected one of [none, inbounds_flag, nusw, nuw, inbounds] for GEP no-wrap flags");
        return -1;
      }
      flags |= f;
    }
    return flags;
  }

  private static long flag(OpAsmParser parser) {
    if (parser.parseOptionalKeyword("inbounds")) return 3;
    for (int i = 0; i < FLAG_NAMES.length; i++) {
      if (parser.parseOptionalKeyword(FLAG_NAMES[i])) return 1L << i;
    }
    return 0;
  }

  /** {@code inbounds|nuw}: the spelling of a flag set, {@code ""} for none. */
  static String spellFlags(long flags) {
    StringBuilder sb = new StringBuilder();
    if ((flags & 3) == 3) {
      sb.append("inbounds");
      flags &= ~3L;
    }
    for (int i = 0; i < FLAG_NAMES.length; i++) {
      if ((flags & (1L << i)) == 0) continue;
      if (sb.length() > 0) sb.append('|');
      sb.append(FLAG_NAMES[i]);
    }
    return sb.toString();
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    long flags = op.inherentAttr(FLAGS) instanceof IntegerAttr f ? f.longValue() : 0;
    p.append(" ");
    if (flags != 0) p.append(spellFlags(flags)).append(" ");
    p.printOperand(op.operand(0)).append("[");
    DenseArrayAttr indices = (DenseArrayAttr) op.inherentAttr(INDICES);
    int nextDynamic = 1;
    for (int i = 0; i < indices.size(); i++) {
      if (i > 0) p.append(", ");
      long v = indices.values().get(i).longValue();
      if (v == DYNAMIC) p.printOperand(op.operand(nextDynamic++));
      else p.append(v);
    }
    p.append("]");
    p.printOptionalAttrDict(op.attrDictionary(), ELIDED);
    p.append(" : ").printFunctionalType(op).append(", ");
    p.printType(((TypeAttr) op.inherentAttr(ELEM_TYPE)).type());
  }
}
