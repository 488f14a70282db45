package rw.exec.runtime;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * A buffered byte stream for what the executed program prints (its stdout or stderr). Text is
 * written one byte per char (chars 0..255, ISO-8859-1), so raw bytes such as the i8 elements
 * MLIR's printer writes as characters come out unchanged. Flushed explicitly, and by {@link
 * #flush()} at the end of a run.
 */
public final class RuntimeOutput {
  private final OutputStream sink;
  private final byte[] buffer = new byte[8192];
  private int used;

  public RuntimeOutput(OutputStream sink) {
    this.sink = sink;
  }

  public RuntimeOutput print(CharSequence text) {
    int n = text.length();
    for (int i = 0; i < n; i++) {
      if (used == buffer.length) drain();
      buffer[used++] = (byte) text.charAt(i);
    }
    return this;
  }

  public RuntimeOutput print(char c) {
    return printByte(c);
  }

  public RuntimeOutput printByte(int b) {
    if (used == buffer.length) drain();
    buffer[used++] = (byte) b;
    return this;
  }

  public RuntimeOutput print(byte[] bytes) {
    for (byte b : bytes) printByte(b);
    return this;
  }

  public void flush() {
    drain();
    try {
      sink.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void drain() {
    try {
      sink.write(buffer, 0, used);
      used = 0;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
