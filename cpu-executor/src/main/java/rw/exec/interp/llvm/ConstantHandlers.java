package rw.exec.interp.llvm;

import rw.exec.interp.ConstantValues;
import rw.exec.interp.DecodeError;
import rw.exec.interp.HandlerTable;
import rw.exec.interp.OpDecoder;
import rw.exec.interp.Shape;
import rw.exec.interp.Types;
import rw.ir.attr.Attribute;

/**
 * Constants, computed once at decode time into the frame's constant slots: {@code
 * llvm.mlir.constant} (scalars and dense/array aggregates), {@code llvm.mlir.zero}, {@code
 * llvm.mlir.addressof} (the address of a global, fixed before decoding), and {@code
 * llvm.mlir.poison}/{@code llvm.mlir.undef}, which rw makes zero (any value is allowed).
 */
public final class ConstantHandlers {
  private ConstantHandlers() {}

  public static void register(HandlerTable t) {
    t.registerConstant("llvm.mlir.constant", ConstantHandlers::constant);
    t.registerConstant("llvm.mlir.zero", ConstantHandlers::zero);
    t.registerConstant("llvm.mlir.poison", ConstantHandlers::zero);
    t.registerConstant("llvm.mlir.undef", ConstantHandlers::zero);
    t.registerConstant("llvm.mlir.addressof", ConstantHandlers::addressOf);
  }

  private static void constant(OpDecoder d) {
    Attribute value = d.attr("value");
    if (value == null) throw new DecodeError("has no 'value' attribute");
    if (Types.isAggregate(d.resultType())) d.constantObject(ConstantValues.value(value, d.resultType()));
    else d.constant(ConstantValues.scalar(value, d.resultType()));
  }

  private static void zero(OpDecoder d) {
    if (Types.isAggregate(d.resultType())) d.constantObject(Shape.of(d.resultType(), d.layout()).zero());
    else d.constant(zeroBits(d));
  }

  private static long zeroBits(OpDecoder d) {
    d.resultKind();
    return 0L;
  }

  private static void addressOf(OpDecoder d) {
    d.constant(d.env().globalAddress(d.op(), d.symbolAttr("global_name")));
  }
}
