package rw.ir.rewrite;

import java.util.function.Consumer;
import rw.ir.Operation;
import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.Location;

/**
 * The tree log of the rewrite drivers (MLIR's {@code -debug-only=greedy-rewriter /
 * dialect-conversion} output, without pointers): one line per event, indented by nesting.
 */
public final class PatternTrace {
  private final Consumer<String> sink;
  private int depth;

  public PatternTrace(Consumer<String> sink) {
    if (sink == null) throw new IllegalArgumentException("null trace sink");
    this.sink = sink;
  }

  /** Writes one line at the current depth. */
  public void line(String text) {
    sink.accept("  ".repeat(depth) + text);
  }

  /** Writes {@code text {} and indents what follows. */
  public void open(String text) {
    line(text + " {");
    depth++;
  }

  /** Closes the innermost {@link #open}: {@code } -> result}. */
  public void close(String result) {
    if (depth == 0) throw new IllegalStateException("trace closed more often than opened");
    depth--;
    line("} -> " + result);
  }

  public int depth() {
    return depth;
  }

  /** {@code 'name'} followed by the op's file position when it has one. */
  public static String describe(Operation op) {
    return describe(op.name(), op.location());
  }

  public static String describe(String opName, Location loc) {
    FileLineColLoc pos = loc.filePosition();
    return "'" + opName + "'" + (pos == null ? "" : " at " + pos.prefix());
  }
}
