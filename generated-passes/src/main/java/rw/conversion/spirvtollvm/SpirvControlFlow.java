package rw.conversion.spirvtollvm;

import java.util.List;
import rw.conversion.support.RuleOps;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.rewrite.convert.ConversionPatternRewriter;
import rw.ir.type.IntegerType;

/**
 * Stopgap externs of spirv-to-llvm.rw: the block surgery that turns {@code spirv.mlir.loop} and
 * {@code spirv.mlir.selection} into plain LLVM control flow (the .rw language has no block values
 * yet), with MLIR's block layout: the code after the construct moves to a new block, the entry
 * (header) block goes, the merge block branches to the new block.
 */
public final class SpirvControlFlow {
  private SpirvControlFlow() {}

  /** Inlines a {@code spirv.mlir.loop}: branch to its header, merge block branches on. */
  public static void inlineLoop(OpBuilder b, Location loc, Operation loop) {
    ConversionPatternRewriter rw = (ConversionPatternRewriter) b;
    Region body = loop.region(0);
    Block current = loop.block();
    Block end = rw.splitBlock(current, loop);
    Block entry = body.blocks().get(0);
    Operation enter = entry.first();
    rw.setInsertionPointToEnd(current);
    branch(rw, loc, enter.operands(), enter.successor(0));
    rw.eraseBlock(entry);
    branchFromMerge(rw, loc, body, end);
    rw.inlineRegionBefore(body, end);
  }

  /** Inlines a {@code spirv.mlir.selection}: its header's conditional branch ends the current block. */
  public static void inlineSelection(OpBuilder b, Location loc, Operation selection) {
    ConversionPatternRewriter rw = (ConversionPatternRewriter) b;
    Region body = selection.region(0);
    Block current = selection.block();
    Block next = rw.splitBlock(current, selection.nextInBlock());
    Block header = body.blocks().get(0);
    Operation cond = header.first();
    List<Value> trueArgs = List.copyOf(RuleOps.operandGroup(cond, 1, 3, -1));
    List<Value> falseArgs = List.copyOf(RuleOps.operandGroup(cond, 2, 3, -1));
    Value condition = cond.operand(0);
    Block trueDest = cond.successor(0);
    Block falseDest = cond.successor(1);
    rw.eraseBlock(header);
    branchFromMerge(rw, loc, body, next);
    rw.setInsertionPointToEnd(current);
    condBranch(rw, loc, condition, trueArgs, falseArgs, trueDest, falseDest);
    rw.inlineRegionBefore(body, next);
  }

  /** Builds the {@code llvm.br} of a {@code spirv.Branch} (converted operands, same successor). */
  public static void branchOf(OpBuilder b, Location loc, Operation br) {
    ConversionPatternRewriter rw = (ConversionPatternRewriter) b;
    branch(rw, loc, RuleOps.remapped(rw, br.operands()), br.successor(0));
  }

  /** Builds the {@code llvm.cond_br} of a {@code spirv.BranchConditional}, with its weights. */
  public static void condBranchOf(OpBuilder b, Location loc, Operation cond) {
    ConversionPatternRewriter rw = (ConversionPatternRewriter) b;
    Operation op = condBranch(rw, loc, rw.remappedValue(cond.operand(0)), RuleOps.remapped(rw, RuleOps.operandGroup(cond, 1, 3, -1)),
        RuleOps.remapped(rw, RuleOps.operandGroup(cond, 2, 3, -1)), cond.successor(0), cond.successor(1));
    if (cond.inherentAttr("branch_weights") instanceof rw.ir.attr.ArrayAttr weights) {
      List<Integer> w = weights.elements().stream().map(a -> (int) ((rw.ir.attr.IntegerAttr) a).longValue()).toList();
      op.setInherentAttr("branch_weights", new DenseArrayAttr(IntegerType.I32, w));
    }
  }

  /** {@code llvm.cond_br} with both successor operand groups. */
  public static Operation condBranch(OpBuilder b, Location loc, Value condition, List<Value> trueArgs, List<Value> falseArgs,
      Block trueDest, Block falseDest) {
    List<Integer> sizes = List.of(1, trueArgs.size(), falseArgs.size());
    return RuleOps.build(b, "llvm.cond_br", loc, RuleOps.operands(condition, trueArgs, falseArgs),
        List.of(new NamedAttribute("operandSegmentSizes", new DenseArrayAttr(IntegerType.I32, sizes))), List.of(), List.of(),
        List.of(trueDest, falseDest));
  }

  private static void branchFromMerge(ConversionPatternRewriter rw, Location loc, Region body, Block to) {
    Block merge = body.blocks().get(body.blocks().size() - 1);
    rw.setInsertionPointToEnd(merge);
    branch(rw, loc, merge.last().operands(), to);
  }

  private static Operation branch(OpBuilder b, Location loc, List<Value> args, Block dest) {
    return RuleOps.build(b, "llvm.br", loc, args, List.of(), List.of(), List.of(), List.of(dest));
  }
}
