package rw.ir.asm.print;

import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.Trait;
import rw.ir.attr.Utf8Text;

/**
 * Prints operations in MLIR 22's textual format, byte for byte as {@code mlir-opt-22} does.
 * A top-level op (one without a parent, normally a {@code builtin.module}) prints with MLIR's
 * aliases first, then the op and a newline, then the deferred location aliases; mlir-opt writes
 * one more newline after that. Most modules have no aliases: without debug info the op is
 * printed once assuming none, and again after collecting them when the text shows some are
 * needed. A nested op prints alone, without aliases, its values numbered within its top-level op
 * (or, with {@link PrintOptions#localScope()}, within its closest isolated-from-above ancestor or
 * itself).
 */
public final class AsmPrinter {
  private AsmPrinter() {}

  /** The text of {@code op}. */
  public static String print(Operation op, PrintOptions options) {
    Utf8Text text = new Utf8Text(1024);
    print(op, options, text);
    return text.toString();
  }

  /** Appends the text of {@code op} to {@code out}. */
  public static void print(Operation op, PrintOptions options, Utf8Text out) {
    Operation root = numberingRoot(op, options.localScope());
    Syntaxes syntaxes = new Syntaxes();
    boolean whole = op.parentOp() == null && !options.localScope();
    SsaNamer names = new SsaNamer(root, options, syntaxes, whole);
    if (!whole) {
      new OpPrinter(out, options, names, syntaxes, new AliasTable()).printFullOpWithIndentAndLoc(op);
      return;
    }
    if (!options.debugInfo()) {
      long start = out.length();
      OpPrinter optimistic = new OpPrinter(out, options, names, syntaxes, new AliasTable());
      optimistic.printTopLevel(op);
      if (!optimistic.needsAliases()) return;
      out.truncate(start);
    }
    AliasTable aliases = AliasCollector.collect(op, options, syntaxes);
    new OpPrinter(out, options, names, syntaxes, aliases).printTopLevel(op);
  }

  private static Operation numberingRoot(Operation op, boolean localScope) {
    Operation root = op;
    while (true) {
      if (localScope && root.hasTrait(Trait.ISOLATED_FROM_ABOVE)) return root;
      Operation parent = root.parentOp();
      if (parent == null) return root;
      root = parent;
    }
  }

  /**
   * Makes diagnostics of {@code ctx} show ops as MLIR's verifier notes do ("see current
   * operation"): generic form for errors, custom form for warnings and remarks, local scope, dense
   * elements of more than 16 elements elided.
   */
  public static void installAsDiagnosticPrinter(Context ctx) {
    PrintOptions options = PrintOptions.GENERIC.withLocalScope(true).withElideElementsLargerThan(16);
    ctx.setOpPrinter(op -> print(op, options));
    PrintOptions custom = PrintOptions.DEFAULT.withLocalScope(true).withElideElementsLargerThan(16);
    ctx.setCustomOpPrinter(op -> print(op, custom));
  }
}
