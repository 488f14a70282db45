package rw.ir.asm.print;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.TaskRun;
import rw.ir.attr.Utf8Text;

/**
 * Prints the ops of the body of a top-level op (a module's functions and kernel modules) on
 * several threads: contiguous runs of ops of about equal size, which the threads take heaviest
 * first ({@link TaskRun}), each printed by a {@link OpPrinter#fork} into a buffer of its own; the buffers are appended in order,
 * so the text is the one of a sequential print. The values in each op are numbered by the
 * fork that prints it (the {@link SsaNamer} left them for it). The thread count is {@code -Drw.print.threads=N} (default:
 * the available processors; 1 prints on the calling thread only).
 */
final class ParallelPrinting {
  /** Below this many ops in the block, one thread prints them all. */
  static final int MIN_OPS = 64;
  /** The number of threads (tests set it to compare with a sequential print). */
  static volatile int threads = Integer.getInteger("rw.print.threads", Runtime.getRuntime().availableProcessors());

  private ParallelPrinting() {}

  /** Whether {@code block} is the body of a top-level op with enough ops to split. */
  static boolean worthIt(Block block) {
    if (threads < 2 || block.parentOp() == null || block.parentOp().parentOp() != null) return false;
    if (!block.parentOp().context().isMultithreadingEnabled()) return false;
    int n = 0;
    for (Operation op = block.first(); op != null && n < MIN_OPS; op = op.nextInBlock()) n++;
    return n >= MIN_OPS;
  }

  /** Prints the ops of {@code block} but {@code skip} (a terminator left out, or null) with {@code printer}. */
  static void print(OpPrinter printer, Block block, Operation skip) {
    List<Operation> ops = new ArrayList<>();
    for (Operation op = block.first(); op != null; op = op.nextInBlock()) {
      if (op != skip) ops.add(op);
    }
    int n = ops.size();
    long[] weights = TaskRun.weights(ops);
    int[] runs = TaskRun.runsByWeight(weights, TaskRun.taskCount(n, threads, MIN_OPS / 4));
    int tasks = runs.length - 1;
    OpPrinter[] forks = new OpPrinter[tasks];
    for (int t = 0; t < tasks; t++) forks[t] = printer.fork(new Utf8Text(1 << 14));
    TaskRun.runHeaviestFirst(runs, weights, threads, run -> {
      for (int i = runs[run]; i < runs[run + 1]; i++) forks[run].numberAndPrintOpLine(ops.get(i));
    });
    for (OpPrinter fork : forks) printer.absorb(fork);
  }
}
