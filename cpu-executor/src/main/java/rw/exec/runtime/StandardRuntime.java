package rw.exec.runtime;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/**
 * The runtime library rw executes programs with: the Java equivalent of {@code mlir-runner
 * --shared-libs=libmlir_runner_utils,libmlir_c_runner_utils,libwrappers} as the reference script
 * runs it, plus the C library functions lowered code calls. Registration order is fixed:
 * memref printers, scalar printers, clocks, heap and libc, memrefCopy, wrappers.c, then
 * (optionally) {@link RuntimeProvider}s found by {@link ServiceLoader}, sorted by class name.
 */
public final class StandardRuntime {
  private StandardRuntime() {}

  /** The built-in functions only: what the reference environment resolves. */
  public static RuntimeLibrary library() {
    RuntimeLibrary.Builder b = RuntimeLibrary.builder();
    registerBuiltins(b);
    return b.build();
  }

  /** The built-ins plus {@link CInterfaceAliases} (rw extension, off in the reference set). */
  public static RuntimeLibrary libraryWithAliases() {
    RuntimeLibrary.Builder b = RuntimeLibrary.builder();
    registerBuiltins(b);
    CInterfaceAliases.register(b, library());
    return b.build();
  }

  /** The built-ins plus the {@link RuntimeProvider}s visible to {@code loader}. */
  public static RuntimeLibrary libraryWithProviders(ClassLoader loader) {
    RuntimeLibrary.Builder b = RuntimeLibrary.builder();
    registerBuiltins(b);
    for (RuntimeProvider p : providers(loader)) b.addAll(p);
    return b.build();
  }

  public static void registerBuiltins(RuntimeLibrary.Builder b) {
    MemRefPrintFunctions.register(b);
    ScalarPrintFunctions.register(b);
    ClockFunctions.register(b);
    HeapFunctions.register(b);
    MemRefCopy.register(b);
    TestWrapperFunctions.register(b);
  }

  /** The providers visible to {@code loader}, in the order of their class names. */
  public static List<RuntimeProvider> providers(ClassLoader loader) {
    List<RuntimeProvider> found = new ArrayList<>();
    ServiceLoader.load(RuntimeProvider.class, loader).forEach(found::add);
    found.sort(Comparator.comparing(p -> p.getClass().getName()));
    return found;
  }
}
