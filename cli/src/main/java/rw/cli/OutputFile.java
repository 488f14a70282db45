package rw.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.CompletableFuture;

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

  /** Writes {@code text}: to standard output always, to the file only when {@code keep}. */
  void finish(StringBuilder text, boolean keep, Io io) throws CliError {
    if (temp == null) {
      try {
        writeUtf8(text, io.out());
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

  /** Characters per slice of the output: each is encoded on its own. */
  static final int SLICE = 1 << 20;

  /**
   * Encodes {@code text} as UTF-8 onto {@code out} a slice at a time: no copy of the whole text
   * (tens of megabytes for a large module) is made, as its string and its bytes would be. Slices
   * are encoded two at a time, the second on a pool thread, and written in order. A slice of
   * printed IR is ASCII, whose UTF-8 bytes the JDK copies as they are.
   */
  static void writeUtf8(StringBuilder text, OutputStream out) throws IOException {
    int n = text.length();
    for (int start = 0; start < n;) {
      int end = sliceEnd(text, start);
      int secondStart = end;
      int secondEnd = secondStart < n ? sliceEnd(text, secondStart) : secondStart;
      CompletableFuture<byte[]> second = secondStart < n
          ? CompletableFuture.supplyAsync(() -> encode(text, secondStart, secondEnd)) : null;
      byte[] first = encode(text, start, end);
      out.write(first, 0, first.length);
      if (second != null) {
        byte[] bytes = second.join();
        out.write(bytes, 0, bytes.length);
      }
      start = secondEnd;
    }
  }

  /** The end of the slice from {@code start}: {@link #SLICE} on, never between the halves of a pair. */
  private static int sliceEnd(StringBuilder text, int start) {
    int end = Math.min(text.length(), start + SLICE);
    if (end < text.length() && Character.isHighSurrogate(text.charAt(end - 1))) end--;
    return end;
  }

  private static byte[] encode(StringBuilder text, int start, int end) {
    return text.substring(start, end).getBytes(StandardCharsets.UTF_8);
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

  private void commit(StringBuilder text) throws IOException {
    try (OutputStream out = Files.newOutputStream(temp)) {
      writeUtf8(text, out);
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
