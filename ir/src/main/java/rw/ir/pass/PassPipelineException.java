package rw.ir.pass;

import java.util.List;

/**
 * A pass pipeline that cannot be built. {@link #diagnostics()} are the messages MLIR reports,
 * each as one error at an unknown location: for a textual pipeline a single message (e.g. the
 * pipeline parser's {@code MLIR Textual PassPipeline Parser:1:1: error: ...} with the pipeline
 * line and a caret, or {@code failed to add `cse` with options `foo=1`}); for individual pass
 * flags one message per problem. {@link #toolMessages()} are printed first by LLVM's option
 * parser itself, after the tool's name ({@code for the --top-down option: ...}).
 */
public final class PassPipelineException extends Exception {
  private final List<String> diagnostics;
  private final List<String> toolMessages;

  public PassPipelineException(String diagnostic) {
    this(List.of(diagnostic), List.of());
  }

  public PassPipelineException(List<String> diagnostics, List<String> toolMessages) {
    super(String.join("\n", diagnostics));
    if (diagnostics.isEmpty()) throw new IllegalArgumentException("pipeline error without message");
    this.diagnostics = List.copyOf(diagnostics);
    this.toolMessages = List.copyOf(toolMessages);
  }

  public List<String> diagnostics() {
    return diagnostics;
  }

  public List<String> toolMessages() {
    return toolMessages;
  }
}
