package rw.ir.asm.print;

/**
 * How {@link AsmPrinter} prints, mirroring mlir-opt's printing flags.
 *
 * @param genericForm {@code --mlir-print-op-generic}: every op in the generic form (this also
 *     numbers SSA values uniquely across sibling regions, as MLIR does)
 * @param debugInfo {@code --mlir-print-debuginfo}: trailing {@code loc(...)} and {@code #loc} aliases
 * @param prettyDebugInfo {@code --mlir-pretty-debuginfo}: locations without {@code loc(...)}
 * @param elideElementsLargerThan {@code --mlir-elide-elementsattrs-if-larger}: dense elements with
 *     more elements print as {@code dense_resource<__elided__>}; negative: never
 * @param uniqueSsaIds {@code --mlir-print-unique-ssa-ids}: number values uniquely even in the
 *     custom form
 * @param localScope {@code --mlir-print-local-scope}: number values from the closest
 *     isolated-from-above op and print no aliases (what diagnostics use)
 */
public record PrintOptions(boolean genericForm, boolean debugInfo, boolean prettyDebugInfo,
    long elideElementsLargerThan, boolean uniqueSsaIds, boolean localScope) {

  /** mlir-opt's defaults: custom form, no locations. */
  public static final PrintOptions DEFAULT = new PrintOptions(false, false, false, -1, false, false);

  /** {@code --mlir-print-op-generic}. */
  public static final PrintOptions GENERIC = DEFAULT.withGenericForm(true);

  public PrintOptions withGenericForm(boolean on) {
    return new PrintOptions(on, debugInfo, prettyDebugInfo, elideElementsLargerThan, uniqueSsaIds, localScope);
  }

  public PrintOptions withDebugInfo(boolean on) {
    return new PrintOptions(genericForm, on, prettyDebugInfo, elideElementsLargerThan, uniqueSsaIds, localScope);
  }

  /** Debug info in the pretty form (implies debug info when {@code on}). */
  public PrintOptions withPrettyDebugInfo(boolean on) {
    return new PrintOptions(genericForm, debugInfo || on, on, elideElementsLargerThan, uniqueSsaIds, localScope);
  }

  public PrintOptions withElideElementsLargerThan(long limit) {
    return new PrintOptions(genericForm, debugInfo, prettyDebugInfo, limit, uniqueSsaIds, localScope);
  }

  public PrintOptions withUniqueSsaIds(boolean on) {
    return new PrintOptions(genericForm, debugInfo, prettyDebugInfo, elideElementsLargerThan, on, localScope);
  }

  public PrintOptions withLocalScope(boolean on) {
    return new PrintOptions(genericForm, debugInfo, prettyDebugInfo, elideElementsLargerThan, uniqueSsaIds, on);
  }

  /** Whether SSA ids continue across sibling regions instead of restarting (MLIR's rule). */
  boolean numbersUniquely() {
    return uniqueSsaIds || genericForm;
  }
}
