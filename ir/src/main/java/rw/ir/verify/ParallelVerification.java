package rw.ir.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Predicate;
import java.util.function.Supplier;
import rw.ir.Operation;
import rw.ir.diag.Diagnostic;
import rw.ir.diag.DiagnosticEngine;

/**
 * Verifies the isolated ops directly nested in one op on several threads, as MLIR's verifier
 * does: they share nothing the verifier writes. The ops are split into contiguous chunks, one
 * per thread (the calling thread takes the first); each op's diagnostics are captured and then
 * reported from the calling thread in op order, so the output is the one of a sequential run.
 * The thread count is {@code -Drw.verify.threads=N} (default: the available processors).
 */
final class ParallelVerification {
  /** Below this many nested isolated ops, one thread does it all. */
  static final int MIN_OPS = 64;
  static final int THREADS = Integer.getInteger("rw.verify.threads", Runtime.getRuntime().availableProcessors());

  private ParallelVerification() {}

  /** Whether {@code count} isolated ops are worth splitting. */
  static boolean worthIt(int count) {
    return THREADS > 1 && count >= MIN_OPS;
  }

  /**
   * Verifies each of {@code ops}, all of them, each chunk with a verifier of its own made by
   * {@code verifiers}; false when any failed, its diagnostics reported through {@code engine}.
   */
  static boolean verifyAll(List<Operation> ops, DiagnosticEngine engine, Supplier<Predicate<Operation>> verifiers) {
    int chunks = Math.min(THREADS, ops.size());
    boolean[] ok = new boolean[ops.size()];
    List<List<Diagnostic>> diagnostics = new ArrayList<>(ops.size());
    for (int i = 0; i < ops.size(); i++) diagnostics.add(null);
    List<CompletableFuture<Void>> others = new ArrayList<>();
    for (int c = 1; c < chunks; c++) {
      int chunk = c;
      others.add(CompletableFuture.runAsync(
          () -> verifyChunk(ops, chunk, chunks, engine, verifiers, ok, diagnostics), ForkJoinPool.commonPool()));
    }
    verifyChunk(ops, 0, chunks, engine, verifiers, ok, diagnostics);
    join(others);
    boolean all = true;
    for (int i = 0; i < ops.size(); i++) {
      List<Diagnostic> ds = diagnostics.get(i);
      if (ds != null) ds.forEach(engine::emit);
      all &= ok[i];
    }
    return all;
  }

  private static void verifyChunk(List<Operation> ops, int chunk, int chunks, DiagnosticEngine engine,
      Supplier<Predicate<Operation>> verifiers, boolean[] ok, List<List<Diagnostic>> diagnostics) {
    Predicate<Operation> verifyOne = verifiers.get();
    int from = (int) ((long) ops.size() * chunk / chunks);
    int to = (int) ((long) ops.size() * (chunk + 1) / chunks);
    for (int i = from; i < to; i++) {
      Operation op = ops.get(i);
      List<Diagnostic> captured = new ArrayList<>(0);
      ok[i] = engine.capturing(captured, () -> verifyOne.test(op));
      if (!captured.isEmpty()) diagnostics.set(i, captured);
    }
  }

  /** Waits for every chunk; a bug in one (an exception) is rethrown here. */
  private static void join(List<CompletableFuture<Void>> futures) {
    for (CompletableFuture<Void> f : futures) {
      try {
        f.join();
      } catch (CompletionException e) {
        if (e.getCause() instanceof RuntimeException r) throw r;
        if (e.getCause() instanceof Error err) throw err;
        throw e;
      }
    }
  }
}
