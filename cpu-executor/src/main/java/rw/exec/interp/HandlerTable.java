package rw.exec.interp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The handlers of the operations the executor runs, keyed by op name and registered explicitly
 * per op family (see {@code rw.exec.interp.llvm.LlvmHandlers}). A name may be registered once.
 * Constant handlers are marked: their results are computed at decode time and get the first
 * slots of a frame, copied in when the frame is made.
 */
public final class HandlerTable {
  private final Map<String, OpHandler> handlers = new HashMap<>();
  private final Set<String> constants = new HashSet<>();
  private final Set<String> foldable = new HashSet<>();

  public void register(String opName, OpHandler handler) {
    if (handlers.putIfAbsent(opName, handler) != null) {
      throw new IllegalStateException("a handler for '" + opName + "' is already registered");
    }
  }

  /** Registers the handler of an op whose single result is known at decode time. */
  public void registerConstant(String opName, OpHandler handler) {
    register(opName, handler);
    constants.add(opName);
  }

  /** The handler of {@code opName}, or null when the executor does not support it. */
  public OpHandler get(String opName) {
    return handlers.get(opName);
  }

  /**
   * Marks registered ops as pure: with only constant operands, their step is run once at decode
   * time and the result becomes a constant, as LLVM's IR builder folds such instructions when
   * mlir-runner translates the module (see {@link ConstantFolder}).
   */
  public void markFoldable(String... opNames) {
    for (String n : opNames) {
      if (!handlers.containsKey(n)) throw new IllegalStateException("marking unregistered op '" + n + "' foldable");
      foldable.add(n);
    }
  }

  public boolean isFoldable(String opName) {
    return foldable.contains(opName);
  }

  public boolean isConstant(String opName) {
    return constants.contains(opName);
  }

  public boolean supports(String opName) {
    return handlers.containsKey(opName);
  }

  /** The registered op names, sorted. */
  public List<String> names() {
    List<String> names = new ArrayList<>(handlers.keySet());
    Collections.sort(names);
    return names;
  }
}
