package rw.ir.asm.print;

import java.util.Arrays;
import java.util.List;
import rw.ir.Block;
import rw.ir.BlockArgument;
import rw.ir.BlockOperand;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.attr.Utf8Text;

/** Block labels as MLIR prints them: {@code ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2}. */
final class BlockHeaders {
  private final Utf8Text out;
  private final SsaNamer names;
  private final TypeAttrPrinter attrs;
  private final boolean debugInfo;

  BlockHeaders(Utf8Text out, SsaNamer names, TypeAttrPrinter attrs, boolean debugInfo) {
    this.out = out;
    this.names = names;
    this.attrs = attrs;
    this.debugInfo = debugInfo;
  }

  /** The label, arguments, predecessor comment and newline (the caller indents). */
  void print(Block block) {
    names.appendBlock(out, block);
    printArguments(block);
    out.append(':');
    printPredecessors(block);
    out.append('\n');
  }

  private void printArguments(Block block) {
    if (block.numArguments() == 0) return;
    out.append('(');
    List<BlockArgument> args = block.arguments();
    for (int i = 0; i < args.size(); i++) {
      if (i > 0) out.append(", ");
      BlockArgument a = args.get(i);
      names.appendValue(out, a, true);
      out.append(": ");
      attrs.printType(a.type());
      if (debugInfo) {
        out.append(' ');
        attrs.printLocation(a.location(), false);
      }
    }
    out.append(')');
  }

  /** MLIR's comment after a block label: who branches here, one entry per branch. */
  private void printPredecessors(Block block) {
    List<BlockOperand> uses = block.predecessorUses();
    if (uses.isEmpty()) {
      if (!block.isEntryBlock()) out.append("  // no predecessors");
      return;
    }
    if (uses.size() == 1) {
      out.append("  // pred: ");
      names.appendBlock(out, uses.get(0).owner().block());
      return;
    }
    int[] numbers = new int[uses.size()];
    for (int i = 0; i < numbers.length; i++) numbers[i] = names.blockNumber(uses.get(i).owner().block());
    Arrays.sort(numbers);
    out.append("  // ").append(numbers.length).append(" preds: ");
    for (int i = 0; i < numbers.length; i++) {
      if (i > 0) out.append(", ");
      out.append("^bb").append(numbers[i]);
    }
  }
}
