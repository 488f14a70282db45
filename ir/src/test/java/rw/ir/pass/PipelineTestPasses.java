package rw.ir.pass;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import rw.ir.Operation;

/**
 * Stand-ins for the mlir-opt passes the recorded pipeline tests name (same arguments, names,
 * anchors and options as MLIR 22's), doing nothing or recording where they ran.
 */
final class PipelineTestPasses {
  private PipelineTestPasses() {}

  /** A pass whose body is {@code body(pass, op)}. */
  static final class LambdaPass extends Pass {
    private final BiConsumer<LambdaPass, Operation> body;

    LambdaPass(PassInfo info, PassOptions options, BiConsumer<LambdaPass, Operation> body) {
      super(info, options);
      this.body = body;
    }

    @Override
    protected void runOnOperation(Operation op) {
      body.accept(this, op);
    }

    void fail() {
      signalPassFailure();
    }
  }

  static PassInfo info(String argument, String name, String anchor, List<PassOption> options,
      BiConsumer<LambdaPass, Operation> body) {
    return new PassInfo(argument, name, "", anchor, options, (i, o) -> new LambdaPass(i, o, body));
  }

  static PassInfo noop(String argument, String name, String anchor, List<PassOption> options) {
    return info(argument, name, anchor, options, (p, op) -> {});
  }

  static List<PassOption> canonicalizeOptions() {
    List<PassOption> options = new ArrayList<>();
    options.add(PassOption.flag("top-down", true, "Seed the worklist in general top-down order"));
    options.add(PassOption.choice("region-simplify", "normal", List.of("disabled", "normal", "aggressive"), "Perform control flow optimizations to the region tree"));
    options.add(PassOption.int64("max-iterations", 10, "Max. iterations between applying patterns / simplifying regions"));
    options.add(PassOption.int64("max-num-rewrites", -1, "Max. number of pattern rewrites within an iteration"));
    options.add(PassOption.flag("test-convergence", false, "Test only: Fail pass on non-convergence to detect cyclic pattern"));
    options.add(PassOption.stringList("disable-patterns", "Labels of patterns that should be filtered out during application"));
    options.add(PassOption.stringList("enable-patterns", "Labels of patterns that should be used during application, all other patterns are filtered out"));
    return options;
  }

  /** The registry of the recorded tests. */
  static PassRegistry registry() {
    PassRegistry r = new PassRegistry();
    r.register(noop("cse", "CSE", OpPassManager.ANY, List.of()));
    r.register(noop("canonicalize", "Canonicalizer", OpPassManager.ANY, canonicalizeOptions()));
    r.register(noop("symbol-dce", "SymbolDCE", OpPassManager.ANY, List.of()));
    r.register(noop("print-ir", "PrintIRPass", OpPassManager.ANY, List.of(PassOption.string("label", "", "Label"))));
    r.register(noop("affine-loop-invariant-code-motion", "AffineLoopInvariantCodeMotion", "func.func", List.of()));
    return r;
  }
}
