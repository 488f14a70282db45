package rw.dialect.spirv.syntax;

import java.util.function.BiConsumer;
import rw.dialect.spirv.SpirvArrayType;
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
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.RankedTensorType;
import rw.ir.type.Type;
import rw.ir.type.UnrankedTensorType;
import rw.ir.type.VectorType;

/**
 * {@code spirv.Constant 42 : i32}; untyped values ({@code [1 : i32, 2 : i32]}) and tensors take
 * {@code : type}. Results are named {@code %cst42_i32}, {@code %cst_f32}, {@code %cst_vec_3xi32},
 * {@code %true}/{@code %false}.
 */
public final class SpirvConstantSyntax implements OpSyntax {
  static final String VALUE = "value";
  private static final InherentAttributes INHERENT = InherentAttributes.of(VALUE);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    Attribute value = parser.parseAttribute((Type) null);
    if (value == null) return false;
    state.addAttribute(VALUE, value);
    Type type = TypedAttributes.typeOf(value);
    if (type == null || type instanceof RankedTensorType || type instanceof UnrankedTensorType) {
      type = parser.parseColonType();
      if (type == null) return false;
    }
    state.addType(type);
    return INHERENT.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append(" ").printAttribute(op.inherentAttr(VALUE));
    Type type = op.result(0).type();
    if (type instanceof SpirvArrayType) p.append(" : ").printType(type);
  }

  @Override
  public void suggestResultNames(Operation op, BiConsumer<Value, String> setName) {
    Type type = op.result(0).type();
    Attribute value = op.inherentAttr(VALUE);
    StringBuilder name = new StringBuilder("cst");
    IntegerType intType = type instanceof IntegerType it ? it : null;
    if (value instanceof IntegerAttr i && intType != null) {
      if (intType.width() == 1) {
        setName.accept(op.result(0), i.value().signum() != 0 ? "true" : "false");
        return;
      }
      name.append(intType.isUnsigned() ? TypedAttributes.unsignedValue(i) : TypedAttributes.signedValue(i));
    }
    if (intType != null || type instanceof FloatType) name.append('_').append(type);
    if (type instanceof VectorType v) {
      name.append("_vec_").append(v.shape().get(0));
      Type element = v.elementType();
      if (element instanceof IntegerType || element instanceof FloatType) name.append('x').append(element);
    }
    setName.accept(op.result(0), name.toString());
  }
}
