package rw.ir;

import java.util.function.Consumer;
import java.util.function.Function;

/** Recursive traversals of nested operations; tolerant of erasing the visited op. */
final class Walk {
  private Walk() {}

  static void postOrder(Operation op, Consumer<Operation> visitor) {
    for (int r = 0; r < op.numRegions(); r++) {
      for (int bNo = 0; bNo < op.region(r).numBlocks(); bNo++) {
        Block b = op.region(r).block(bNo);
        Operation child = b.first();
        while (child != null) {
          Operation next = child.nextInBlock();
          postOrder(child, visitor);
          child = next;
        }
      }
    }
    visitor.accept(op);
  }

  static WalkResult preOrder(Operation op, Function<Operation, WalkResult> visitor) {
    WalkResult self = visitor.apply(op);
    if (self == WalkResult.INTERRUPT) return self;
    if (self == WalkResult.SKIP) return WalkResult.ADVANCE;
    for (int r = 0; r < op.numRegions(); r++) {
      for (int bNo = 0; bNo < op.region(r).numBlocks(); bNo++) {
        Block b = op.region(r).block(bNo);
        Operation child = b.first();
        while (child != null) {
          Operation next = child.nextInBlock();
          if (preOrder(child, visitor) == WalkResult.INTERRUPT) return WalkResult.INTERRUPT;
          child = next;
        }
      }
    }
    return WalkResult.ADVANCE;
  }
}
