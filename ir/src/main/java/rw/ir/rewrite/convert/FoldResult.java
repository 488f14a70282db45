package rw.ir.rewrite.convert;

import java.util.List;
import rw.ir.Value;
import rw.ir.attr.Attribute;

/**
 * What a folder made of an op: changed in place ({@link #IN_PLACE}: legalized again), or one
 * replacement per result, each a {@link Value} (as the folder saw it) or an {@link Attribute}
 * (a constant the op's dialect materializes).
 */
public record FoldResult(List<Object> results) {
  public static final FoldResult IN_PLACE = new FoldResult(List.of());

  public FoldResult {
    results = List.copyOf(results);
    for (Object o : results) {
      if (!(o instanceof Value) && !(o instanceof Attribute)) throw new IllegalArgumentException("fold result " + o);
    }
  }

  public static FoldResult of(Object single) {
    return new FoldResult(List.of(single));
  }

  public boolean inPlace() {
    return results.isEmpty();
  }
}
