package rw.conversion.gputospirv;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.loc.Location;
import rw.ir.rewrite.PatternSet;
import rw.ir.rewrite.convert.ConversionPattern;
import rw.ir.rewrite.convert.ConversionPatternRewriter;
import rw.ir.rewrite.convert.OpAdaptor;
import rw.ir.rewrite.convert.TypeConverter;

/**
 * scf.while to spirv.mlir.loop, as MLIR's SCFToSPIRV (scf.for, scf.if and scf.yield are in
 * scf-to-spirv.rw). (Stopgap: a Java pattern; it moves two regions and rewires their terminators.)
 */
public final class SCFWhileToSPIRV {
  private SCFWhileToSPIRV() {}

  public static void populate(PatternSet patterns, TypeConverter converter) {
    patterns.add(ConversionPattern.of("scf.while", 1, converter, "SCFToSPIRV:WhileOpConversion", (op, a, r) -> whileOp(op, a, r, converter)));
  }

  private static boolean whileOp(Operation whileOp, OpAdaptor a, ConversionPatternRewriter r, TypeConverter tc) {
    Location loc = whileOp.location();
    Operation loop = SpirvBuild.structured(r, loc, true);
    Block entry = r.createBlock(loop.region(0), List.of(), List.of());
    Block merge = SpirvBuild.mergeBlock(r, loop, loc);
    if (!r.convertRegionTypes(whileOp.region(0), tc) || !r.convertRegionTypes(whileOp.region(1), tc)) {
      return r.notifyMatchFailure(whileOp, "Failed to convert region types");
    }
    Block before = whileOp.region(0).entryBlock();
    Block after = whileOp.region(1).entryBlock();
    Operation cond = before.last();
    Value condition = r.remappedValue(cond.operand(0));
    List<Value> condArgs = rw.conversion.support.RuleOps.remapped(r, cond.operands().subList(1, cond.numOperands()));
    Operation yield = after.last();
    List<Value> yieldArgs = rw.conversion.support.RuleOps.remapped(r, yield.operands());
    r.inlineRegionBefore(whileOp.region(0), loop.region(0), merge);
    r.inlineRegionBefore(whileOp.region(1), loop.region(0), merge);
    r.setInsertionPointToEnd(entry);
    SpirvBuild.branch(r, loc, before, a.flatOperands());
    List<Value> results = new ArrayList<>();
    for (Value res : condArgs) {
      r.setInsertionPointBefore(loop);
      Value var = SpirvBuild.variable(r, cond.location(), res.type());
      r.setInsertionPointAfter(loop);
      results.add(SpirvBuild.load(r, cond.location(), var));
      r.setInsertionPointToEnd(before);
      SpirvBuild.store(r, cond.location(), var, res);
    }
    r.setInsertionPointToEnd(before);
    r.replaceOp(cond, SpirvBuild.condBranch(r, cond.location(), condition, after, condArgs, merge));
    r.setInsertionPointToEnd(after);
    r.replaceOp(yield, SpirvBuild.branch(r, yield.location(), before, yieldArgs));
    r.replaceOp(whileOp, results);
    return true;
  }
}
