package rw.ir.def;

import java.util.List;
import rw.ir.Context;

/** The dialect specs of the tests, registered into fresh contexts. */
final class TestDialects {
  private TestDialects() {}

  static List<DialectSpec> all() {
    return List.of(ArithSpecs.dialect(), LlvmSpecs.dialect(), MemRefSpecs.dialect(), SpirvSpecs.dialect(),
        MiscSpecs.func(), MiscSpecs.scf(), MiscSpecs.cf(), MiscSpecs.gpu(), MiscSpecs.tensor(), FeatureSpecs.dialect());
  }

  static Context context() {
    Context ctx = new Context();
    for (DialectSpec d : all()) d.register(ctx);
    return ctx;
  }
}
