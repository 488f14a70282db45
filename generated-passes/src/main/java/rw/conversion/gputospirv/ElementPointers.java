package rw.conversion.gputospirv;

import java.math.BigInteger;
import java.util.List;
import rw.conversion.support.RuleOps;
import rw.conversion.support.RunningPass;
import rw.dialect.spirv.SpirvArrayType;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.spirv.SpirvStructType;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.ir.type.Type;

/**
 * The pointer to one element of a memref lowered to a SPIR-V buffer: {@code spirv.AccessChain
 * %base[0, linear]} where {@code linear} is the linearised index (the layout's offset plus each
 * index times its stride; rank 0: 0), built the way MLIR's
 * getElementPtr builds it (each constant, multiplication and addition created and folded on the
 * spot, so constants that fold away stay behind unused). Extern action of memref-to-spirv.rw.
 */
public final class ElementPointers {
  private ElementPointers() {}

  public static Value accessChain(OpBuilder b, Location loc, Value base, rw.ir.type.Type memref, List<Value> indices) {
    MemRefType m = (MemRefType) memref;
    IntegerType index = RunningPass.flag("use-64bit-index") ? IntegerType.I64 : IntegerType.I32;
    Value zero = constant(b, loc, BigInteger.ZERO, index);
    Value linear = zero;
    if (!m.shape().isEmpty()) {
      long[] strides = MemRefTypes.stridesAndOffset(m);
      linear = constant(b, loc, BigInteger.valueOf(strides[m.shape().size()]), index);
      for (int i = 0; i < m.shape().size(); i++) {
        Value s = constant(b, loc, BigInteger.valueOf(strides[i]), index);
        linear = add(b, loc, mul(b, loc, indices.get(i), s, index), linear, index);
      }
    }
    SpirvPointerType ptr = (SpirvPointerType) base.type();
    Type array = ((SpirvStructType) ptr.pointeeType()).memberTypes().get(0);
    Type element = array instanceof SpirvArrayType a ? a.elementType() : ((rw.dialect.spirv.SpirvRuntimeArrayType) array).elementType();
    Type result = new SpirvPointerType(element, ptr.storageClass());
    return RuleOps.build(b, "spirv.AccessChain", loc, List.of(base, zero, linear), List.of(), List.of(), List.of(result)).result(0);
  }

  /** {@code x * s}: {@code s} when zero, {@code x} when one, a constant when both are, else spirv.IMul. */
  private static Value mul(OpBuilder b, Location loc, Value x, Value s, IntegerType t) {
    BigInteger cs = constantOf(s);
    if (cs != null && cs.signum() == 0) return s;
    if (cs != null && cs.equals(BigInteger.ONE)) return x;
    BigInteger cx = constantOf(x);
    if (cx != null && cs != null) return constant(b, loc, product(cx, cs, t), t);
    return RuleOps.build(b, "spirv.IMul", loc, List.of(x, s), List.of(), List.of(), List.of(t)).result(0);
  }

  /** {@code u + l}: {@code u} when {@code l} is zero, a constant when both are, else spirv.IAdd. */
  private static Value add(OpBuilder b, Location loc, Value u, Value l, IntegerType t) {
    BigInteger cl = constantOf(l);
    if (cl != null && cl.signum() == 0) return u;
    BigInteger cu = constantOf(u);
    if (cu != null && cl != null) return constant(b, loc, sum(cu, cl, t), t);
    // spirv.IAdd is commutative: folding moves a constant operand to the right, and folds again.
    if (cu != null && cu.signum() == 0) return l;
    List<Value> operands = cu != null ? List.of(l, u) : List.of(u, l);
    return RuleOps.build(b, "spirv.IAdd", loc, operands, List.of(), List.of(), List.of(t)).result(0);
  }

  /** {@code a * b} wrapped to {@code t}'s width. */
  private static BigInteger product(BigInteger a, BigInteger b, IntegerType t) {
    return fitsLong(a, b, t) ? wrap(a.longValue() * b.longValue(), t) : wrap(a.multiply(b), t);
  }

  /** {@code a + b} wrapped to {@code t}'s width. */
  private static BigInteger sum(BigInteger a, BigInteger b, IntegerType t) {
    return fitsLong(a, b, t) ? wrap(a.longValue() + b.longValue(), t) : wrap(a.add(b), t);
  }

  /**
   * Whether {@code a op b} wrapped to {@code t} can be computed in a {@code long}: the operands fit
   * and the width is at most 64 (a long's arithmetic wraps modulo 2^64, so also modulo 2^width).
   */
  private static boolean fitsLong(BigInteger a, BigInteger b, IntegerType t) {
    return t.width() <= 64 && a.bitLength() < 64 && b.bitLength() < 64;
  }

  /** The low {@code t.width()} bits of {@code v}, sign-extended (as {@link #wrap(BigInteger, IntegerType)}). */
  private static BigInteger wrap(long v, IntegerType t) {
    int shift = 64 - t.width();
    return BigInteger.valueOf((v << shift) >> shift);
  }

  private static BigInteger wrap(BigInteger v, IntegerType t) {
    BigInteger mod = BigInteger.ONE.shiftLeft(t.width());
    BigInteger r = v.mod(mod);
    return r.testBit(t.width() - 1) ? r.subtract(mod) : r;
  }

  static BigInteger constantOf(Value v) {
    Operation def = v.definingOp();
    if (def == null || !def.name().equals("spirv.Constant")) return null;
    return def.inherentAttr("value") instanceof IntegerAttr i ? i.value() : null;
  }

  static Value constant(OpBuilder b, Location loc, BigInteger v, Type t) {
    List<NamedAttribute> value = List.of(new NamedAttribute("value", new IntegerAttr(v, t)));
    return RuleOps.build(b, "spirv.Constant", loc, List.of(), value, List.of(), List.of(t)).result(0);
  }
}
