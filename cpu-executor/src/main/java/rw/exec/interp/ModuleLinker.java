package rw.exec.interp;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rw.ir.Operation;

/**
 * Links a module with the modules nested in it, as {@code mlir-runner --link-nested-modules}
 * (LLVM's linker) does: each symbol name resolves to one definition across all modules. A
 * declaration gives way to a definition, a weak (linkonce, weak, common...) definition to a
 * strong one, and of two weak ones the first (outer modules first) wins; two strong definitions
 * are an error. Private and internal symbols stay local to their module and are looked up
 * there first. The IR is not changed: the result is a resolution of names ({@link LinkedModule}).
 */
public final class ModuleLinker {
  private final Map<String, LinkedSymbol> global = new LinkedHashMap<>();
  private final Map<Operation, Map<String, LinkedSymbol>> locals = new IdentityHashMap<>();
  private final List<LinkedSymbol> all = new ArrayList<>();
  private int errors;

  private ModuleLinker() {}

  /** The linked view of {@code module}; null after reporting errors to its context. */
  public static LinkedModule link(Operation module) {
    if (!module.name().equals("builtin.module")) throw new IllegalArgumentException("not a module: " + module.name());
    ModuleLinker linker = new ModuleLinker();
    linker.collect(module);
    if (linker.errors > 0) return null;
    return new LinkedModule(module, linker.global, linker.locals, linker.all);
  }

  private void collect(Operation module) {
    Map<String, LinkedSymbol> local = new LinkedHashMap<>();
    locals.put(module, local);
    List<Operation> nested = new ArrayList<>();
    for (Operation op : module.region(0).entryBlock()) {
      if (op.name().equals("builtin.module")) {
        nested.add(op);
        continue;
      }
      if (!op.name().equals("llvm.func") && !op.name().equals("llvm.mlir.global")) continue;
      LinkedSymbol s = LinkedSymbol.of(op, module);
      if (s == null) continue;
      all.add(s);
      if (s.isLocal() && s.isDefinition()) addLocal(local, s);
      else addGlobal(s);
    }
    for (Operation m : nested) collect(m);
  }

  private void addLocal(Map<String, LinkedSymbol> local, LinkedSymbol s) {
    if (local.putIfAbsent(s.name(), s) != null) error(s, "redefinition of symbol '" + s.name() + "' in its module");
  }

  private void addGlobal(LinkedSymbol s) {
    LinkedSymbol old = global.get(s.name());
    if (old == null) {
      global.put(s.name(), s);
      return;
    }
    if (old.isFunction() != s.isFunction()) {
      error(s, "symbol '" + s.name() + "' is a function in one module and a global in another");
      return;
    }
    if (!s.isDefinition()) return;
    if (!old.isDefinition() || (old.isWeak() && !s.isWeak())) {
      global.put(s.name(), s);
      return;
    }
    if (!old.isWeak() && !s.isWeak()) error(s, "symbol '" + s.name() + "' is defined in more than one module");
  }

  private void error(LinkedSymbol s, String message) {
    s.op().emitError(message);
    errors++;
  }
}
