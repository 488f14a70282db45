package rw.ir.pass;

/** An entry of a pass pipeline: a pass, or an adaptor running nested pipelines on nested ops. */
public sealed interface PipelineElement permits Pass, PassAdaptor {
  /** The name timing reports and IR dumps use for this entry. */
  String name();

  /** This entry in MLIR's textual pipeline syntax. */
  String toPipelineText();
}
