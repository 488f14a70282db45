package rw.exec.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.exec.semantics.ValueKind;

class RuntimeLibraryTest {
  private static RuntimeFunction constant(String name, int value) {
    return new RuntimeFunction(name, List.of(), ValueKind.I32, (ctx, a) -> value);
  }

  @Test
  void keepsRegistrationOrderAndFindsByName() {
    RuntimeLibrary lib = RuntimeLibrary.builder().add(constant("b", 1)).add(constant("a", 2)).build();
    assertEquals(List.of("b", "a"), lib.functions().stream().map(RuntimeFunction::name).toList());
    assertEquals(2, lib.find("a").orElseThrow().invoke(new RuntimeHarness().context));
    assertTrue(lib.contains("b"));
    assertFalse(lib.find("c").isPresent());
    assertEquals(2, lib.size());
  }

  @Test
  void duplicatesAreErrors() {
    RuntimeLibrary.Builder b = RuntimeLibrary.builder().add(constant("f", 1));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.add(constant("f", 2)));
    assertEquals("runtime function 'f' is already registered", e.getMessage());
  }

  @Test
  void replaceIsExplicitAndKeepsThePosition() {
    RuntimeLibrary lib = RuntimeLibrary.builder().add(constant("f", 1)).add(constant("g", 2))
        .replace(constant("f", 3)).build();
    assertEquals("f", lib.functions().get(0).name());
    assertEquals(3, lib.find("f").orElseThrow().invoke(new RuntimeHarness().context));
    assertThrows(IllegalArgumentException.class, () -> RuntimeLibrary.builder().replace(constant("x", 1)));
  }

  @Test
  void functionsCheckTheirArgumentCountAndDescribeTheirSignature() {
    RuntimeFunction f = StandardRuntime.library().find("printMemrefF32").orElseThrow();
    assertEquals("void (i64, ptr)", f.signature());
    assertThrows(IllegalStateException.class, () -> f.invoke(new RuntimeHarness().context, 1L));
    assertThrows(IllegalArgumentException.class,
        () -> new RuntimeFunction("bad", List.of(ValueKind.VOID), ValueKind.VOID, (c, a) -> null));
    assertThrows(IllegalArgumentException.class, () -> new RuntimeFunction("", List.of(), ValueKind.VOID, (c, a) -> null));
  }

  @Test
  void providersAreFoundWithServiceLoaderAfterTheBuiltins() {
    RuntimeLibrary lib = StandardRuntime.libraryWithProviders(getClass().getClassLoader());
    assertEquals(StandardRuntime.library().size() + 2, lib.size());
    RuntimeHarness h = new RuntimeHarness(lib);
    assertEquals(42, h.call("answer"));
    h.call("_mlir_ciface_printHello");
    assertEquals("hello\n", h.out());
    assertEquals("answer", lib.functions().get(lib.size() - 2).name());
  }

  @Test
  void aProviderThatRedefinesABuiltinFails() {
    RuntimeLibrary.Builder b = RuntimeLibrary.builder();
    StandardRuntime.registerBuiltins(b);
    RuntimeProvider clash = lib -> lib.add(constant("malloc", 0));
    assertThrows(IllegalArgumentException.class, () -> b.addAll(clash));
  }
}
