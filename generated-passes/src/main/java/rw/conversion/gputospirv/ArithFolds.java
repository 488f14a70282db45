package rw.conversion.gputospirv;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rw.ir.OpOperand;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.FloatAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.rewrite.PatternSet;
import rw.ir.rewrite.convert.ConversionPattern;
import rw.ir.rewrite.convert.ConversionPatternRewriter;
import rw.ir.rewrite.convert.OpAdaptor;
import rw.ir.rewrite.convert.TypeConverter;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * MLIR's dialect conversion folds an op before trying patterns: arith ops whose operands are
 * constants of the input (not constants that folding made) become constants, identities give an
 * operand back, and commutative ops get their constant operand moved to the right. Emulated here
 * as high-benefit patterns over the arith ops (stopgap: Java until .rw has folders).
 */
public final class ArithFolds {
  private static final List<String> OPS = List.of("addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "andi", "ori", "xori",
      "shli", "shrsi", "shrui", "maxsi", "minsi", "maxui", "minui", "addf", "subf", "mulf", "divf", "remf", "negf", "cmpi", "cmpf",
      "select", "extsi", "extui", "trunci", "index_cast", "index_castui", "sitofp", "uitofp", "fptosi", "fptoui", "extf", "truncf",
      "maximumf", "minimumf", "maxnumf", "minnumf");
  static final Set<String> COMMUTATIVE = Set.of("arith.addi", "arith.muli", "arith.andi", "arith.ori", "arith.xori", "arith.maxsi",
      "arith.maxui", "arith.minsi", "arith.minui", "arith.addf", "arith.mulf", "arith.maximumf", "arith.minimumf", "arith.maxnumf",
      "arith.minnumf");

  /**
   * Constants that stand for a converted non-constant op (gpu.block_dim as its workgroup size): MLIR's
   * folder still sees the original op there, so they do not fold.
   */
  private static final Set<Value> OPAQUE = java.util.Collections.synchronizedSet(
      java.util.Collections.newSetFromMap(new java.util.WeakHashMap<>()));

  private ArithFolds() {}

  static void markOpaque(Value constant) {
    OPAQUE.add(constant);
  }

  public static void populate(PatternSet patterns, TypeConverter converter) {
    Aliases aliases = new Aliases();
    for (String name : OPS) {
      patterns.add(ConversionPattern.of("arith." + name, 100, converter, "ArithFolds:" + name, (op, a, r) -> fold(op, a, r, converter, aliases)));
    }
  }

  /**
   * MLIR replaces ops lazily: an op folded away still defines the values its users see (which are
   * neither constant nor equal to anything else). Here its users get the replacement at once, so
   * each such use is remembered with the value it stands for.
   */
  private static final class Aliases {
    private final Map<Operation, Map<Integer, Value>> uses = new IdentityHashMap<>();
    private final Map<Value, Folders.Compare> compares = new IdentityHashMap<>();

    void record(Value replaced) {
      for (OpOperand u : replaced.useList()) uses.computeIfAbsent(u.owner(), k -> new HashMap<>()).put(u.index(), replaced);
    }

    Value original(Operation op, int i) {
      Map<Integer, Value> m = uses.get(op);
      return m == null ? null : m.get(i);
    }

    void swap(Operation op) {
      Map<Integer, Value> m = uses.get(op);
      if (m == null) return;
      Value first = m.remove(0);
      Value second = m.remove(1);
      if (second != null) m.put(0, second);
      if (first != null) m.put(1, first);
    }
  }

  private static boolean fold(Operation op, OpAdaptor a, ConversionPatternRewriter r, TypeConverter tc, Aliases aliases) {
    Attribute[] c = new Attribute[op.numOperands()];
    List<Value> seen = new ArrayList<>();
    for (int i = 0; i < c.length; i++) {
      Value original = aliases.original(op, i);
      seen.add(original != null ? original : op.operand(i));
      c[i] = original != null ? null : inputConstant(op.operand(i));
    }
    Folders.Compare condition = op.name().equals("arith.select") ? aliases.compares.get(seen.get(0)) : null;
    Object result = Folders.fold(op, c, seen, condition);
    // Trait folds after the op's own: andi and ori are idempotent.
    if (result == null && (op.name().equals("arith.andi") || op.name().equals("arith.ori")) && seen.get(0) == seen.get(1)) result = 0;
    if (result == null && COMMUTATIVE.contains(op.name()) && c[0] != null && c[1] == null) {
      Object swapped = Folders.fold(op, new Attribute[] {c[1], c[0]}, List.of(seen.get(1), seen.get(0)));
      if (swapped == null) {
        Value lhs = op.operand(0);
        Value rhs = op.operand(1);
        r.modifyOpInPlace(op, () -> {
          op.setOperand(0, rhs);
          op.setOperand(1, lhs);
        });
        aliases.swap(op);
        return true;
      }
      result = swapped instanceof Integer i ? (Integer) (1 - i) : swapped;
    }
    if (result == null && op.name().equals("arith.cmpi") && c[0] != null && c[1] == null) {
      // cmpi moves a constant to the right, swapping the predicate (in place).
      Value lhs = op.operand(0);
      Value rhs = op.operand(1);
      int swapped = GpuToSpirvExterns.predicateIndex(IntFolds.swapped(GpuToSpirvExterns.predicate(op)));
      r.modifyOpInPlace(op, () -> {
        op.setInherentAttr("predicate", new IntegerAttr(java.math.BigInteger.valueOf(swapped), IntegerType.I64));
        op.setOperand(0, rhs);
        op.setOperand(1, lhs);
      });
      aliases.swap(op);
      return true;
    }
    if (result == null) return false;
    Type type = tc.convertType(op.result(0).type());
    if (type == null) return false;
    aliases.record(op.result(0));
    String predicate = op.name().equals("arith.cmpi") ? GpuToSpirvExterns.predicate(op) : "";
    if (predicate.equals("eq") || predicate.equals("ne")) {
      aliases.compares.put(op.result(0), new Folders.Compare(predicate.equals("ne"), Folders.unwrap(op.operand(0)), Folders.unwrap(op.operand(1))));
    }
    if (result instanceof Integer i) {
      r.replaceOp(op, List.of(a.flatOperands().get(i)));
      return true;
    }
    if (result instanceof Value v) {
      r.replaceOp(op, List.of(v));
      return true;
    }
    Attribute value = result instanceof IntegerAttr ia && !(type instanceof IndexType) ? new IntegerAttr(ia.value(), type) : (Attribute) result;
    Operation constant = SpirvBuild.op(r, "spirv.Constant", op.location(), List.of(),
        List.of(new rw.ir.attr.NamedAttribute("value", value)), List.of(type), List.of(), 0);
    r.replaceOp(op, List.of(constant.result(0)));
    return true;
  }

  /** The value of an input constant (a converted arith.constant, seen through a conversion cast). */
  private static Attribute inputConstant(Value v) {
    Operation def = v.definingOp();
    if (def != null && def.name().equals("builtin.unrealized_conversion_cast") && def.numOperands() == 1) def = def.operand(0).definingOp();
    if (def != null && def.numResults() == 1 && OPAQUE.contains(def.result(0))) return null;
    if (def == null || !def.name().equals("spirv.Constant")) return null;
    Attribute value = def.inherentAttr("value");
    if (value instanceof IntegerAttr i && !(v.type() instanceof IntegerType)) return new IntegerAttr(i.value(), v.type());
    if (value instanceof IntegerAttr i) return new IntegerAttr(i.value(), v.type());
    return value instanceof FloatAttr ? value : null;
  }
}
