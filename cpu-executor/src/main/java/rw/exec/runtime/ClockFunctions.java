package rw.exec.runtime;

import static rw.exec.semantics.ValueKind.F64;
import static rw.exec.semantics.ValueKind.I64;

import java.time.Instant;
import java.util.List;

/**
 * Timers: {@code rtclock()} of {@code libmlir_c_runner_utils} (wall-clock seconds since the
 * epoch, microsecond resolution, as {@code gettimeofday}) and {@code _mlir_ciface_nanoTime()} of
 * {@code libmlir_runner_utils} (nanoseconds since the epoch). The monotonic {@code
 * _mlir_ciface_rtclock} of wrappers.c is in {@link TestWrapperFunctions}.
 */
public final class ClockFunctions {
  private ClockFunctions() {}

  public static void register(RuntimeLibrary.Builder library) {
    library.add(new RuntimeFunction("rtclock", List.of(), F64, (ctx, a) -> wallClockSeconds()));
    library.add(new RuntimeFunction("_mlir_ciface_nanoTime", List.of(), I64, (ctx, a) -> epochNanos()));
  }

  static double wallClockSeconds() {
    Instant now = Instant.now();
    return now.getEpochSecond() + (now.getNano() / 1000) * 1.0e-6;
  }

  static long epochNanos() {
    Instant now = Instant.now();
    return now.getEpochSecond() * 1_000_000_000L + now.getNano();
  }

  /** Seconds of a monotonic clock, as {@code clock_gettime(CLOCK_MONOTONIC)}. */
  static double monotonicSeconds() {
    return System.nanoTime() * 1e-9;
  }
}
