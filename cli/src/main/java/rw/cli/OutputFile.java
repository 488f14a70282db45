package rw.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import rw.ir.attr.Utf8Text;

/**
 * Where the output goes: standard output, or a file written whole or not at all (a temporary
 * file in the same directory, moved over the target only on success; the input is never touched
 * and an existing target stays as it was after a failure). Opening checks that the file can be
 * written, as mlir-opt opens its output before processing.
 */
final class OutputFile {
  private final String path;
  private final Path temp;

  private OutputFile(String path, Path temp) {
    this.path = path;
    this.temp = temp;
  }

  static OutputFile open(String path) throws CliError {
    if (path.equals("-")) return new OutputFile(path, null);
    Path target = Path.of(path).toAbsolutePath();
    if (Files.isDirectory(target)) throw new CliError("cannot open output file '" + path + "': Is a directory");
    try {
      Path temp = target.resolveSibling("." + target.getFileName() + "." + Long.toHexString(System.nanoTime()) + ".tmp");
      Files.createFile(temp);
      return new OutputFile(path, temp);
    } catch (NoSuchFileException e) {
      throw new CliError("cannot open output file '" + path + "': No such file or directory");
    } catch (AccessDeniedException e) {
      throw new CliError("cannot open output file '" + path + "': Permission denied");
    } catch (IOException e) {
      throw new CliError("cannot open output file '" + path + "': " + e.getMessage());
    }
  }

  /**
   * Writes {@code text}: to standard output always, to the file only when {@code keep}. The text
   * is already UTF-8 bytes: its chunks are written as they are, in order, with no copy of the
   * whole (tens of megabytes for a large module).
   */
  void finish(Utf8Text text, boolean keep, Io io) throws CliError {
    if (temp == null) {
      try {
        text.writeTo(io.out());
      } catch (IOException e) {
        throw new CliError("cannot write output: " + e.getMessage());
      }
      io.out().flush();
      return;
    }
    try {
      if (keep) commit(text);
    } catch (IOException e) {
      throw new CliError("cannot write output file '" + path + "': " + e.getMessage());
    } finally {
      discard();
    }
  }

  /** Removes the temporary file (after a failure, or when the run is abandoned). */
  void discard() {
    if (temp == null) return;
    try {
      Files.deleteIfExists(temp);
    } catch (IOException e) {
      // Nothing else to do: the target was not touched.
    }
  }

  /** An existing target keeps its permissions, as when it is overwritten in place. */
  private void keepPermissionsOf(Path target) throws IOException {
    if (!Files.exists(target) || !Files.getFileStore(temp).supportsFileAttributeView("posix")) return;
    Files.setPosixFilePermissions(temp, Files.getPosixFilePermissions(target));
  }

  private void commit(Utf8Text text) throws IOException {
    try (OutputStream out = Files.newOutputStream(temp)) {
      text.writeTo(out);
    }
    Path target = Path.of(path);
    keepPermissionsOf(target);
    try {
      Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
