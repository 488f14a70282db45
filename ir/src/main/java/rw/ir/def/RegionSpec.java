package rw.ir.def;

import java.util.function.Predicate;
import rw.ir.Region;

/**
 * A named region (or variadic group of regions) of an op with its constraint
 * ({@code AnyRegion}, {@code SizedRegion<1>}); the verifier reports
 * {@code region #0 ('body') failed to verify constraint: region with 1 blocks}.
 */
public record RegionSpec(String name, boolean variadic, String description, Predicate<Region> constraint) {
  public RegionSpec {
    if (name == null || name.isEmpty() || constraint == null) throw new IllegalArgumentException("incomplete region spec");
  }

  /** MLIR's {@code AnyRegion}. */
  public static RegionSpec any(String name) {
    return new RegionSpec(name, false, "any region", r -> true);
  }

  /** MLIR's {@code SizedRegion<n>}. */
  public static RegionSpec sized(String name, int blocks) {
    return new RegionSpec(name, false, "region with " + blocks + " blocks", r -> r.numBlocks() == blocks);
  }

  /** MLIR's {@code MaxSizedRegion<n>}. */
  public static RegionSpec maxSized(String name, int blocks) {
    return new RegionSpec(name, false, "region with at most " + blocks + " blocks", r -> r.numBlocks() <= blocks);
  }

  /** A variadic group of regions ({@code VariadicRegion<AnyRegion>}). */
  public static RegionSpec variadic(String name) {
    return new RegionSpec(name, true, "any region", r -> true);
  }
}
