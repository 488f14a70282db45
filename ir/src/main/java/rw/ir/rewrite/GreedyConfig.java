package rw.ir.rewrite;

import java.io.PrintStream;
import java.util.function.Consumer;

/**
 * Settings of the {@link GreedyRewriteDriver} (MLIR's GreedyRewriteConfig).
 *
 * @param maxIterations how many sweeps over the IR at most ({@link #NO_LIMIT}: unbounded); the
 *     rewrite converged when the last sweep changed nothing
 * @param maxRewrites how many successful pattern applications per sweep at most
 * @param topDown visit ops in pre-order from the top instead of bottom-up
 * @param diagnoseNonConvergence report {@value #NON_CONVERGENCE_MESSAGE} at the scope op when the
 *     rewrite did not converge (MLIR's canonicalize stays silent; passes decide)
 * @param folder the folding hook, or {@code null}
 * @param trace whether to log each op, pattern and change to {@code traceSink}
 */
public record GreedyConfig(
    int maxIterations,
    int maxRewrites,
    boolean topDown,
    boolean diagnoseNonConvergence,
    OpFolder folder,
    boolean trace,
    Consumer<String> traceSink) {
  public static final int NO_LIMIT = -1;
  public static final String NON_CONVERGENCE_MESSAGE = "greedy pattern rewrite failed to converge";
  public static final GreedyConfig DEFAULT = new GreedyConfig(10, NO_LIMIT, false, true, null, false, System.err::println);

  public GreedyConfig {
    if (maxIterations < 1 && maxIterations != NO_LIMIT) throw new IllegalArgumentException("maxIterations " + maxIterations);
    if (maxRewrites < 1 && maxRewrites != NO_LIMIT) throw new IllegalArgumentException("maxRewrites " + maxRewrites);
    if (traceSink == null) throw new IllegalArgumentException("null trace sink");
  }

  public GreedyConfig withMaxIterations(int n) {
    return new GreedyConfig(n, maxRewrites, topDown, diagnoseNonConvergence, folder, trace, traceSink);
  }

  public GreedyConfig withMaxRewrites(int n) {
    return new GreedyConfig(maxIterations, n, topDown, diagnoseNonConvergence, folder, trace, traceSink);
  }

  public GreedyConfig withTopDown(boolean td) {
    return new GreedyConfig(maxIterations, maxRewrites, td, diagnoseNonConvergence, folder, trace, traceSink);
  }

  public GreedyConfig withDiagnoseNonConvergence(boolean d) {
    return new GreedyConfig(maxIterations, maxRewrites, topDown, d, folder, trace, traceSink);
  }

  public GreedyConfig withFolder(OpFolder f) {
    return new GreedyConfig(maxIterations, maxRewrites, topDown, diagnoseNonConvergence, f, trace, traceSink);
  }

  /** Turns the trace on, writing to {@code sink}. */
  public GreedyConfig withTrace(Consumer<String> sink) {
    return new GreedyConfig(maxIterations, maxRewrites, topDown, diagnoseNonConvergence, folder, true, sink);
  }

  public GreedyConfig withTrace(PrintStream out) {
    return withTrace(out::println);
  }
}
