package rw.ir.def.format;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.lang.reflect.Proxy;
import org.junit.jupiter.api.Test;
import rw.ir.asm.OpAsmParser;
import rw.ir.def.OpSpec;

/** The format record an op parser keeps is reused only when free. */
class ParsedTest {
  @Test
  void aRecordInUseIsNotHandedOutAgain() {
    OpAsmParser p = parserWithScratch();
    OpSpec spec = OpSpec.builder("t.op").build();
    Parsed first = Parsed.of(p, spec);
    Parsed nested = Parsed.of(p, spec);
    assertNotSame(first, nested);
    nested.release();
    first.release();
    assertSame(first, Parsed.of(p, spec));
  }

  /** An op parser of which only the scratch slot works. */
  private static OpAsmParser parserWithScratch() {
    Object[] slot = new Object[1];
    return (OpAsmParser) Proxy.newProxyInstance(OpAsmParser.class.getClassLoader(), new Class<?>[] {OpAsmParser.class},
        (proxy, method, args) -> {
          if (method.getName().equals("scratch")) return slot[0];
          if (method.getName().equals("setScratch")) {
            slot[0] = args[0];
            return null;
          }
          throw new UnsupportedOperationException(method.getName());
        });
  }
}
