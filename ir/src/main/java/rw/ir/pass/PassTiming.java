package rw.ir.pass;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Map;
import rw.ir.Operation;

/**
 * Times passes into a {@link Timer} tree as MLIR's pass timing does: one timer per pass
 * instance under the active timer; an adaptor's timer ({@code Pipeline Collection : [...]},
 * hidden when it holds a single pipeline) holds one {@code 'op' Pipeline} timer per anchor.
 */
public final class PassTiming implements PassInstrumentation {
  private final Timer root;
  private final Deque<Timer> active = new ArrayDeque<>();
  private final Map<PassAdaptor, Timer> adaptorTimers = new IdentityHashMap<>();

  /** Times into {@code root} (the tool's root timer, next to its Parser and Output timers). */
  public PassTiming(Timer root) {
    this.root = root;
  }

  @Override
  public void runBeforePipeline(String anchor, PassAdaptor parent) {
    Timer parentTimer = adaptorTimers.getOrDefault(parent, root);
    active.push(parentTimer.nest("pipeline:" + anchor, "'" + anchor + "' Pipeline").start());
  }

  @Override
  public void runAfterPipeline(String anchor, PassAdaptor parent) {
    active.pop().stop();
  }

  @Override
  public void runBeforePass(PipelineElement element, Operation op) {
    Timer parent = active.isEmpty() ? root : active.peek();
    Timer t = parent.nest(element, element.name());
    if (element instanceof PassAdaptor adaptor) {
      if (adaptor.managers().size() <= 1) t.hide();
      adaptorTimers.put(adaptor, t);
    }
    active.push(t.start());
  }

  @Override
  public void runAfterPass(PipelineElement element, Operation op) {
    if (element instanceof PassAdaptor adaptor) adaptorTimers.remove(adaptor);
    active.pop().stop();
  }

  @Override
  public void runAfterPassFailed(PipelineElement element, Operation op) {
    runAfterPass(element, op);
  }
}
