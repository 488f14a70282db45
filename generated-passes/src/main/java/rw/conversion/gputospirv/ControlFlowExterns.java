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
import rw.ir.attr.NamedAttribute;
import rw.ir.build.InsertionPoint;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.rewrite.convert.ConversionPatternRewriter;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/** The externs of cf-to-spirv.rw: successor blocks converted by their branches, cf.switch as a chain. */
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

  /**
   * Replaces cf.switch by {@code spirv.IEqual} tests and {@code spirv.BranchConditional}s, one per
   * case in order, each test after the first in a new block after the switch's; the last test
   * falls through to the default.
   */
  public static void switchToBranches(OpBuilder b, Location loc, Operation sw, Value flag, List<Value> defaults, List<Value> cases) {
    List<List<Value>> caseArgs = caseOperands(sw, cases);
    convertSuccessor(b, loc, sw, 0, defaults);
    for (int i = 0; i < caseArgs.size(); i++) convertSuccessor(b, loc, sw, i + 1, caseArgs.get(i));
    List<Attribute> values = caseValues(sw);
    Region region = sw.block().parent();
    List<Block> blocks = region.blocks();
    int at = blocks.indexOf(sw.block());
    Block after = at + 1 < blocks.size() ? blocks.get(at + 1) : null;
    b.setInsertionPointBefore(sw);
    for (int i = 0; i < values.size(); i++) {
      Attribute value = new IntegerAttr(((IntegerAttr) values.get(i)).value(), flag.type());
      Value c = SpirvBuild.op(b, "spirv.Constant", loc, List.of(), List.of(new NamedAttribute("value", value)), List.of(flag.type()),
          List.of(), 0).result(0);
      Value eq = SpirvBuild.op(b, "spirv.IEqual", loc, List.of(flag, c), List.of(), List.of(IntegerType.I1), List.of(), 0).result(0);
      InsertionPoint here = b.insertionPoint();
      Block test = after == null ? b.createBlock(region, List.of(), List.of()) : b.createBlock(after, List.of(), List.of());
      b.setInsertionPoint(here);
      SpirvBuild.condBranch(b, loc, eq, sw.successor(i + 1), caseArgs.get(i), test);
      b.setInsertionPointToEnd(test);
    }
    SpirvBuild.branch(b, loc, sw.successor(0), defaults);
    b.setInsertionPointBefore(sw);
  }

  private static List<List<Value>> caseOperands(Operation sw, List<Value> cases) {
    List<List<Value>> out = new ArrayList<>();
    int at = 0;
    for (Number n : ((DenseArrayAttr) sw.inherentAttr("case_operand_segments")).values()) {
      out.add(cases.subList(at, at + n.intValue()));
      at += n.intValue();
    }
    return out;
  }

  private static List<Attribute> caseValues(Operation sw) {
    Attribute a = sw.inherentAttr("case_values");
    if (!(a instanceof DenseElementsAttr d)) return List.of();
    if (!d.splat()) return d.elements();
    return java.util.Collections.nCopies(sw.numSuccessors() - 1, d.elements().get(0));
  }
}
