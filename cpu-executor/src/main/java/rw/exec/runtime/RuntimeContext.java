package rw.exec.runtime;

import rw.exec.memory.Memory;

/** What a runtime function may touch: the program's memory and its output streams. */
public final class RuntimeContext {
  private final Memory memory;
  private final RuntimeOutput out;
  private final RuntimeOutput err;

  public RuntimeContext(Memory memory, RuntimeOutput out, RuntimeOutput err) {
    if (memory == null || out == null || err == null) throw new IllegalArgumentException("null component");
    this.memory = memory;
    this.out = out;
    this.err = err;
  }

  public Memory memory() {
    return memory;
  }

  /** The program's standard output. */
  public RuntimeOutput out() {
    return out;
  }

  /** The program's standard error. */
  public RuntimeOutput err() {
    return err;
  }

  /** Flushes both streams. */
  public void flush() {
    out.flush();
    err.flush();
  }
}
