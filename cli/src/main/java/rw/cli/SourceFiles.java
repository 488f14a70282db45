package rw.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import rw.ir.diag.SourceFile;

/**
 * The texts diagnostics show source lines from: the input, then (as MLIR's source manager does)
 * any other file a location names, read from disk on first use; null when it cannot be read.
 */
final class SourceFiles implements Function<String, SourceFile> {
  private final Map<String, SourceFile> files = new HashMap<>();

  SourceFiles(SourceFile input) {
    files.put(input.name(), input);
  }

  @Override
  public SourceFile apply(String name) {
    if (files.containsKey(name)) return files.get(name);
    SourceFile f = read(name);
    files.put(name, f);
    return f;
  }

  private static SourceFile read(String name) {
    try {
      Path p = Path.of(name);
      if (!Files.isRegularFile(p)) return null;
      return new SourceFile(name, new String(Files.readAllBytes(p), StandardCharsets.UTF_8));
    } catch (IOException | InvalidPathException | SecurityException e) {
      return null;
    }
  }
}
