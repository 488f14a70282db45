package rw.conversion.gputospirv;

import java.util.ArrayList;
import java.util.List;
import rw.conversion.support.RunningPass;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.DenseElementsAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.build.InsertionGuard;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.rewrite.convert.ConversionPatternRewriter;
import rw.ir.type.Type;

/** The externs of cf-to-spirv.rw: successor blocks converted by their branches, the cases of a cf.switch, new blocks. */
public final class ControlFlowExterns {
  private ControlFlowExterns() {}

  /** The running pass has a boolean option of that CLI name, and it is on. */
  public static boolean flagOn(String cliName) {
    return RunningPass.flag(cliName);
  }

  /** The cf patterns are on: the running pass has no option of that CLI name, or has it on. */
  public static boolean enabledBy(String option) {
    return !RunningPass.declares(option) || RunningPass.flag(option);
  }

  /** Gives successor {@code index} of {@code branch} the types of {@code operands} (MLIR 22's getConvertedBlock). */
  public static void convertSuccessor(OpBuilder b, Location loc, Operation branch, long index, List<Value> operands) {
    List<Type> types = new ArrayList<>(operands.size());
    for (Value v : operands) types.add(v.type());
    if (((ConversionPatternRewriter) b).convertSuccessor(branch.successor((int) index), types) == null) {
      throw new IllegalStateException(branch.name() + ": successor #" + index + " does not convert to " + types);
    }
  }

  /** The operands of case {@code i} of a cf.switch, out of all its (converted) case operands. */
  public static List<Value> caseOperands(Operation sw, List<Value> cases, long i) {
    int at = 0;
    List<? extends Number> segments = ((DenseArrayAttr) sw.inherentAttr("case_operand_segments")).values();
    for (int k = 0; k < i; k++) at += segments.get(k).intValue();
    return cases.subList(at, at + segments.get((int) i).intValue());
  }

  /** The value of case {@code i} of a cf.switch. */
  public static long caseValue(Operation sw, long i) {
    DenseElementsAttr d = (DenseElementsAttr) sw.inherentAttr("case_values");
    Attribute a = d.splat() ? d.elements().get(0) : d.elements().get((int) i);
    return ((IntegerAttr) a).value().longValue();
  }

  /** The number of cases of a cf.switch. */
  public static long caseCount(Operation sw) {
    return sw.numSuccessors() - 1;
  }

  /** The destination of case {@code i} of a cf.switch. */
  public static Block caseDestination(Operation sw, long i) {
    return sw.successor((int) i + 1);
  }

  /** {@code n} new empty blocks right after the block of {@code o}, in order. */
  public static List<Block> newBlocksAfter(OpBuilder b, Location loc, Operation o, long n) {
    Region region = o.block().parent();
    int at = region.blocks().indexOf(o.block());
    Block after = at + 1 < region.numBlocks() ? region.block(at + 1) : null;
    List<Block> blocks = new ArrayList<>();
    try (InsertionGuard g = b.saveInsertionPoint()) {
      for (int k = 0; k < n; k++) blocks.add(after == null ? b.createBlock(region, List.of(), List.of()) : b.createBlock(after, List.of(), List.of()));
    }
    return blocks;
  }
}
