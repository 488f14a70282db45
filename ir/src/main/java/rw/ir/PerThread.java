package rw.ir;

/**
 * A value per thread, as {@link ThreadLocal} holds it, read faster: on C1, which compiles rw,
 * {@code ThreadLocal.get} calls into the VM to test a weak reference, and rw reads some of its
 * per-thread state (the running pass, the type converter's cache) for nearly every op it
 * converts. In front of the thread-local is a small table of entries (a thread and its value),
 * one slot per thread id modulo its size: a read finds its own entry there by identity. Only a
 * thread writes entries that name it, in its own program order, and an entry's fields are final,
 * so a thread reading a slot sees either its latest entry or another thread's, never a stale or
 * half-written one of its own; threads whose ids share a slot take turns in it, falling back to
 * the thread-local. Entries hold their threads: a slot keeps a thread that ended until another
 * thread takes the slot.
 */
public final class PerThread<T> {
  private static final int SLOTS = 64;

  private record Entry(Thread owner, Object value) {}

  private final Entry[] slots = new Entry[SLOTS];
  private final ThreadLocal<T> values = new ThreadLocal<>();

  /** This thread's value, or {@code null}. */
  @SuppressWarnings("unchecked")
  public T get() {
    Thread me = Thread.currentThread();
    int slot = slotOf(me);
    Entry e = slots[slot];
    if (e != null && e.owner == me) return (T) e.value;
    T value = values.get();
    slots[slot] = new Entry(me, value);
    return value;
  }

  /** Makes {@code value} (maybe {@code null}) this thread's value. */
  public void set(T value) {
    Thread me = Thread.currentThread();
    values.set(value);
    slots[slotOf(me)] = new Entry(me, value);
  }

  /** Drops this thread's value. */
  public void remove() {
    Thread me = Thread.currentThread();
    values.remove();
    slots[slotOf(me)] = new Entry(me, null);
  }

  private static int slotOf(Thread t) {
    return (int) t.getId() & (SLOTS - 1);
  }
}
