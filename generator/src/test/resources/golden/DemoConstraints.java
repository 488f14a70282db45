package rw.demo.ops;

import java.util.List;
import javax.annotation.processing.Generated;
import rw.demo.DemoExterns;
import rw.ir.def.AttrConstraint;
import rw.ir.def.EnumCases;
import rw.ir.type.IntegerType;

/**
 * The named constraints and enums of the {@code demo} dialect.
 *
 * <p>Generated from demo.rw:9; do not edit.
 */
@Generated(
    value = "rw.generator.RwGenerator",
    comments = "from demo.rw:9"
)
public final class DemoConstraints {
  /**
   * Enum {@code Mode} (demo.rw:12).
   */
  public static final EnumCases MODE = EnumCases.of("Mode", IntegerType.I64,
      List.of("off", "on"),
      List.of(0L, 4L));

  /**
   * {@code FlagsAttr}: demo flags attribute (demo.rw:14).
   */
  public static final AttrConstraint FLAGS_ATTR = AttrConstraint.of("demo flags attribute", DemoExterns::isFlags).strippedAs("demo", "flags");

  private DemoConstraints() {
  }
}
