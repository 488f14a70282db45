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
 * scf.yield and scf.while to SPIR-V, as MLIR's SCFToSPIRV (scf.for and scf.if are in
 * scf-to-spirv.rw): scf.yield stores into the variables the structured op's results go through
 * (the ones right before it) and, in a loop, passes its values to the header. (Stopgap: Java
 * patterns; scf.while moves two regions and rewires their terminators.)
 */
public final class SCFYieldWhileToSPIRV {
  private SCFYieldWhileToSPIRV() {}

  public static void populate(PatternSet patterns, TypeConverter converter) {
    patterns.add(ConversionPattern.of("scf.yield", 1, converter, "SCFToSPIRV:TerminatorOpConversion", SCFYieldWhileToSPIRV::yieldOp));
    patterns.add(ConversionPattern.of("scf.while", 1, converter, "SCFToSPIRV:WhileOpConversion", (op, a, r) -> whileOp(op, a, r, converter)));
  }

  /** The {@code n} variables right before a structured op: the ones its results go through (scf-to-spirv.rw). */
  private static List<Value> outputVariables(Operation structured, int n) {
    List<Value> vars = new ArrayList<>();
    for (Operation o = structured.prevInBlock(); o != null && vars.size() < n; o = o.prevInBlock()) vars.add(0, o.result(0));
    return vars;
  }

  private static boolean yieldOp(Operation yield, OpAdaptor a, ConversionPatternRewriter r) {
    Operation parent = yield.parentOp();
    List<Value> operands = a.flatOperands();
    if (parent.name().startsWith("scf.")) return r.notifyMatchFailure(yield, "conversion not supported for parent op: '" + parent.name() + "'");
    if (!operands.isEmpty()) {
      List<Value> vars = outputVariables(parent, operands.size());
      if (vars.size() != operands.size()) return r.notifyMatchFailure(yield, "no variables for the results");
      for (int i = 0; i < operands.size(); i++) SpirvBuild.store(r, yield.location(), vars.get(i), operands.get(i));
      if (parent.name().equals("spirv.mlir.loop")) {
        Operation br = yield.block().last();
        List<Value> args = new ArrayList<>(br.operands());
        args.addAll(operands);
        r.setInsertionPointBefore(br);
        SpirvBuild.branch(r, yield.location(), br.successor(0), args);
        r.eraseOp(br);
      }
    }
    r.eraseOp(yield);
    return true;
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
