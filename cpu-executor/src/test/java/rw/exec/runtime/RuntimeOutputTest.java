package rw.exec.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.Test;

class RuntimeOutputTest {
  @Test
  void writesOneBytePerCharAndBuffersUntilFlush() {
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    RuntimeOutput out = new RuntimeOutput(sink);
    out.print("a\u00ff").print('b').printByte(0).print(new byte[] {(byte) 0x80});
    assertEquals(0, sink.size());
    out.flush();
    assertArrayEquals(new byte[] {'a', (byte) 0xFF, 'b', 0, (byte) 0x80}, sink.toByteArray());
  }

  @Test
  void largeOutputPassesThroughTheBuffer() {
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    RuntimeOutput out = new RuntimeOutput(sink);
    String line = "0123456789".repeat(1000);
    for (int i = 0; i < 5; i++) out.print(line);
    out.flush();
    assertEquals(50_000, sink.size());
  }

  @Test
  void ioErrorsAreUnchecked() {
    RuntimeOutput out = new RuntimeOutput(new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException("closed");
      }
    });
    out.print("x");
    assertThrows(UncheckedIOException.class, out::flush);
  }
}
