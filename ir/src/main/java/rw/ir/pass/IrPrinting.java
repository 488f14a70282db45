package rw.ir.pass;

import java.util.Set;
import java.util.function.Consumer;
import rw.ir.Operation;
import rw.ir.attr.Attribute;
import rw.ir.attr.StringAttr;

/**
 * MLIR's IR printing around passes ({@code --mlir-print-ir-before-all}, {@code -after-all},
 * {@code -after-failure}, {@code -before=}/{@code -after=} pass lists,
 * {@code --mlir-print-ir-module-scope}). Each dump is a header
 * {@code // -----// IR Dump After CSE (cse) //----- //} ({@code After CSE Failed (cse)} when the
 * pass failed; with module scope followed by {@code ('func.func' operation: @f)}), the op as
 * {@link IrPrinter} prints it (the top-level op with module scope), and a blank line. Adaptors
 * are not dumped.
 */
public final class IrPrinting implements PassInstrumentation {

  /** Which dumps to make. Pass sets hold pass arguments. */
  public record Config(boolean beforeAll, boolean afterAll, boolean afterFailureOnly, boolean moduleScope,
      Set<String> beforePasses, Set<String> afterPasses) {
    public Config {
      beforePasses = Set.copyOf(beforePasses);
      afterPasses = Set.copyOf(afterPasses);
    }

    /** Whether any dump is requested. */
    public boolean isEnabled() {
      return beforeAll || afterAll || afterFailureOnly || !beforePasses.isEmpty() || !afterPasses.isEmpty();
    }
  }

  private final Config config;
  private final IrPrinter printer;
  private final Consumer<String> out;

  public IrPrinting(Config config, IrPrinter printer, Consumer<String> out) {
    this.config = config;
    this.printer = printer;
    this.out = out;
  }

  @Override
  public void runBeforePass(PipelineElement element, Operation op) {
    if (!(element instanceof Pass pass)) return;
    if (!config.beforeAll() && !config.beforePasses().contains(pass.argument())) return;
    dump("Before", pass, op, false);
  }

  @Override
  public void runAfterPass(PipelineElement element, Operation op) {
    if (!(element instanceof Pass pass) || config.afterFailureOnly() || !printsAfter(pass)) return;
    dump("After", pass, op, false);
  }

  @Override
  public void runAfterPassFailed(PipelineElement element, Operation op) {
    if (!(element instanceof Pass pass) || !printsAfter(pass)) return;
    dump("After", pass, op, true);
  }

  private boolean printsAfter(Pass pass) {
    return config.afterAll() || config.afterFailureOnly() || config.afterPasses().contains(pass.argument());
  }

  private void dump(String when, Pass pass, Operation op, boolean failed) {
    StringBuilder sb = new StringBuilder();
    sb.append("// -----// IR Dump ").append(when).append(' ').append(pass.name());
    if (failed) sb.append(" Failed");
    sb.append(" (").append(pass.argument()).append(')');
    if (config.moduleScope()) appendScope(sb, op);
    sb.append(" //----- //\n");
    sb.append(printer.print(config.moduleScope() ? topLevel(op) : op));
    sb.append("\n\n");
    out.accept(sb.toString());
  }

  private static void appendScope(StringBuilder sb, Operation op) {
    sb.append(" ('").append(op.name()).append("' operation");
    Attribute symbol = op.inherentAttr("sym_name");
    if (symbol instanceof StringAttr s) sb.append(": @").append(s.value());
    sb.append(')');
  }

  private static Operation topLevel(Operation op) {
    Operation top = op;
    while (top.parentOp() != null) top = top.parentOp();
    return top;
  }
}
