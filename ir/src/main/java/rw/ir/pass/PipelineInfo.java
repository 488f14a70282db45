package rw.ir.pass;

import java.util.List;

/**
 * A named pipeline in the registry (MLIR's {@code PassPipelineRegistration}): an argument that,
 * in a pipeline or as a flag, adds a whole sequence of passes, configured by its own options.
 */
public record PipelineInfo(String argument, String description, List<PassOption> options, Builder builder)
    implements PassRegistryEntry {

  /** Appends the pipeline's passes to {@code pm}. */
  @FunctionalInterface
  public interface Builder {
    void build(OpPassManager pm, PassOptions options) throws PassPipelineException;
  }

  public PipelineInfo {
    if (argument == null || argument.isEmpty()) throw new IllegalArgumentException("pipeline without argument");
    if (builder == null) throw new IllegalArgumentException("pipeline " + argument + " without builder");
    if (description == null) description = "";
    options = List.copyOf(options);
    PassOptions.defaults(options);
  }
}
