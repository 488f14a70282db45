package rw.ir;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;

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

  /** How many tasks to cut {@code items} into for {@code threads}: several per thread, none tiny. */
  public static int taskCount(int items, int threads, int minPerTask) {
    return Math.max(1, Math.min(threads * 8, items / minPerTask));
  }

  /** The first item of task {@code task} of {@code tasks} over {@code items} items. */
  public static int start(int items, int task, int tasks) {
    return (int) ((long) items * task / tasks);
  }
}
