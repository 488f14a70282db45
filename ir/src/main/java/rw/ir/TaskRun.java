package rw.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;
import rw.ir.diag.Diagnostic;
import rw.ir.diag.DiagnosticEngine;

/**
 * Runs numbered tasks on the calling thread and on up to {@code threads - 1} threads of the
 * common pool, each thread taking the next task not yet taken, and returns once all are done.
 * A pool thread that gets no processor (a busy machine) costs nothing: the calling thread takes
 * the remaining tasks. Callers keep a result per task and combine them in task order, so what
 * they produce does not depend on which thread ran what.
 */
public final class TaskRun {
  private TaskRun() {}

  /** Runs {@code task} for 0 .. {@code tasks - 1}; an exception of a task is rethrown here. */
  public static void run(int tasks, int threads, IntConsumer task) {
    AtomicInteger next = new AtomicInteger();
    CountDownLatch done = new CountDownLatch(tasks);
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Runnable worker = () -> {
      for (int t = next.getAndIncrement(); t < tasks; t = next.getAndIncrement()) {
        try {
          task.accept(t);
        } catch (RuntimeException | Error e) {
          failure.compareAndSet(null, e);
        } finally {
          done.countDown();
        }
      }
    };
    for (int i = 1; i < Math.min(threads, tasks); i++) ForkJoinPool.commonPool().execute(worker);
    worker.run();
    awaitUninterruptibly(done);
    Throwable e = failure.get();
    if (e instanceof RuntimeException r) throw r;
    if (e instanceof Error err) throw err;
  }

  /**
   * Runs steps 0 .. {@code steps - 1} as {@link #run} does, each to its end, holding back what
   * each reports to {@code engine}; then reports it from the calling thread in step order, up to
   * the first step that failed, where a sequential run would have stopped. Whether all succeeded.
   */
  public static boolean runReportingInOrder(int steps, int threads, DiagnosticEngine engine, IntPredicate step) {
    boolean[] ok = new boolean[steps];
    List<List<Diagnostic>> said = new ArrayList<>(steps);
    for (int i = 0; i < steps; i++) said.add(new ArrayList<>(0));
    run(steps, threads, i -> ok[i] = engine.capturing(said.get(i), () -> step.test(i)));
    for (int i = 0; i < steps; i++) {
      said.get(i).forEach(engine::emit);
      if (!ok[i]) return false;
    }
    return true;
  }

  private static void awaitUninterruptibly(CountDownLatch latch) {
    boolean interrupted = false;
    while (true) {
      try {
        latch.await();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) Thread.currentThread().interrupt();
  }

  /**
   * Cuts items of the given weights into at most {@code maxRuns} contiguous runs of about equal
   * weight, an item heavier than that making a run of its own; run {@code r} is items
   * {@code bounds[r]} to {@code bounds[r + 1] - 1} of the returned bounds.
   */
  public static int[] runsByWeight(long[] weights, int maxRuns) {
    long total = 0;
    for (long w : weights) total += w;
    long target = Math.max(1, total / Math.max(1, maxRuns));
    int[] bounds = new int[weights.length + 1];
    int runs = 0;
    long inRun = 0;
    for (int i = 0; i < weights.length; i++) {
      if (inRun > 0 && (inRun + weights[i] > target || weights[i] >= target)) {
        bounds[++runs] = i;
        inRun = 0;
      }
      inRun += weights[i];
    }
    bounds[++runs] = weights.length;
    return java.util.Arrays.copyOf(bounds, runs + 1);
  }

  /** Runs {@code task} for each run of {@code bounds} (see {@link #runsByWeight}), the heaviest first. */
  public static void runHeaviestFirst(int[] bounds, long[] weights, int threads, IntConsumer task) {
    int runs = bounds.length - 1;
    long[] keyed = new long[runs];
    for (int r = 0; r < runs; r++) {
      long w = 0;
      for (int i = bounds[r]; i < bounds[r + 1]; i++) w += weights[i];
      keyed[r] = -(Math.min(w, Integer.MAX_VALUE) << 20 | r);
    }
    java.util.Arrays.sort(keyed);
    run(runs, threads, k -> task.accept((int) (-keyed[k] & 0xFFFFF)));
  }

  /**
   * What working on each of {@code ops} costs, roughly: the ops in it down to two levels (a
   * module's functions and their bodies, a function's body and the bodies of its loops). Only
   * small blocks are looked into: a large block's size is its weight.
   */
  public static long[] weights(List<Operation> ops) {
    long[] w = new long[ops.size()];
    for (int i = 0; i < w.length; i++) w[i] = 1 + contents(ops.get(i), true);
    return w;
  }

  private static long contents(Operation op, boolean deeper) {
    long sum = 0;
    for (int r = 0; r < op.numRegions(); r++) {
      for (Block b : op.region(r).blocks()) {
        sum += b.size();
        if (!deeper || b.size() > 64) continue;
        for (Operation child = b.first(); child != null; child = child.nextInBlock()) {
          if (child.numRegions() != 0) sum += contents(child, false);
        }
      }
    }
    return sum;
  }

  /** How many tasks to cut {@code items} into for {@code threads}: several per thread, none tiny. */
  public static int taskCount(int items, int threads, int minPerTask) {
    return Math.max(1, Math.min(threads * 8, items / minPerTask));
  }

  /** The first item of task {@code task} of {@code tasks} over {@code items} items. */
  public static int start(int items, int task, int tasks) {
    return (int) ((long) items * task / tasks);
  }
}
