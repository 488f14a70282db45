package rw.exec.interp.llvm;

import rw.exec.interp.Step;

/** A step reading slots {@code a} and {@code b} and writing slot {@code d}. */
abstract class Binary extends Step {
  final int d;
  final int a;
  final int b;

  Binary(int d, int a, int b) {
    this.d = d;
    this.a = a;
    this.b = b;
  }

  /** Makes a binary step from its slots. */
  @FunctionalInterface
  interface Factory {
    Step make(int d, int a, int b);
  }
}
