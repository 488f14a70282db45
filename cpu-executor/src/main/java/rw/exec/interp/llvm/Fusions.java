package rw.exec.interp.llvm;

import rw.exec.interp.DecodeError;
import rw.exec.interp.OpDecoder;
import rw.exec.interp.Types;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.IntegerAttr;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * The rules that fuse a pure producer into its only user in the same block, so that the pair
 * costs one dispatch: the producer emits nothing and the user computes both. Both sides ask the
 * same rule, so they always agree. Reading the producer's operands at the user's position is
 * safe: within one execution of a block no slot it reads changes.
 *
 * <ul>
 *   <li>{@code icmp} into the {@code cond_br} it decides (see {@link CompareHandlers});
 *   <li>{@code mul} into {@code add} of i32 or i64: a multiply-add, as index linearization
 *       emits;
 *   <li>{@code fmul} into {@code fadd} of f32 or f64: a multiply then an add, each rounded (not
 *       a fused multiply-add);
 *   <li>{@code getelementptr} with one non-constant index into the load or store of 4 or 8
 *       bytes using it as address (see {@link MemoryHandlers}), and into that, the {@code add}
 *       (of a fused {@code mul}) computing the index: {@code A[i * n + j]} in one step;
 *   <li>{@code add} into the {@code br} passing its result to the next block: the loop
 *       increment goes with the jump back to the loop header;
 *   <li>one i32/i64 binary op ({@code add sub mul and or xor shl lshr ashr}) into another using
 *       it, such as {@code xor(a, lshr(b, 3))}, two levels only: an op that takes in a producer
 *       is never itself taken in.
 * </ul>
 */
final class Fusions {
  private Fusions() {}

  /** The operand (1, else 0) of {@code add} whose {@code mul} is fused into it, or -1. */
  static int fusedMulOperand(Operation add) {
    return fusedOperand(add, "llvm.add", "llvm.mul", true);
  }

  /** The operand of {@code fadd} whose {@code fmul} is fused into it, or -1. */
  static int fusedFmulOperand(Operation fadd) {
    return fusedOperand(fadd, "llvm.fadd", "llvm.fmul", false);
  }

  /** Whether {@code producer} (mul, fmul, add, getelementptr) is fused into its user and emits nothing. */
  static boolean isAbsorbed(Operation producer) {
    Operation user = OpDecoder.soleUser(producer);
    if (user == null) return false;
    if (producer.name().equals("llvm.getelementptr")) return gepIndexOperand(producer) >= 0;
    if (isBinaryProducerOf(producer, user)) return true;
    if (producer.name().equals("llvm.add")) return isAddAbsorbed(producer, user);
    int k;
    if (producer.name().equals("llvm.mul") && user.name().equals("llvm.add")) k = fusedMulOperand(user);
    else if (producer.name().equals("llvm.fmul") && user.name().equals("llvm.fadd")) k = fusedFmulOperand(user);
    else return false;
    return k >= 0 && user.operand(k) == producer.result(0);
  }

  private static int fusedOperand(Operation user, String userName, String producerName, boolean integer) {
    if (!user.name().equals(userName) || !fusibleType(user.result(0).type(), integer)) return -1;
    for (int k = 1; k >= 0; k--) {
      Operation p = user.operand(k).definingOp();
      if (p == null || !p.name().equals(producerName) || p.block() != user.block()) continue;
      if (!p.result(0).type().equals(user.result(0).type())) continue;
      if (OpDecoder.isSoleOperand(p, user, k) && user.operand(1 - k) != p.result(0)) return k;
    }
    return -1;
  }

  private static boolean fusibleType(Type t, boolean integer) {
    if (integer) return t instanceof IntegerType it && (it.width() == 32 || it.width() == 64);
    return t.equals(FloatType.F32) || t.equals(FloatType.F64);
  }

  // ---- getelementptr into load/store, and its index ----

  /** Whether {@code v} is an integer constant made by {@code llvm.mlir.constant}. */
  static boolean isConstantInt(Value v) {
    Operation def = v.definingOp();
    return def != null && def.name().equals("llvm.mlir.constant") && def.inherentAttr("value") instanceof IntegerAttr
        && v.type() instanceof IntegerType;
  }

  /**
   * The operand holding the one non-constant index of {@code gep} when the gep is fused into
   * its only user, a scalar load from it or store to it of 4 or 8 bytes; -1 otherwise.
   */
  static int gepIndexOperand(Operation gep) {
    Operation user = OpDecoder.soleUser(gep);
    if (user == null || !gep.name().equals("llvm.getelementptr")) return -1;
    Type accessed;
    if (user.name().equals("llvm.load") && OpDecoder.isSoleOperand(gep, user, 0)) {
      accessed = user.result(0).type();
    } else if (user.name().equals("llvm.store") && OpDecoder.isSoleOperand(gep, user, 1)) {
      accessed = user.operand(0).type();
    } else {
      return -1;
    }
    if (!isWordAccess(accessed)) return -1;
    int found = -1;
    for (int k = 1; k < gep.numOperands(); k++) {
      if (isConstantInt(gep.operand(k))) continue;
      if (found >= 0) return -1;
      found = k;
    }
    return found;
  }

