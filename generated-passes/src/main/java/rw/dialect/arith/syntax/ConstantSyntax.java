package rw.dialect.arith.syntax;

import java.util.List;
import java.util.function.BiConsumer;
import rw.dialect.syntax.InherentAttributes;
import rw.dialect.syntax.TypedAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * {@code arith.constant {attrs} 42 : i32} (format {@code attr-dict $value}); results are named
 * {@code %c42_i32}, {@code %c0} (index), {@code %true}/{@code %false} or {@code %cst}.
 */
public final class ConstantSyntax implements OpSyntax {
  static final String VALUE = "value";
  private static final InherentAttributes INHERENT = InherentAttributes.of(VALUE);
  private static final List<String> ELIDED = List.of(VALUE);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    if (!parser.parseOptionalAttrDict(state.attributes)) return false;
    int at = parser.currentOffset();
    Attribute value = parser.parseAttribute((Type) null);
    if (value == null) return false;
    Type type = TypedAttributes.typeOf(value);
    if (type == null) return parser.emitError(parser.locationAt(at), "invalid kind of attribute specified");
    state.addAttribute(VALUE, value);
    state.addType(type);
    return INHERENT.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.printOptionalAttrDict(op.attrDictionary(), ELIDED);
    p.append(" ").printAttribute(op.inherentAttr(VALUE));
  }

  @Override
  public void suggestResultNames(Operation op, BiConsumer<Value, String> setName) {
    Attribute value = op.inherentAttr(VALUE);
    Type type = op.result(0).type();
    if (!(value instanceof IntegerAttr i)) {
      setName.accept(op.result(0), "cst");
      return;
    }
    if (type instanceof IntegerType it && it.width() == 1) {
      setName.accept(op.result(0), i.value().signum() != 0 ? "true" : "false");
      return;
    }
    String name = "c" + TypedAttributes.signedValue(i);
    if (type instanceof IntegerType) name += "_" + type;
    setName.accept(op.result(0), name);
  }
}
