package rw.ir;

import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;
import rw.ir.diag.DiagnosticEngine;

/**
 * The registry that IR lives in: registered operations, the diagnostic engine, and extensions
 * that higher layers keep per context (syntax registries, pass registries), keyed by class.
 * Registration is explicit; a duplicate registration is an error. Lookups may come from several
 * threads (the verifier checks isolated ops in parallel); registration happens before.
 */
public final class Context {
  /** Concurrent: conversions create ops, and so look names up, on several threads. */
  private final Map<String, OpName> names = new ConcurrentHashMap<>();
  private final Map<Class<?>, Object> extensions = new IdentityHashMap<>();
  private final DiagnosticEngine diagnostics = new DiagnosticEngine();
  private final Set<String> dialects = new HashSet<>();
  private boolean allowUnregistered = true;
  private boolean printOpOnDiagnostic;
  private volatile boolean multithreading = true;
  private Function<Operation, String> opPrinter = op -> "\"" + op.name() + "\"(...)";
  private Function<Operation, String> customOpPrinter = null;

  public Context() {
    BuiltinOps.register(this);
  }

  public DiagnosticEngine diagnostics() {
    return diagnostics;
  }

  /** Whether ops of unknown names may be created or parsed (MLIR's allow-unregistered-dialect). */
  public boolean allowsUnregistered() {
    return allowUnregistered;
  }

  public void setAllowUnregistered(boolean allow) {
    this.allowUnregistered = allow;
  }

  public void registerOp(OpDef def) {
    OpName existing = names.get(def.name());
    if (existing != null && existing.isRegistered()) {
      throw new IllegalStateException("op '" + def.name() + "' registered twice");
    }
    if (existing != null) {
      throw new IllegalStateException("op '" + def.name() + "' registered after first use");
    }
    names.put(def.name(), new OpName(def.name(), this, def));
    dialects.add(def.dialect());
  }

  /** Whether some op of dialect {@code namespace} is registered (MLIR: the dialect is loaded). */
  public boolean hasDialect(String namespace) {
    return dialects.contains(namespace);
  }

  /**
   * How diagnostics show an operation (MLIR prints it in generic form, local scope); the printer
   * installs the real one, the default gives only the name.
   */
  public void setOpPrinter(Function<Operation, String> printer) {
    this.opPrinter = printer;
  }

  public String printOp(Operation op) {
    return opPrinter.apply(op);
  }

  /** How warnings and remarks show an operation: MLIR prints it in custom form there (errors: generic). */
  public void setCustomOpPrinter(Function<Operation, String> printer) {
    this.customOpPrinter = printer;
  }

  /** {@code op} as a diagnostic of {@code generic} form shows it (the generic printer when no custom one is set). */
  public String printOp(Operation op, boolean generic) {
    return generic || customOpPrinter == null ? opPrinter.apply(op) : customOpPrinter.apply(op);
  }

  /**
   * Whether errors, warnings and remarks reported on an op get MLIR's note
   * {@code see current operation: <the op>} (mlir-opt's default, off under
   * {@code --verify-diagnostics}). Off unless a tool turns it on.
   */
  public boolean printsOpOnDiagnostic() {
    return printOpOnDiagnostic;
  }

  public void setPrintOpOnDiagnostic(boolean on) {
    this.printOpOnDiagnostic = on;
  }

  /**
   * Whether work on this context's IR may use several threads (verifying, converting and printing
   * nested modules, nested pass pipelines); on by default, off under {@code --mlir-disable-threading}.
   */
  public boolean isMultithreadingEnabled() {
    return multithreading;
  }

  public void setMultithreading(boolean enabled) {
    this.multithreading = enabled;
  }

  /** The canonical name object for {@code name}, registered or not. */
  public OpName opName(String name) {
    OpName n = names.get(name);
    return n != null ? n : names.computeIfAbsent(name, k -> new OpName(k, this, null));
  }

  /** The definition registered under {@code name}, or {@code null}. */
  public OpDef lookupOp(String name) {
    OpName n = names.get(name);
    return n == null ? null : n.def();
  }

  /** The context's single instance of {@code kind}, made by {@code factory} on first request. */
  public synchronized <T> T extension(Class<T> kind, Supplier<T> factory) {
    Object e = extensions.get(kind);
    if (e == null) {
      e = factory.get();
      extensions.put(kind, e);
    }
    return kind.cast(e);
  }
}
