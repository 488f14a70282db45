package rw.dialect.llvm.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmStructType;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.loc.Location;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * {@code llvm.insertvalue %v, %c[0, 1] : !llvm.struct<...> } and
 * {@code llvm.extractvalue %c[0] : !llvm.struct<...> }: the element type follows from the
 * container type and position; MLIR prints a trailing space (its empty custom directive).
 */
public final class InsertExtractValueSyntax implements OpSyntax {
  static final String POSITION = "position";
  private static final InherentAttributes INHERENT = InherentAttributes.of(POSITION);
  private static final List<String> ELIDED = List.of(POSITION);
  private final boolean insert;

  private InsertExtractValueSyntax(boolean insert) {
    this.insert = insert;
  }

  public static InsertExtractValueSyntax insertValue() {
    return new InsertExtractValueSyntax(true);
  }

  public static InsertExtractValueSyntax extractValue() {
    return new InsertExtractValueSyntax(false);
  }

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    UnresolvedOperand value = null;
    if (insert) {
      value = parser.parseOperand();
      if (value == null || !parser.parseComma()) return false;
    }
    UnresolvedOperand container = parser.parseOperand();
    if (container == null || !parser.parseLSquare()) return false;
    List<Long> position = new ArrayList<>();
    if (!parser.parseOptionalRSquare()) {
      do {
        Long i = parser.parseInteger("");
        if (i == null) return false;
        position.add(i);
      } while (parser.parseOptionalComma());
      if (!parser.parseRSquare()) return false;
    }
    state.addAttribute(POSITION, new DenseArrayAttr(IntegerType.I64, position));
    if (!parser.parseOptionalAttrDict(state.attributes)) return false;
    Type containerType = parser.parseColonType();
    if (containerType == null) return false;
    Type element = elementType(parser, parser.currentLocation(), containerType, position);
    if (element == null || !parser.resolveOperand(container, containerType, state.operands)) return false;
    if (insert && !parser.resolveOperand(value, element, state.operands)) return false;
    state.addType(insert ? containerType : element);
    return INHERENT.moveToProperties(state);
  }

  /** The type at {@code position} inside {@code container}; {@code null} after an error. */
  static Type elementType(OpAsmParser parser, Location at, Type container, List<Long> position) {
    Type t = container;
    for (long idx : position) {
      if (t instanceof LlvmArrayType a) {
        if (idx < 0 || idx >= a.numElements()) return outOfBounds(parser, at, idx);
        t = a.elementType();
      } else if (t instanceof LlvmStructType s) {
        if (idx < 0 || idx >= s.body().size()) return outOfBounds(parser, at, idx);
        t = s.body().get((int) idx);
      } else {
        parser.emitError(at, "expected LLVM IR structure/array type, got: '" + t + "'");
        return null;
      }
    }
    return t;
  }

  private static Type outOfBounds(OpAsmParser parser, Location at, long idx) {
    parser.emitError(at, "position out of bounds: " + idx);
    return null;
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ");
    if (insert) p.printOperand(op.operand(1)).append(", ");
    p.printOperand(op.operand(0)).append("[");
    DenseArrayAttr position = (DenseArrayAttr) op.inherentAttr(POSITION);
    for (int i = 0; i < position.size(); i++) {
      if (i > 0) p.append(", ");
      p.append(position.values().get(i).longValue());
    }
    p.append("]");
    p.printOptionalAttrDict(op.attrDictionary(), ELIDED);
    p.append(" : ").printType(op.operand(0).type()).append(" ");
  }
}
