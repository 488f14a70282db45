package rw.ir;

/** Structural properties of an operation that generic code (verifier, printer, rewriter) relies on. */
public enum Trait {
  /** Must be the last operation of its block. */
  IS_TERMINATOR,
  /** Its regions' blocks need no terminator. */
  NO_TERMINATOR,
  /** Its regions may not use values defined outside it. */
  ISOLATED_FROM_ABOVE,
  /** Its region holds a symbol table: names of nested symbols are unique. */
  SYMBOL_TABLE,
  /** It defines a symbol named by its {@code sym_name} attribute. */
  SYMBOL,
  /** Each region has at most one block. */
  SINGLE_BLOCK,
  /** The entry blocks of its regions take no arguments. */
  NO_REGION_ARGUMENTS,
  /** Its regions are graph regions: no dominance requirement, no terminator. */
  GRAPH_REGION,
  /** Returns control to the parent operation (e.g. func.return). */
  RETURN_LIKE,
  /** Has no side effects: may be removed when unused, moved and deduplicated. */
  PURE,
  /** Produces a constant (foldable to its value attribute). */
  CONSTANT_LIKE,
  /** Its operands may be swapped. */
  COMMUTATIVE,
  /** Any number of operands of the same type, and results of that type too. */
  SAME_OPERANDS_AND_RESULT_TYPE
}
