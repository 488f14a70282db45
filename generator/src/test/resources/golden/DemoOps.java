package rw.demo.ops;

import java.util.List;
import javax.annotation.processing.Generated;
import rw.demo.DemoSyntax;
import rw.ir.def.DialectSpec;

/**
 * The {@code demo} dialect: its 4 ops in declaration order and its type/attribute syntax.
 *
 * <p>Generated from demo.rw:9; do not edit.
 */
@Generated(
    value = "rw.generator.RwGenerator",
    comments = "from demo.rw:9"
)
public final class DemoOps {
  public static final DialectSpec SPEC = DialectSpec.of("demo", new DemoSyntax(), List.of(
      AddOp.SPEC,
      BranchOp.SPEC,
      FuncOp.SPEC,
      ModuleOp.SPEC));

  private DemoOps() {
  }
}
