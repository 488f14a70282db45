package rw.ir.asm.parse;

import java.util.Arrays;

/** A growable stack of ints: records of fixed width pushed and popped without allocation. */
final class IntStack {
  private int[] data = new int[256];
  private int size;

  int size() {
    return size;
  }

  int get(int i) {
    return data[i];
  }

  void push(int a, int b, int c, int d) {
    if (size + 4 > data.length) data = Arrays.copyOf(data, data.length * 2);
    data[size] = a;
    data[size + 1] = b;
    data[size + 2] = c;
    data[size + 3] = d;
    size += 4;
  }

  void truncate(int newSize) {
    size = newSize;
  }
}
