package rw.exec.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import rw.exec.memory.Memory;
import rw.exec.memory.Pointers;

class MemRefDescriptorTest {
  private final Memory m = new Memory();

  @Test
  void layoutIsTheCInterfaceStruct() {
    long buf = m.malloc(64);
    MemRefDescriptor d = new MemRefDescriptor(buf, Pointers.offsetBy(buf, 16), 3, new long[] {2, 5}, new long[] {5, 1});
    long p = m.malloc(MemRefDescriptor.byteSize(2));
    assertEquals(56, MemRefDescriptor.byteSize(2));
    d.write(m, p);
    assertEquals(buf, m.loadPtr(p));
    assertEquals(Pointers.offsetBy(buf, 16), m.loadPtr(Pointers.offsetBy(p, 8)));
    assertEquals(3, m.loadI64(Pointers.offsetBy(p, 16)));
    assertEquals(2, m.loadI64(Pointers.offsetBy(p, 24)));
    assertEquals(5, m.loadI64(Pointers.offsetBy(p, 32)));
    assertEquals(5, m.loadI64(Pointers.offsetBy(p, 40)));
    assertEquals(1, m.loadI64(Pointers.offsetBy(p, 48)));
    MemRefDescriptor back = MemRefDescriptor.read(m, p, 2);
    assertEquals(d.allocated(), back.allocated());
    assertEquals(d.aligned(), back.aligned());
    assertEquals(3, back.offset());
    assertArrayEquals(new long[] {2, 5}, back.sizes());
    assertArrayEquals(new long[] {5, 1}, back.strides());
  }

  @Test
  void readsUnrankedMemrefs() {
    long buf = m.malloc(4);
    MemRefDescriptor d = new MemRefDescriptor(buf, buf, 0, new long[] {1}, new long[] {1});
    long desc = m.malloc(40);
    d.write(m, desc);
    long u = m.malloc(16);
    m.storeI64(u, 1);
    m.storePtr(Pointers.offsetBy(u, 8), desc);
    assertEquals(1, MemRefDescriptor.readUnranked(m, u).rank());
  }

  @Test
  void derivedValues() {
    MemRefDescriptor d = new MemRefDescriptor(0, Pointers.encode(1, 0), 0, new long[] {2, 3, 4}, new long[] {12, 4, 1});
    assertEquals(24, d.elementCount());
    assertEquals(1, new MemRefDescriptor(0, 0, 0, new long[0], new long[0]).elementCount());
    assertEquals(Pointers.encode(1, 20), d.elementAddress(5, 4));
    assertEquals(4, d.size(2));
    assertEquals(12, d.stride(0));
  }

  @Test
  void isImmutable() {
    long[] sizes = {1, 2};
    MemRefDescriptor d = new MemRefDescriptor(0, 0, 0, sizes, new long[] {2, 1});
    sizes[0] = 9;
    d.sizes()[1] = 9;
    assertArrayEquals(new long[] {1, 2}, d.sizes());
    assertThrows(IllegalArgumentException.class, () -> new MemRefDescriptor(0, 0, 0, new long[1], new long[2]));
    MemRefDescriptor same = new MemRefDescriptor(0, 0, 0, new long[] {1, 2}, new long[] {2, 1});
    assertEquals(same, d);
    assertEquals(same.hashCode(), d.hashCode());
    assertEquals("MemRefDescriptor[allocated=0x0, aligned=0x0, offset=0, sizes=[1, 2], strides=[2, 1]]", d.toString());
  }
}
