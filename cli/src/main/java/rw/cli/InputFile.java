package rw.cli;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.asm.Source;
import rw.ir.asm.lex.Lexer;
import rw.ir.asm.parse.SourceParser;

/**
 * The text of the input: a file, or standard input for {@code -} (named {@code <stdin>}), and the
 * bytes read when they are the UTF-8 encoding of that text (else null), so that the parser takes
 * them as they are instead of encoding the text again (a large input is tens of megabytes). The
 * bytes are {@code utf8[0, text.length())} (one byte a char); a file is read into an array with
 * the lexer's zero padding after them, which the parser then reads without a copy. The parser
 * takes them once ({@link #parse}): afterwards only the text is kept (for diagnostics), so that
 * the bytes are garbage as soon as the parse ends instead of living as long as the input.
 */
final class InputFile {
  static final String STDIN_NAME = "<stdin>";
  private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private final String name;
  private final String text;
  private byte[] utf8;

  InputFile(String name, String text, byte[] utf8) {
    this.name = name;
    this.text = text;
    this.utf8 = utf8;
  }

  String name() {
    return name;
  }

  String text() {
    return text;
  }

  /** The bytes, when they are the text's UTF-8 and not taken yet; else null. */
  byte[] utf8() {
    return utf8;
  }

  /**
   * Parses {@code source}, which holds this input's text, handing the parser the bytes (taken
   * from this input, so that they are garbage once the parse ends) when there are any.
   */
  Operation parse(Context ctx, Source source) {
    byte[] bytes = utf8;
    utf8 = null;
    return bytes != null ? SourceParser.parse(ctx, source, bytes, text.length()) : SourceParser.parse(ctx, source);
  }

  /** Reads {@code path}; throws with mlir-opt's message when it cannot. */
  static InputFile read(String path, Io io) throws CliError {
    try {
      if (path.equals("-")) return of(STDIN_NAME, io.in().readAllBytes());
      Path p = Path.of(path);
      if (Files.isDirectory(p)) throw new CliError("cannot open input file '" + path + "': Is a directory");
      byte[] padded = readPadded(p);
      return padded != null ? of(path, padded, padded.length - Lexer.PADDING) : of(path, Files.readAllBytes(p));
    } catch (NoSuchFileException e) {
      throw new CliError("cannot open input file '" + path + "': No such file or directory");
    } catch (AccessDeniedException e) {
      throw new CliError("cannot open input file '" + path + "': Permission denied");
    } catch (IOException | RuntimeException e) {
      throw new CliError("cannot open input file '" + path + "': " + e.getMessage());
    }
  }

  /**
   * The input named {@code name} made of {@code bytes}. They are kept when they are ASCII: then
   * they are the UTF-8 encoding of the text (which is made from them as Latin-1, a plain copy,
   * instead of a UTF-8 decoding that checks every byte once more).
   */
  static InputFile of(String name, byte[] bytes) {
    return of(name, bytes, bytes.length);
  }

  /** As {@link #of(String, byte[])} for {@code bytes[0, length)}. */
  static InputFile of(String name, byte[] bytes, int length) {
    if (isAscii(bytes, length)) return new InputFile(name, new String(bytes, 0, length, StandardCharsets.ISO_8859_1), bytes);
    return new InputFile(name, new String(bytes, 0, length, StandardCharsets.UTF_8), null);
  }

  /** Whether no byte of {@code bytes[0, length)} has its high bit set (read eight at a time). */
  static boolean isAscii(byte[] bytes, int length) {
    long bits = 0;
    int i = 0;
    for (; i + 8 <= length; i += 8) bits |= (long) WORDS.get(bytes, i);
    for (; i < length; i++) bits |= bytes[i];
    return (bits & 0x8080808080808080L) == 0;
  }

  /**
   * The bytes of the file {@code p} followed by the lexer's zero padding, or null when it is not a
   * regular file (a pipe: read as a stream), is not of the size it said (it changes while read)
   * or is too large for one array.
   */
  private static byte[] readPadded(Path p) throws IOException {
    if (!Files.isRegularFile(p)) return null;
    long size = Files.size(p);
    if (size > Integer.MAX_VALUE - 64) return null;
    try (InputStream in = Files.newInputStream(p)) {
      byte[] padded = new byte[(int) size + Lexer.PADDING];
      int n = in.readNBytes(padded, 0, (int) size);
      if (n != size || in.read() != -1) return null;
      return padded;
    }
  }
}
