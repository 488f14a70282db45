package rw.dialect;

import javax.annotation.processing.Generated;
import rw.demo.ops.DemoOps;
import rw.ir.Context;

/**
 * The dialects generated from the .rw sources of the build, registered in name order.
 */
@Generated(
    value = "rw.generator.RwGenerator",
    comments = "from demo.rw:9"
)
public final class Dialects {
  private Dialects() {
  }

  /**
   * Registers the ops of every dialect, and their type/attribute syntax, in {@code ctx}: demo.
   */
  public static void registerAll(Context ctx) {
    DemoOps.SPEC.register(ctx);
  }
}
