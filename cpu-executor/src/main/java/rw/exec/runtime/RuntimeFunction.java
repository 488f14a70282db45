package rw.exec.runtime;

import java.util.List;
import rw.exec.semantics.ValueKind;

/**
 * A function of the runtime library under its C symbol name, with the LLVM-level signature the
 * lowered program calls it with. Arguments and result are boxed as {@link
 * rw.exec.semantics.ValueRepr} says (Integer for i1..i32, Long for i64 and ptr, Float, Double);
 * a {@link ValueKind#VOID} function returns null.
 */
public record RuntimeFunction(String name, List<ValueKind> parameters, ValueKind result, Body body) {

  /** The implementation. It may throw {@link rw.exec.trap.Trap}. */
  @FunctionalInterface
  public interface Body {
    Object call(RuntimeContext context, Object[] args);
  }

  /** The implementation of a function returning void. */
  @FunctionalInterface
  public interface Procedure {
    void run(RuntimeContext context, Object[] args);
  }

  public RuntimeFunction {
    if (name == null || name.isEmpty()) throw new IllegalArgumentException("runtime function without a name");
    if (result == null || body == null) throw new IllegalArgumentException("null component of " + name);
    parameters = List.copyOf(parameters);
    if (parameters.contains(ValueKind.VOID)) throw new IllegalArgumentException("void parameter in " + name);
  }

  /** A function returning void. */
  public static RuntimeFunction procedure(String name, List<ValueKind> parameters, Procedure procedure) {
    return new RuntimeFunction(name, parameters, ValueKind.VOID, (ctx, args) -> {
      procedure.run(ctx, args);
      return null;
    });
  }

  /** Calls the function; the argument count must match the signature. */
  public Object invoke(RuntimeContext context, Object... args) {
    if (args.length != parameters.size()) {
      throw new IllegalStateException(name + " expects " + parameters.size() + " arguments, got " + args.length);
    }
    return body.call(context, args);
  }

  /** The signature in LLVM syntax, e.g. {@code void (i64, ptr)}. */
  public String signature() {
    StringBuilder sb = new StringBuilder(result.llvmName()).append(" (");
    for (int i = 0; i < parameters.size(); i++) {
      if (i > 0) sb.append(", ");
      sb.append(parameters.get(i).llvmName());
    }
    return sb.append(')').toString();
  }
}
