package rw.exec.interp.llvm;

import rw.exec.interp.HandlerTable;

/** The handlers of every LLVM-dialect op the executor supports, registered family by family. */
public final class LlvmHandlers {
  private LlvmHandlers() {}

  /** A new table with all LLVM handlers. */
  public static HandlerTable table() {
    HandlerTable t = new HandlerTable();
    register(t);
    return t;
  }

  public static void register(HandlerTable t) {
    ConstantHandlers.register(t);
    ControlHandlers.register(t);
    CallHandlers.register(t);
    IntArithHandlers.register(t);
    FloatArithHandlers.register(t);
    CompareHandlers.register(t);
    CastHandlers.register(t);
    MemoryHandlers.register(t);
    AggregateHandlers.register(t);
  }
}
