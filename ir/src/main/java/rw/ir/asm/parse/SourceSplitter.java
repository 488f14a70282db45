package rw.ir.asm.parse;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import rw.ir.asm.Source;
import rw.ir.diag.Diagnostic;
import rw.ir.diag.Severity;
import rw.ir.loc.FileLineColLoc;

/**
 * Splits a file at {@code // -----} markers ({@code --split-input-file}) as MLIR does: each chunk
 * starts right after its marker and keeps its position in the file (line and column offsets), so
 * diagnostics and locations refer to the whole file. A {@code // ---} not followed by exactly
 * {@code --} is a near miss: MLIR warns and does not split there.
 */
public final class SourceSplitter {
  private static final String PREFIX = "// ---";

  private SourceSplitter() {}

  public static List<Source> split(Source src) {
    return split(src, d -> {});
  }

  /** The chunks of {@code src}; near misses of the marker are reported to {@code warnings}. */
  public static List<Source> split(Source src, Consumer<Diagnostic> warnings) {
    String text = src.text();
    List<Integer> markers = new ArrayList<>();
    for (int at = text.indexOf(PREFIX); at >= 0; at = text.indexOf(PREFIX, at + PREFIX.length())) markers.add(at);
    List<Integer> starts = new ArrayList<>();
    starts.add(0);
    List<Integer> ends = new ArrayList<>();
    for (int i = 0; i < markers.size(); i++) {
      int rest = markers.get(i) + PREFIX.length();
      int pieceEnd = i + 1 < markers.size() ? markers.get(i + 1) : text.length();
      if (text.startsWith("--", rest) && pieceEnd - rest > 2 && text.charAt(rest + 2) != '0') {
        ends.add(markers.get(i));
        starts.add(rest + 2);
      } else {
        warnings.accept(nearMiss(src, text, rest));
      }
    }
    ends.add(text.length());
    List<Source> chunks = new ArrayList<>(starts.size());
    for (int i = 0; i < starts.size(); i++) chunks.add(chunk(src, text, starts.get(i), ends.get(i)));
    return chunks;
  }

  private static Source chunk(Source src, String text, int start, int end) {
    int line = src.lineOffset();
    int lineStart = 0;
    for (int i = 0; i < start; i++) {
      if (text.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    int column = text.substring(lineStart, start).getBytes(StandardCharsets.UTF_8).length
        + (line == src.lineOffset() ? src.columnOffset() : 0);
    return new Source(src.fileName(), text.substring(start, end), line, column);
  }

  private static Diagnostic nearMiss(Source src, String text, int at) {
    Source where = chunk(src, text, at, at);
    FileLineColLoc loc = new FileLineColLoc(src.fileName(), where.lineOffset() + 1, where.columnOffset() + 1);
    return new Diagnostic(Severity.WARNING, loc, "near miss with file split marker", List.of());
  }
}
