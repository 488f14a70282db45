package rw.ir.rewrite.convert;

import java.io.PrintStream;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * Settings of a dialect conversion.
 *
 * @param trace log each op the driver tries to legalize, each pattern tried (with the reasons
 *     given to {@code notifyMatchFailure}) and each IR change, indented by nesting; a traced
 *     conversion runs on the calling thread only
 * @param traceSink where trace lines go
 * @param buildMaterializations after a successful conversion, offer the casts that are still used
 *     to the type converter's materialization hooks; when off (or no hook applies) they stay as
 *     {@code builtin.unrealized_conversion_cast}
 * @param carrier wraps a step of the conversion that may run on another thread, when it is queued,
 *     so that it sees what the patterns read from the queuing thread's state (a pass's options)
 */
public record ConversionConfig(boolean trace, Consumer<String> traceSink, boolean buildMaterializations,
    UnaryOperator<BooleanSupplier> carrier) {
  public static final ConversionConfig DEFAULT = new ConversionConfig(false, System.err::println, true, UnaryOperator.identity());

  public ConversionConfig {
    if (traceSink == null) throw new IllegalArgumentException("null trace sink");
    if (carrier == null) throw new IllegalArgumentException("null carrier");
  }

  /** This config with the trace on, written to {@code sink}. */
  public ConversionConfig withTrace(Consumer<String> sink) {
    return new ConversionConfig(true, sink, buildMaterializations, carrier);
  }

  public ConversionConfig withTrace(PrintStream out) {
    return withTrace(out::println);
  }

  public ConversionConfig withBuildMaterializations(boolean build) {
    return new ConversionConfig(trace, traceSink, build, carrier);
  }

  public ConversionConfig withCarrier(UnaryOperator<BooleanSupplier> carrier) {
    return new ConversionConfig(trace, traceSink, buildMaterializations, carrier);
  }
}
