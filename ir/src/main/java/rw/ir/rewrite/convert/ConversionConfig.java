package rw.ir.rewrite.convert;

import java.io.PrintStream;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import rw.ir.Block;

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
 * @param islandSetup called with the blocks of each island (an isolated module, see
 *     {@link ConversionIslands}) right before the ops in them are gathered for legalization, once
 *     per island and on the thread that converts them, whether islands are converted in parallel
 *     or not: a pass can fill placeholder blocks there (a copy made by the task that converts it
 *     dies young). It must touch nothing outside the island but for reading.
 */
public record ConversionConfig(boolean trace, Consumer<String> traceSink, boolean buildMaterializations,
    UnaryOperator<BooleanSupplier> carrier, Consumer<List<Block>> islandSetup) {
  public static final ConversionConfig DEFAULT =
      new ConversionConfig(false, System.err::println, true, UnaryOperator.identity(), blocks -> {});

  public ConversionConfig {
    if (traceSink == null) throw new IllegalArgumentException("null trace sink");
    if (carrier == null) throw new IllegalArgumentException("null carrier");
    if (islandSetup == null) throw new IllegalArgumentException("null island setup");
  }

  /** This config with the trace on, written to {@code sink}. */
  public ConversionConfig withTrace(Consumer<String> sink) {
    return new ConversionConfig(true, sink, buildMaterializations, carrier, islandSetup);
  }

  public ConversionConfig withTrace(PrintStream out) {
    return withTrace(out::println);
  }

  public ConversionConfig withBuildMaterializations(boolean build) {
    return new ConversionConfig(trace, traceSink, build, carrier, islandSetup);
  }

  public ConversionConfig withCarrier(UnaryOperator<BooleanSupplier> carrier) {
    return new ConversionConfig(trace, traceSink, buildMaterializations, carrier, islandSetup);
  }

  public ConversionConfig withIslandSetup(Consumer<List<Block>> setup) {
    return new ConversionConfig(trace, traceSink, buildMaterializations, carrier, setup);
  }
}
