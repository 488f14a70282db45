package rw.ir.pass;

import java.util.Locale;

/**
 * MLIR's text execution-time report in tree mode: a banner, the total, one line per timer
 * ({@code wall-seconds (percent)  name}, children indented by two), then {@code Rest} (time of
 * the root not spent in its children) and {@code Total}.
 */
public final class TimingReport {
  private static final String DESCRIPTION = "... Execution time report ...";
  private static final String RULE = "===" + "-".repeat(73) + "===\n";

  private TimingReport() {}

  /** The report of {@code root}, which should be stopped. */
  public static String render(Timer root) {
    double total = seconds(root.wallNanos());
    StringBuilder sb = new StringBuilder();
    sb.append(RULE);
    sb.append(" ".repeat((80 - DESCRIPTION.length()) / 2)).append(DESCRIPTION).append('\n');
    sb.append(RULE);
    sb.append(String.format(Locale.ROOT, "  Total Execution Time: %.4f seconds%n%n", total).replace(System.lineSeparator(), "\n"));
    sb.append("  ----Wall Time----  ----Name----\n");
    double rest = total;
    for (Timer child : root.children()) {
      appendTree(sb, child, 0, total);
      rest -= seconds(child.wallNanos());
    }
    appendLine(sb, 0, "Rest", rest, total);
    appendLine(sb, 0, "Total", total, total);
    return sb.toString();
  }

  private static void appendTree(StringBuilder sb, Timer t, int indent, double total) {
    int childIndent = indent;
    if (!t.isHidden()) {
      appendLine(sb, indent, t.name(), seconds(t.wallNanos()), total);
      childIndent += 2;
    }
    for (Timer child : t.children()) appendTree(sb, child, childIndent, total);
  }

  private static void appendLine(StringBuilder sb, int indent, String name, double time, double total) {
    sb.append(String.format(Locale.ROOT, "  %8.4f (%5.1f%%)  ", time, 100.0 * time / total));
    sb.append(" ".repeat(indent)).append(name).append('\n');
  }

  private static double seconds(long nanos) {
    return nanos / 1e9;
  }
}
