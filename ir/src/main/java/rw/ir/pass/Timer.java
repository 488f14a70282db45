package rw.ir.pass;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * A node of an execution-time tree (MLIR's timing manager): accumulates wall time over its
 * start/stop intervals and holds children keyed by identity of what they time (a pass, a
 * pipeline anchor), in first-use order. A hidden timer shows its children in its place.
 */
public final class Timer {
  private final String name;
  private final LongSupplier clock;
  private final Map<Object, Timer> children = new LinkedHashMap<>();
  private long wallNanos;
  private long startedAt = -1;
  private boolean hidden;

  private Timer(String name, LongSupplier clock) {
    this.name = name;
    this.clock = clock;
  }

  /** A root timer on the system's monotonic clock. */
  public static Timer root() {
    return new Timer("root", System::nanoTime);
  }

  /** A root timer on {@code clock} (nanoseconds), for tests. */
  public static Timer root(LongSupplier clock) {
    return new Timer("root", clock);
  }

  public String name() {
    return name;
  }

  /** The child for {@code key}, made (named {@code name}) on first use. */
  public synchronized Timer nest(Object key, String childName) {
    return children.computeIfAbsent(key, k -> new Timer(childName, clock));
  }

  /** The clock's reading now, in nanoseconds. */
  public long now() {
    return clock.getAsLong();
  }

  /** Adds an interval timed elsewhere (on another thread: the time of all threads adds up). */
  public synchronized void add(long nanos) {
    wallNanos += nanos;
  }

  public Timer start() {
    if (startedAt < 0) startedAt = clock.getAsLong();
    return this;
  }

  public Timer stop() {
    if (startedAt < 0) return this;
    wallNanos += clock.getAsLong() - startedAt;
    startedAt = -1;
    return this;
  }

  public void hide() {
    hidden = true;
  }

  public boolean isHidden() {
    return hidden;
  }

  /** Accumulated wall time, including a running interval. */
  public synchronized long wallNanos() {
    return startedAt < 0 ? wallNanos : wallNanos + clock.getAsLong() - startedAt;
  }

  public synchronized List<Timer> children() {
    return new ArrayList<>(children.values());
  }
}
