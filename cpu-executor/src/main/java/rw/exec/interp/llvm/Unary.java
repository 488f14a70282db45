package rw.exec.interp.llvm;

import rw.exec.interp.Step;

/** A step reading slot {@code a} and writing slot {@code d}. */
abstract class Unary extends Step {
  final int d;
  final int a;

  Unary(int d, int a) {
    this.d = d;
    this.a = a;
  }

  /** Makes a unary step from its slots. */
  @FunctionalInterface
  interface Factory {
    Step make(int d, int a);
  }
}
