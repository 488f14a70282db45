package rw.ir.pass;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import rw.ir.Operation;

/**
 * Times passes into a {@link Timer} tree as MLIR's pass timing does: one timer per pass
 * instance under the active timer; an adaptor's timer ({@code Pipeline Collection : [...]},
 * hidden when it holds a single pipeline) holds one {@code 'op' Pipeline} timer per anchor.
 * Nested pipelines may run on several threads: each thread keeps its own stack of running
 * intervals, and a timer under a parallel adaptor sums the time of all threads.
 */
public final class PassTiming implements PassInstrumentation {
  private record Interval(Timer timer, long start) {}

  private final Timer root;
  private final ThreadLocal<Deque<Interval>> active = ThreadLocal.withInitial(ArrayDeque::new);
  private final Map<PassAdaptor, Timer> adaptorTimers = new ConcurrentHashMap<>();

  /** Times into {@code root} (the tool's root timer, next to its Parser and Output timers). */
  public PassTiming(Timer root) {
    this.root = root;
  }

  @Override
  public boolean threadSafe() {
    return true;
  }

  @Override
  public void runBeforePipeline(String anchor, PassAdaptor parent) {
    Timer parentTimer = adaptorTimers.getOrDefault(parent, root);
    start(parentTimer.nest("pipeline:" + anchor, "'" + anchor + "' Pipeline"));
  }

  @Override
  public void runAfterPipeline(String anchor, PassAdaptor parent) {
    stop();
  }

  @Override
  public void runBeforePass(PipelineElement element, Operation op) {
    Deque<Interval> stack = active.get();
    Timer parent = stack.isEmpty() ? root : stack.peek().timer();
    Timer t = parent.nest(element, element.name());
    if (element instanceof PassAdaptor adaptor) {
      if (adaptor.managers().size() <= 1) t.hide();
      adaptorTimers.put(adaptor, t);
    }
    start(t);
  }

  @Override
  public void runAfterPass(PipelineElement element, Operation op) {
    if (element instanceof PassAdaptor adaptor) adaptorTimers.remove(adaptor);
    stop();
  }

  @Override
  public void runAfterPassFailed(PipelineElement element, Operation op) {
    runAfterPass(element, op);
  }

  private void start(Timer t) {
    active.get().push(new Interval(t, t.now()));
  }

  private void stop() {
    Interval i = active.get().pop();
    i.timer().add(i.timer().now() - i.start());
  }
}
