package rw.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The corpus recorded with real MLIR 22 (see corpus/README.md and tests/record-corpus.sh): file
 * lookup for the end-to-end tests.
 */
final class Corpus {
  static final Path ROOT = Paths.get("src/test/resources/corpus");

  private Corpus() {}

  /** Files of {@code dir} (relative to the corpus) whose names end with {@code suffix}, sorted. */
  static List<Path> files(String dir, String suffix) {
    try (Stream<Path> s = Files.list(ROOT.resolve(dir))) {
      return s.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static String read(Path p) {
    try {
      return Files.readString(p, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code dir/NAME.mlir} for {@code dir/NAME.suffix}. */
  static String stem(Path p, String suffix) {
    String n = p.getFileName().toString();
    return n.substring(0, n.length() - suffix.length());
  }
}
