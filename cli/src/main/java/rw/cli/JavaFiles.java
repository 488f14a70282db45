package rw.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.Map;

/**
 * Writes generated files below a directory: each one whole (a temporary file in the same
 * directory, then moved over the target), and only when its text changed, so that a build
 * tool sees unchanged files as unchanged.
 */
final class JavaFiles {
  private JavaFiles() {}

  static void write(String dir, Map<String, String> files) throws CliError {
    Path root = Path.of(dir);
    if (Files.exists(root) && !Files.isDirectory(root)) {
      throw new CliError("cannot write to '" + dir + "': Not a directory");
    }
    for (Map.Entry<String, String> f : files.entrySet()) {
      Path target = root.resolve(f.getKey());
      try {
        writeOne(target, f.getValue().getBytes(StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new CliError("cannot write output file '" + target + "': " + e.getMessage());
      }
    }
  }

  private static void writeOne(Path target, byte[] bytes) throws IOException {
    if (Files.isRegularFile(target) && Arrays.equals(Files.readAllBytes(target), bytes)) return;
    Path parent = target.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    // Not Files.createTempFile: its owner-only permissions would stay on the generated file.
    Path temp = parent.resolve("." + target.getFileName() + "." + Long.toHexString(System.nanoTime()) + ".tmp");
    try {
      Files.write(temp, bytes);
      try {
        Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } finally {
      Files.deleteIfExists(temp);
    }
  }
}
