package rw.ir.rewrite.convert;

import java.io.PrintStream;
import java.util.function.Consumer;

/**
 * Settings of a dialect conversion.
 *
 * @param trace log each op the driver tries to legalize, each pattern tried (with the reasons
 *     given to {@code notifyMatchFailure}) and each IR change, indented by nesting
 * @param traceSink where trace lines go
 * @param buildMaterializations after a successful conversion, offer the casts that are still used
 *     to the type converter's materialization hooks; when off (or no hook applies) they stay as
 *     {@code builtin.unrealized_conversion_cast}
 */
public record ConversionConfig(boolean trace, Consumer<String> traceSink, boolean buildMaterializations) {
  public static final ConversionConfig DEFAULT = new ConversionConfig(false, System.err::println, true);

  public ConversionConfig {
    if (traceSink == null) throw new IllegalArgumentException("null trace sink");
  }

  /** This config with the trace on, written to {@code sink}. */
  public ConversionConfig withTrace(Consumer<String> sink) {
    return new ConversionConfig(true, sink, buildMaterializations);
  }

  public ConversionConfig withTrace(PrintStream out) {
    return withTrace(out::println);
  }

  public ConversionConfig withBuildMaterializations(boolean build) {
    return new ConversionConfig(trace, traceSink, build);
  }
}
