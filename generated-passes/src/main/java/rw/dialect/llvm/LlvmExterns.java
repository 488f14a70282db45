package rw.dialect.llvm;

import rw.ir.attr.Attribute;
import rw.ir.attr.TypeAttr;
import rw.ir.type.Type;

/** The extern constraints and default values of llvm.rw. */
public final class LlvmExterns {
  private LlvmExterns() {}

  public static boolean isPointer(Type t) {
    return t instanceof LlvmPointerType;
  }

  public static boolean isAggregate(Type t) {
    return t instanceof LlvmStructType || t instanceof LlvmArrayType;
  }

  public static boolean isLlvmFunctionTypeAttr(Attribute a) {
    return a instanceof TypeAttr t && t.type() instanceof LlvmFunctionType;
  }

  public static boolean isLinkage(Attribute a) {
    return a instanceof LinkageAttr;
  }

  public static boolean isCConv(Attribute a) {
    return a instanceof CConvAttr;
  }

  public static boolean isTailCallKind(Attribute a) {
    return a instanceof TailCallKindAttr;
  }

  public static boolean isLlvmFastmath(Attribute a) {
    return a instanceof FastmathFlagsAttr;
  }

  /** The {@code not_atomic} case of AtomicOrdering. */
  public static Attribute notAtomic() {
    return rw.ir.attr.IntegerAttr.of(0, rw.ir.type.IntegerType.I64);
  }

  public static Attribute externalLinkage() {
    return new LinkageAttr(Linkage.EXTERNAL);
  }

  public static Attribute cconvC() {
    return new CConvAttr(CConv.CCC);
  }

  public static Attribute noTailCall() {
    return new TailCallKindAttr(TailCallKind.NONE);
  }

  public static Attribute llvmFastmathNone() {
    return FastmathFlagsAttr.NONE;
  }
}
