package rw.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** The text of the input: a file, or standard input for {@code -} (named {@code <stdin>}). */
record InputFile(String name, String text) {
  static final String STDIN_NAME = "<stdin>";

  /** Reads {@code path}; throws with mlir-opt's message when it cannot. */
  static InputFile read(String path, Io io) throws CliError {
    try {
      if (path.equals("-")) return new InputFile(STDIN_NAME, decode(io.in().readAllBytes()));
      Path p = Path.of(path);
      if (Files.isDirectory(p)) throw new CliError("cannot open input file '" + path + "': Is a directory");
      return new InputFile(path, decode(Files.readAllBytes(p)));
    } catch (NoSuchFileException e) {
      throw new CliError("cannot open input file '" + path + "': No such file or directory");
    } catch (AccessDeniedException e) {
      throw new CliError("cannot open input file '" + path + "': Permission denied");
    } catch (IOException | RuntimeException e) {
      throw new CliError("cannot open input file '" + path + "': " + e.getMessage());
    }
  }

  private static String decode(byte[] bytes) {
    return new String(bytes, StandardCharsets.UTF_8);
  }
}
