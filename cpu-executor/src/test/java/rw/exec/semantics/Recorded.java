package rw.exec.semantics;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads the element lists of a recorded mlir22 output (one 1-D memref print per case). */
final class Recorded {
  private Recorded() {}

  /** The elements of each {@code [a,  b,  c]} data line of {@code /semantics/NAME}. */
  static List<List<String>> rows(String name) {
    List<List<String>> rows = new ArrayList<>();
    for (String line : text(name).split("\n")) {
      if (!line.startsWith("[")) continue;
      List<String> row = new ArrayList<>();
      for (String s : line.substring(1, line.length() - 1).split(",")) row.add(s.trim());
      rows.add(row);
    }
    return rows;
  }

  private static String text(String name) {
    try (InputStream in = Recorded.class.getResourceAsStream("/semantics/" + name)) {
      if (in == null) throw new IOException("missing test resource semantics/" + name);
      return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
