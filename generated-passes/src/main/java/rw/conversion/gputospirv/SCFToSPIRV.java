package rw.conversion.gputospirv;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.loc.Location;
import rw.ir.rewrite.PatternSet;
import rw.ir.rewrite.convert.ConversionPattern;
import rw.ir.rewrite.convert.ConversionPatternRewriter;
import rw.ir.rewrite.convert.OpAdaptor;
import rw.ir.rewrite.convert.SignatureConversion;
import rw.ir.rewrite.convert.TypeConverter;
import rw.ir.type.Type;

/**
 * scf.for / scf.if / scf.while / scf.yield to spirv.mlir.loop and spirv.mlir.selection, as MLIR's
 * SCFToSPIRV does: results go through Function-storage variables created before the structured op
 * and loaded after it; scf.yield stores into them. (Stopgap: extern Java patterns until the .rw
 * language can express block surgery.)
 */
public final class SCFToSPIRV {
  private SCFToSPIRV() {}

  public static void populate(PatternSet patterns, TypeConverter converter) {
    Map<Operation, List<Value>> outputs = new IdentityHashMap<>();
    patterns.add(ConversionPattern.of("scf.for", 1, converter, "SCFToSPIRV:ForOpConversion", (op, a, r) -> forOp(op, a, r, outputs)));
    patterns.add(ConversionPattern.of("scf.if", 1, converter, "SCFToSPIRV:IfOpConversion", (op, a, r) -> ifOp(op, a, r, converter, outputs)));
    patterns.add(ConversionPattern.of("scf.yield", 1, converter, "SCFToSPIRV:TerminatorOpConversion", (op, a, r) -> yieldOp(op, a, r, outputs)));
    patterns.add(ConversionPattern.of("scf.while", 1, converter, "SCFToSPIRV:WhileOpConversion", (op, a, r) -> whileOp(op, a, r, converter)));
  }

  private static boolean forOp(Operation forOp, OpAdaptor a, ConversionPatternRewriter r, Map<Operation, List<Value>> outputs) {
    Location loc = forOp.location();
    List<Value> operands = a.flatOperands();
    Value lb = operands.get(0);
    Value ub = operands.get(1);
    Value step = operands.get(2);
    List<Value> inits = operands.subList(3, operands.size());
    Operation loop = SpirvBuild.structured(r, loc, true);
    Block entry = r.createBlock(loop.region(0), List.of(), List.of());
    Block merge = SpirvBuild.mergeBlock(r, loop, loc);
    List<Type> headerTypes = new ArrayList<>();
    headerTypes.add(lb.type());
    for (Value v : inits) headerTypes.add(v.type());
    Block header = r.createBlock(merge, headerTypes, java.util.Collections.nCopies(headerTypes.size(), loc));
    Block body = forOp.region(0).entryBlock();
    SignatureConversion sc = new SignatureConversion(body.numArguments());
    for (int i = 0; i < body.numArguments(); i++) sc.remapInput(i, List.of(header.argument(i)));
    r.applySignatureConversion(body, sc, null);
    r.inlineRegionBefore(forOp.region(0), loop.region(0), merge);
    r.setInsertionPointToEnd(entry);
    List<Value> args = new ArrayList<>();
    args.add(lb);
    args.addAll(inits);
    SpirvBuild.branch(r, loc, header, args);
    r.setInsertionPointToEnd(header);
    boolean unsigned = forOp.inherentAttr("unsignedCmp") != null;
    Value cmp = SpirvBuild.op(r, unsigned ? "spirv.ULessThan" : "spirv.SLessThan", loc, List.of(header.argument(0), ub), List.of(),
        List.of(rw.ir.type.IntegerType.I1), List.of(), 0).result(0);
    Block bodyStart = loop.region(0).block(2);
    SpirvBuild.condBranch(r, loc, cmp, bodyStart, List.of(), merge);
    Block latch = loop.region(0).block(loop.region(0).numBlocks() - 2);
    r.setInsertionPointToEnd(latch);
    Value next = SpirvBuild.op(r, "spirv.IAdd", loc, List.of(header.argument(0), step), List.of(), List.of(lb.type()), List.of(), 0).result(0);
    SpirvBuild.branch(r, loc, header, List.of(next));
    replaceWithOutputs(forOp, loop, r, rw.conversion.support.RuleOps.types(inits), outputs);
    return true;
  }

  private static boolean ifOp(Operation ifOp, OpAdaptor a, ConversionPatternRewriter r, TypeConverter tc, Map<Operation, List<Value>> outputs) {
    Location loc = ifOp.location();
    List<Type> types = tc.convertTypes(ifOp.resultTypes());
    if (types == null) return r.notifyMatchFailure(ifOp, "failed to convert result types");
    Operation selection = SpirvBuild.structured(r, loc, false);
    Block merge = SpirvBuild.mergeBlock(r, selection, loc);
    Block header = r.createBlock(merge, List.of(), List.of());
    Block thenBlock = ifOp.region(0).entryBlock();
    r.setInsertionPointToEnd(ifOp.region(0).blocks().get(ifOp.region(0).numBlocks() - 1));
    SpirvBuild.branch(r, loc, merge, List.of());
    r.inlineRegionBefore(ifOp.region(0), selection.region(0), merge);
    Block elseBlock = merge;
    if (!ifOp.region(1).isEmpty()) {
      elseBlock = ifOp.region(1).entryBlock();
      r.setInsertionPointToEnd(ifOp.region(1).blocks().get(ifOp.region(1).numBlocks() - 1));
      SpirvBuild.branch(r, loc, merge, List.of());
      r.inlineRegionBefore(ifOp.region(1), selection.region(0), merge);
    }
    r.setInsertionPointToEnd(header);
    SpirvBuild.condBranch(r, loc, a.flatOperands().get(0), thenBlock, List.of(), elseBlock);
    replaceWithOutputs(ifOp, selection, r, types, outputs);
    return true;
  }

  /** Variables before {@code structured}, loads after it (each right after it: last first), the results replaced by the loads. */
  private static void replaceWithOutputs(Operation scfOp, Operation structured, ConversionPatternRewriter r, List<Type> types,
      Map<Operation, List<Value>> outputs) {
    List<Value> vars = new ArrayList<>();
    List<Value> loads = new ArrayList<>();
    for (Type t : types) {
      r.setInsertionPointBefore(structured);
      Value v = SpirvBuild.variable(r, scfOp.location(), t);
      vars.add(v);
      r.setInsertionPointAfter(structured);
      loads.add(SpirvBuild.load(r, scfOp.location(), v));
    }
    outputs.put(structured, vars);
    r.replaceOp(scfOp, loads);
  }

  private static boolean yieldOp(Operation yield, OpAdaptor a, ConversionPatternRewriter r, Map<Operation, List<Value>> outputs) {
    Operation parent = yield.parentOp();
    List<Value> operands = a.flatOperands();
    if (parent.name().startsWith("scf.")) return r.notifyMatchFailure(yield, "conversion not supported for parent op: '" + parent.name() + "'");
    if (!operands.isEmpty()) {
      List<Value> vars = outputs.get(parent);
      if (vars == null || vars.size() != operands.size()) return r.notifyMatchFailure(yield, "no variables for the results");
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
