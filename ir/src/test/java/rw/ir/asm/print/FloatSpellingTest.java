package rw.ir.asm.print;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.attr.FloatBits;
import rw.ir.attr.FloatSpelling;
import rw.ir.type.FloatType;

/**
 * Float spellings against asm/print/floats.txt: (kind, bits, text) recorded by writing each bit
 * pattern as a hex float attribute and printing it with mlir-opt-22 --mlir-print-op-generic.
 */
class FloatSpellingTest {

  @Test
  void spellingsMatchMlir() throws IOException {
    List<String> failures = new ArrayList<>();
    int n = 0;
    for (String line : lines("/asm/print/floats.txt")) {
      if (line.isEmpty() || line.startsWith("#")) continue;
      String[] f = line.split(" ");
      FloatType.Kind kind = FloatType.Kind.bySpelling(f[0]);
      FloatBits bits = FloatBits.ofRaw(kind, new BigInteger(f[1], 16));
      String viaDouble = FloatSpelling.of(bits.toDouble(), kind);
      String direct = FloatSpelling.of(bits);
      n++;
      if (!direct.equals(f[2]) || !viaDouble.equals(f[2])) {
        failures.add(line + " -> " + direct + " / " + viaDouble);
      }
    }
    assertEquals(List.of(), failures.subList(0, Math.min(20, failures.size())), failures.size() + " of " + n + " wrong");
  }

  static List<String> lines(String resource) throws IOException {
    try (InputStream in = FloatSpellingTest.class.getResourceAsStream(resource)) {
      if (in == null) throw new IOException("missing resource " + resource);
      return List.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"));
    }
  }
}
