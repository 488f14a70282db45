package rw.exec.runtime;

import java.util.List;
import rw.exec.semantics.ValueKind;

/** A user extension, registered in src/test/resources/META-INF/services for RuntimeLibraryTest. */
public final class ExampleProvider implements RuntimeProvider {
  @Override
  public void register(RuntimeLibrary.Builder library) {
    library.add(new RuntimeFunction("answer", List.of(), ValueKind.I32, (ctx, a) -> 42));
    library.add(RuntimeFunction.procedure("_mlir_ciface_printHello", List.of(),
        (ctx, a) -> ctx.out().print("hello\n")));
  }
}
