package rw.conversion.support;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import rw.ir.Block;
import rw.ir.PerThread;
import rw.ir.Region;

/**
 * Copies of regions that a pass run asked for but that are made later: each by the conversion task
 * that gathers the ops of its placeholder block (the config's island setup, see
 * {@link RuleOps#conversionConfig}), else when the run ends. Made there, a copy that the task then
 * converts dies young instead of being promoted with the rest of the IR, and the copies are made on
 * the conversion's threads. Outside a pass run a copy is made at once.
 */
final class PendingCopies {
  private static final PerThread<PendingCopies> CURRENT = new PerThread<>();

  /** One deferred copy: {@code from} goes into {@code placeholder} once. */
  private static final class Copy {
    final Region from;
    final Block placeholder;
    private boolean made;

    Copy(Region from, Block placeholder) {
      this.from = from;
      this.placeholder = placeholder;
    }

    synchronized void make() {
      if (made) return;
      made = true;
      from.cloneIntoPlaceholder(placeholder);
    }
  }

  /** Written by the thread of the run only, before the conversion's tasks start; read by them. */
  private final Map<Block, Copy> byPlaceholder = new IdentityHashMap<>();
  private final List<Copy> inOrder = new ArrayList<>();
  private final PendingCopies outer;

  private PendingCopies(PendingCopies outer) {
    this.outer = outer;
  }

  /** Starts a pass run's pending copies on this thread; {@link #close} it when the run ends. */
  static PendingCopies open() {
    PendingCopies c = new PendingCopies(CURRENT.get());
    CURRENT.set(c);
    return c;
  }

  /** Makes the copies still pending, in the order they were asked for. */
  void makeRemaining() {
    for (Copy c : inOrder) c.make();
  }

  /** Ends the run's scope on this thread. */
  void close() {
    CURRENT.set(outer);
  }

  /**
   * Copies {@code from} (a region of an op isolated from above) into {@code placeholder}, an empty
   * block without arguments, before the running pass's conversion gathers the placeholder's ops.
   */
  static void defer(Region from, Block placeholder) {
    PendingCopies c = CURRENT.get();
    if (c == null) {
      from.cloneIntoPlaceholder(placeholder);
      return;
    }
    Copy copy = new Copy(from, placeholder);
    c.byPlaceholder.put(placeholder, copy);
    c.inOrder.add(copy);
  }

  /** The island setup of the running pass's conversions, or {@code null} when nothing is pending. */
  static java.util.function.Consumer<List<Block>> islandSetup() {
    PendingCopies c = CURRENT.get();
    return c == null || c.inOrder.isEmpty() ? null : c::makeFor;
  }

  private void makeFor(List<Block> island) {
    for (Block b : island) {
      Copy copy = byPlaceholder.get(b);
      if (copy != null) copy.make();
    }
  }
}