  private static boolean isWordAccess(Type t) {
    if (Types.isAggregate(t) || !Types.isMemoryType(t)) return false;
    try {
      int bytes = Types.kind(t).byteSize();
      return bytes == 4 || bytes == 8;
    } catch (DecodeError e) {
      return false;
    }
  }

  /** Whether the index operand of a fused {@code gep} is an {@code add} of a fused {@code mul} fused into it. */
  static Operation fusedIndexAdd(Operation gep) {
    int k = gepIndexOperand(gep);
    if (k < 0) return null;
    Operation add = gep.operand(k).definingOp();
    if (add == null || !add.name().equals("llvm.add") || add.block() != gep.block()) return null;
    if (!OpDecoder.isSoleOperand(add, gep, k) || fusedMulOperand(add) < 0) return null;
    return add;
  }

  // ---- add into br ----

  /** The operand of {@code br} computed by an {@code add} fused into it (the first that can be), or -1. */
  static int fusedBranchAdd(Operation br) {
    if (!br.name().equals("llvm.br")) return -1;
    for (int k = 0; k < br.numOperands(); k++) {
      Operation add = br.operand(k).definingOp();
      if (add == null || !add.name().equals("llvm.add") || add.block() != br.block()) continue;
      if (!fusibleType(add.result(0).type(), true) || fusedMulOperand(add) >= 0) continue;
      if (OpDecoder.isSoleOperand(add, br, k)) return k;
    }
    return -1;
  }

  private static boolean isAddAbsorbed(Operation add, Operation user) {
    if (user.name().equals("llvm.getelementptr")) return fusedIndexAdd(user) == add;
    if (!user.name().equals("llvm.br")) return false;
    int k = fusedBranchAdd(user);
    return k >= 0 && user.operand(k) == add.result(0);
  }

  // ---- binary op into binary op ----

  /** The i32/i64 binary ops that fuse pairwise (none of them traps). */
  static final java.util.List<String> BINARY = java.util.List.of("llvm.add", "llvm.sub", "llvm.mul", "llvm.and",
      "llvm.or", "llvm.xor", "llvm.shl", "llvm.lshr", "llvm.ashr");

  /**
   * May {@code op} take part in a pairwise fusion (as consumer or producer)? Not when another
   * rule fuses it: an add of a fused mul, a mul fused into an add, an add fused into an index or
   * a jump (those rules read the op's operands, which must then be computed).
   */
  private static boolean binaryCandidate(Operation op) {
    if (!BINARY.contains(op.name()) || !fusibleType(op.result(0).type(), true)) return false;
    if (fusedMulOperand(op) >= 0) return false;
    Operation user = OpDecoder.soleUser(op);
    if (user == null) return true;
    if (op.name().equals("llvm.mul") && user.name().equals("llvm.add")) {
      int k = fusedMulOperand(user);
      return k < 0 || user.operand(k) != op.result(0);
    }
    return !op.name().equals("llvm.add") || !isAddAbsorbed(op, user);
  }

  /** Whether operand {@code k} of {@code op} is a same-type binary op, alone in its block, used only there. */
  private static Operation binaryProducer(Operation op, int k) {
    Operation p = op.operand(k).definingOp();
    if (p == null || !BINARY.contains(p.name()) || p.block() != op.block()) return null;
    if (!p.result(0).type().equals(op.result(0).type()) || !OpDecoder.isSoleOperand(p, op, k)) return null;
    return p;
  }

  /**
   * The operand (1, else 0) of the binary op {@code consumer} whose producer is fused into it,
   * or -1. The producer must not have a producer of that kind itself, so fusions never chain.
   */
  static int fusedBinaryOperand(Operation consumer) {
    if (!binaryCandidate(consumer) || consumer.operand(0) == consumer.operand(1)) return -1;
    for (int k = 1; k >= 0; k--) {
      Operation p = binaryProducer(consumer, k);
      if (p == null || !binaryCandidate(p)) continue;
      if (binaryProducer(p, 0) == null && binaryProducer(p, 1) == null) return k;
    }
    return -1;
  }

  private static boolean isBinaryProducerOf(Operation producer, Operation user) {
    if (!BINARY.contains(producer.name()) || !BINARY.contains(user.name())) return false;
    int k = fusedBinaryOperand(user);
    return k >= 0 && user.operand(k) == producer.result(0);
  }
}
