package rw.conversion.gputospirv;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.spirv.StorageClass;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.rewrite.convert.ConversionPatternRewriter;
import rw.ir.rewrite.convert.SignatureConversion;
import rw.ir.type.Type;

/** The externs of scf-to-spirv.rw: blocks of a region, and moving them into a structured op. */
public final class ScfExterns {
  private ScfExterns() {}

  public static Block entryBlock(Region r) {
    return r.entryBlock();
  }

  public static Block lastBlock(Region r) {
    return r.block(r.numBlocks() - 1);
  }

  public static Block blockAt(Region r, long i) {
    return r.block((int) i);
  }

  public static Value blockArgument(Block b, long i) {
    return b.argument((int) i);
  }

  /** The block's arguments become the values (MLIR's applySignatureConversion, one value each). */
  public static void replaceArguments(OpBuilder b, Location loc, Block block, List<Value> values) {
    SignatureConversion sc = new SignatureConversion(block.numArguments());
    for (int i = 0; i < block.numArguments(); i++) sc.remapInput(i, List.of(values.get(i)));
    ((ConversionPatternRewriter) b).applySignatureConversion(block, sc, null);
  }

  /** Moves the region's blocks into the structured op's region, before its last (merge) block. */
  public static void inlineBeforeMerge(OpBuilder b, Location loc, Region r, Operation structured) {
    ((ConversionPatternRewriter) b).inlineRegionBefore(r, structured.region(0), lastBlock(structured.region(0)));
  }

  public static Type functionPointer(Type t) {
    return new SpirvPointerType(t, StorageClass.FUNCTION);
  }

  public static Operation parentOp(Operation o) {
    return o.parentOp();
  }

  public static boolean isScfOp(Operation o) {
    return o.name().startsWith("scf.");
  }

  public static boolean isLoop(Operation o) {
    return o.name().equals("spirv.mlir.loop");
  }

  /** The {@code n} variables right before a structured op: the ones its results go through. */
  public static List<Value> outputVariables(Operation structured, long n) {
    List<Value> vars = new ArrayList<>();
    for (Operation o = structured.prevInBlock(); o != null && vars.size() < n; o = o.prevInBlock()) vars.add(0, o.result(0));
    return vars;
  }

  public static Block blockOf(Operation o) {
    return o.block();
  }

  public static Block firstSuccessor(Operation o) {
    return o.successor(0);
  }

  /** Converts the block argument types of a region with the pass's type converter (false when one does not convert). */
  public static boolean convertArgumentTypes(OpBuilder b, Location loc, Region r) {
    ConversionPatternRewriter rewriter = (ConversionPatternRewriter) b;
    return rewriter.convertRegionTypes(r, rewriter.currentTypeConverter());
  }

  public static Operation lastOp(Block b) {
    return b.last();
  }

  public static List<Value> operandsFrom(Operation o, long first) {
    return new ArrayList<>(o.operands().subList((int) first, o.numOperands()));
  }
}
