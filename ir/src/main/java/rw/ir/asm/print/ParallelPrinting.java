package rw.ir.asm.print;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ForkJoinPool;
import rw.ir.Block;
import rw.ir.Operation;

/**
 * Prints the ops of the body of a top-level op (a module's functions and kernel modules) on
 * several threads: contiguous chunks, one per thread, each by a {@link OpPrinter#fork} into a
 * buffer of its own, the calling thread printing the first; the buffers are appended in order,
 * so the text is the one of a sequential print. Values are numbered before, by the
 * {@link SsaNamer} all forks read. The thread count is {@code -Drw.print.threads=N} (default:
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
    int chunks = Math.min(threads, ops.size());
    List<CompletableFuture<OpPrinter>> forks = new ArrayList<>();
    for (int c = 1; c < chunks; c++) {
      OpPrinter fork = printer.fork(new StringBuilder(1 << 16));
      List<Operation> chunk = chunk(ops, c, chunks);
      forks.add(CompletableFuture.supplyAsync(() -> {
        for (Operation op : chunk) fork.printOpLine(op);
        return fork;
      }, ForkJoinPool.commonPool()));
    }
    for (Operation op : chunk(ops, 0, chunks)) printer.printOpLine(op);
    for (CompletableFuture<OpPrinter> f : forks) printer.absorb(join(f));
  }

  private static List<Operation> chunk(List<Operation> ops, int chunk, int chunks) {
    int from = (int) ((long) ops.size() * chunk / chunks);
    int to = (int) ((long) ops.size() * (chunk + 1) / chunks);
    return ops.subList(from, to);
  }

  /** The fork once done; a bug in it (an exception) is rethrown here. */
  private static OpPrinter join(CompletableFuture<OpPrinter> f) {
    try {
      return f.join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof RuntimeException r) throw r;
      if (e.getCause() instanceof Error err) throw err;
      throw e;
    }
  }
}
