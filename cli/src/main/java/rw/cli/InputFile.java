package rw.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * The text of the input: a file, or standard input for {@code -} (named {@code <stdin>}), and the
 * bytes read when they are the UTF-8 encoding of that text (else null), so that the parser takes
 * them as they are instead of encoding the text again (a large input is tens of megabytes).
 */
record InputFile(String name, String text, byte[] utf8) {
  static final String STDIN_NAME = "<stdin>";

  /** Reads {@code path}; throws with mlir-opt's message when it cannot. */
  static InputFile read(String path, Io io) throws CliError {
    try {
      if (path.equals("-")) return of(STDIN_NAME, io.in().readAllBytes());
      Path p = Path.of(path);
      if (Files.isDirectory(p)) throw new CliError("cannot open input file '" + path + "': Is a directory");
      return of(path, Files.readAllBytes(p));
    } catch (NoSuchFileException e) {
      throw new CliError("cannot open input file '" + path + "': No such file or directory");
    } catch (AccessDeniedException e) {
      throw new CliError("cannot open input file '" + path + "': Permission denied");
    } catch (IOException | RuntimeException e) {
      throw new CliError("cannot open input file '" + path + "': " + e.getMessage());
    }
  }

  /**
   * The input named {@code name} made of {@code bytes}. They are kept when the text has one char
   * per byte and no replacement char: each byte was then a char of its own, which only ASCII
   * bytes are (a malformed byte decodes to U+FFFD, a valid sequence of several bytes to fewer
   * chars), so encoding the text again would give the same bytes.
   */
  static InputFile of(String name, byte[] bytes) {
    String text = new String(bytes, StandardCharsets.UTF_8);
    boolean same = text.length() == bytes.length && text.indexOf('\uFFFD') < 0;
    return new InputFile(name, text, same ? bytes : null);
  }
}
