package rw.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The {@code .rw} files named on a command line: each argument is a file, or a directory whose
 * {@code .rw} files (at any depth, in path order) are taken. A file given twice counts once.
 */
final class RwSources {
  /** One file: where it is, and its name in diagnostics (as the user spelled it). */
  record Source(Path path, String shown) {}

  private RwSources() {}

  static List<Source> expand(List<String> args) throws CliError {
    Map<Path, Source> sources = new LinkedHashMap<>();
    for (String arg : args) {
      Path p = Path.of(arg);
      if (Files.isDirectory(p)) {
        for (Path f : walk(p, arg)) add(sources, f, f.toString());
      } else if (Files.isRegularFile(p)) {
        add(sources, p, arg);
      } else {
        throw new CliError("cannot open input file '" + arg + "': No such file or directory");
      }
    }
    return List.copyOf(sources.values());
  }

  /** {@code files} without repetitions (the same file under two names counts once), in order. */
  static List<Source> distinct(List<Source> files) {
    Map<Path, Source> unique = new LinkedHashMap<>();
    for (Source s : files) unique.putIfAbsent(key(s.path()), s);
    return List.copyOf(unique.values());
  }

  private static Path key(Path file) {
    return file.toAbsolutePath().normalize();
  }

  private static void add(Map<Path, Source> sources, Path file, String shown) throws CliError {
    if (!file.getFileName().toString().endsWith(".rw")) {
      throw new CliError("'" + shown + "' is not a .rw file");
    }
    sources.putIfAbsent(key(file), new Source(file, shown));
  }

  private static List<Path> walk(Path dir, String arg) throws CliError {
    try (Stream<Path> files = Files.walk(dir)) {
      List<Path> found = new ArrayList<>(files
          .filter(f -> Files.isRegularFile(f) && f.getFileName().toString().endsWith(".rw"))
          .toList());
      found.sort(null);
      return found;
    } catch (IOException | java.io.UncheckedIOException e) {
      throw new CliError("cannot read directory '" + arg + "': " + e.getMessage());
    }
  }
}
