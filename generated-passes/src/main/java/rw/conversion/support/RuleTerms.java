package rw.conversion.support;

import java.util.List;
import rw.dialect.llvm.LlvmArrayType;
import rw.dialect.llvm.LlvmFunctionType;
import rw.dialect.llvm.LlvmPointerType;
import rw.dialect.llvm.LlvmVoidType;
import rw.dialect.llvm.LlvmStructType;
import rw.dialect.spirv.SpirvArrayType;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.spirv.SpirvRuntimeArrayType;
import rw.dialect.spirv.SpirvStructType;
import rw.ir.attr.TypeAttr;
import rw.ir.type.FloatType;
import rw.ir.type.FunctionType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;

/**
 * Type and attribute terms of {@code .rw} rules ({@code !llvm.array<n, T>}, {@code memref<…>})
 * as the Java records that implement them: a term's parameters in the order the {@code .rw}
 * definition declares them, or {@code null} when the value is not that term.
 */
public final class RuleTerms {
  private RuleTerms() {}

  public static List<Object> params(Object v, String term) {
    return switch (term) {
      case "!builtin.integer" -> v instanceof IntegerType t ? List.of((long) t.width(), t.signedness().name().toLowerCase()) : null;
      case "!builtin.index" -> v instanceof IndexType ? List.of() : null;
      case "!builtin.f16", "!builtin.bf16", "!builtin.f32", "!builtin.f64" ->
          v instanceof FloatType f && ("!builtin." + f.kind().name().toLowerCase()).equals(term) ? List.of() : null;
      case "!builtin.function" -> v instanceof FunctionType f ? List.of(f.inputs(), f.results()) : null;
      case "!builtin.memref" -> v instanceof MemRefType m ? List.of(m.shape(), m.elementType(), opt(m.layout()), opt(m.memorySpace())) : null;
      case "!builtin.unranked_memref" -> v instanceof rw.ir.type.UnrankedMemRefType m ? List.of(m.elementType(), opt(m.memorySpace())) : null;
      case "#builtin.type" -> v instanceof TypeAttr t ? List.of(t.type()) : null;
      case "!llvm.ptr" -> v instanceof LlvmPointerType p ? List.of((long) p.addressSpace()) : null;
      case "!llvm.array" -> v instanceof LlvmArrayType a ? List.of(a.numElements(), a.elementType()) : null;
      case "!llvm.struct" -> v instanceof LlvmStructType s ? List.of(s.body(), s.packed(), opt(s.name())) : null;
      case "!llvm.func" -> v instanceof LlvmFunctionType f ? List.of(f.returnType(), f.params(), f.varArg()) : null;
      case "!spirv.ptr" -> v instanceof SpirvPointerType p ? List.of(p.pointeeType(), p.storageClass().toString()) : null;
      case "!spirv.array" -> v instanceof SpirvArrayType a ? List.of(a.numElements(), a.elementType(), a.stride()) : null;
      case "!spirv.rtarray" -> v instanceof SpirvRuntimeArrayType a ? List.of(a.elementType(), a.stride()) : null;
      case "!spirv.struct" -> v instanceof SpirvStructType s ? List.of(s.memberTypes(), s.offsets(), List.of()) : null;
      default -> throw new IllegalStateException("no Java form for term " + term);
    };
  }

  private static Object opt(Object o) {
    return o == null ? "" : o;
  }

  /** Parameter {@code i} of {@code v} as term {@code term}, or {@code null}. */
  public static Object param(Object v, String term, int i) {
    List<Object> p = params(v, term);
    return p == null ? null : p.get(i);
  }

  /** Whether {@code v} is term {@code term}: as {@link #params} tells, without a list for the usual terms. */
  public static boolean is(Object v, String term) {
    if (v == null) return false;
    return switch (term) {
      case "!builtin.integer" -> v instanceof IntegerType;
      case "!builtin.index" -> v instanceof IndexType;
      case "!builtin.memref" -> v instanceof MemRefType;
      case "!llvm.ptr" -> v instanceof LlvmPointerType;
      case "!llvm.struct" -> v instanceof LlvmStructType;
      case "!spirv.ptr" -> v instanceof SpirvPointerType;
      case "!spirv.struct" -> v instanceof SpirvStructType;
      default -> params(v, term) != null;
    };
  }

  /** Builds the term from its parameters (trailing defaults may be left out). */
  @SuppressWarnings("unchecked")
  public static <T> T make(String term, Object... args) {
    return (T) makeTerm(term, args);
  }

  /** {@link #make(String, Object...)} without parameters, and without an array per call. */
  @SuppressWarnings("unchecked")
  public static <T> T make(String term) {
    return (T) makeTerm(term, NO_ARGS);
  }

  /** {@link #make(String, Object...)} of one parameter: the usual terms without an array per call. */
  @SuppressWarnings("unchecked")
  public static <T> T make(String term, Object arg) {
    return (T) switch (term) {
      case "!builtin.integer" -> IntegerType.of((int) RuleValues.integer(arg));
      case "!llvm.ptr" -> LlvmPointerType.of((int) RuleValues.integer(arg));
      default -> makeTerm(term, arg);
    };
  }

  private static final Object[] NO_ARGS = {};

  private static Object makeTerm(String term, Object... args) {
    return switch (term) {
      case "!builtin.index" -> new IndexType();
      case "!builtin.integer" -> IntegerType.of((int) RuleValues.integer(args[0]));
      case "!builtin.f32" -> FloatType.F32;
      case "!builtin.f64" -> FloatType.F64;
      case "!llvm.ptr" -> LlvmPointerType.of(args.length == 0 ? 0 : (int) RuleValues.integer(args[0]));
      case "!llvm.void" -> LlvmVoidType.VOID;
      case "!llvm.array" -> new LlvmArrayType(RuleValues.type(args[1]), RuleValues.integer(args[0]));
      case "!llvm.struct" -> LlvmStructType.literal(RuleValues.list(args[0]));
      case "!llvm.func" -> new LlvmFunctionType(RuleValues.type(args[0]), RuleValues.list(args[1]), false);
      case "#builtin.type" -> new TypeAttr(RuleValues.type(args[0]));
      case "#llvm.linkage" -> RuleValues.linkage(RuleValues.text(args[0]));
      default -> throw new IllegalStateException("cannot build term " + term);
    };
  }
}
