package rw.ir.pass;

import java.util.List;

/** A registered pass or pass pipeline, found by its argument. */
public sealed interface PassRegistryEntry permits PassInfo, PipelineInfo {
  String argument();

  String description();

  List<PassOption> options();
}
