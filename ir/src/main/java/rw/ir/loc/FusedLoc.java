package rw.ir.loc;

import java.util.List;

/**
 * {@code loc(fused[a, b])} or {@code loc(fused<metadata>[a, b])}; the metadata is kept as the
 * attribute text it was written with ({@code null} when absent).
 */
public record FusedLoc(List<Location> locations, String metadata) implements Location {

  public FusedLoc {
    locations = List.copyOf(locations);
  }

  @Override
  public FileLineColLoc filePosition() {
    for (Location l : locations) {
      FileLineColLoc p = l.filePosition();
      if (p != null) return p;
    }
    return null;
  }
}
