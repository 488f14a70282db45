package rw.ir.rewrite;

/** The explicit tag of a pattern whose root is any operation (MLIR's {@code MatchAnyOpTypeTag}). */
public enum MatchAnyOp {
  INSTANCE
}
