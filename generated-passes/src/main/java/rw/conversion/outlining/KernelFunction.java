package rw.conversion.outlining;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import rw.conversion.support.RuleOps;
import rw.dialect.gpu.syntax.DimensionSyntax;
import rw.ir.Block;
import rw.ir.IRMapping;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.StringAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.attr.UnitAttr;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.FunctionType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;

/** The extern of gpu-kernel-outlining.rw that moves a launch body into a new kernel (MLIR's outlineKernelFuncImpl). */
public final class KernelFunction {
  private static final List<String> ID_OPS = List.of("gpu.block_id", "gpu.thread_id", "gpu.grid_dim", "gpu.block_dim");
  private static final List<String> ALL_ID_OPS = List.of("gpu.block_id", "gpu.thread_id", "gpu.grid_dim", "gpu.block_dim", "gpu.cluster_id",
      "gpu.cluster_dim");
  private static final BigInteger MAX_U32 = BigInteger.valueOf(0xFFFF_FFFFL);

  private KernelFunction() {}

  /** A detached {@code gpu.func @name} kernel taking {@code operands}, holding a copy of the launch body. */
  public static Operation outlineKernel(OpBuilder b, Location unused, Operation launch, String name, List<Value> operands) {
    Location loc = launch.location();
    List<NamedAttribute> props = kernelProperties(launch, operands);
    Block launchEntry = launch.region(0).entryBlock();
    boolean cluster = RuleOps.operandGroup(launch, 7, 11, 0).size() == 1;
    List<Value> attributions = launchEntry.arguments().subList(cluster ? 18 : 12, launchEntry.numArguments()).stream().map(Value.class::cast).toList();
    long workgroup = launch.attr("workgroup_attributions") instanceof IntegerAttr n ? n.longValue() : 0;
    OpBuilder detached = new OpBuilder(b.context());
    Operation func = RuleOps.build(detached, "gpu.func", loc, List.of(), props, List.of(new NamedAttribute("gpu.kernel", UnitAttr.INSTANCE),
        new NamedAttribute("sym_name", StringAttr.of(name)), new NamedAttribute("workgroup_attributions", IntegerAttr.of(workgroup, IntegerType.I64))), List.of());
    List<Value> signature = new ArrayList<>(operands);
    signature.addAll(attributions);
    Block entry = detached.createBlock(func.region(0), signature.stream().map(Value::type).toList(), Collections.nCopies(signature.size(), loc));
    List<Value> ids = idOps(detached, loc, cluster);
    for (int i = 0; i < attributions.size(); i++) ids.add(entry.argument(operands.size() + i));
    IRMapping map = new IRMapping();
    for (int i = 0; i < operands.size(); i++) map.map(operands.get(i), entry.argument(i));
    launch.region(0).cloneInto(func.region(0), map);
    Block clonedEntry = map.lookupOrNull(launchEntry);
    for (int i = 0; i < ids.size(); i++) clonedEntry.argument(i).replaceAllUsesWith(ids.get(i));
    return finishBody(func, entry, clonedEntry);
  }

  /** The function type of the captured values, and the block and grid sizes when they are constants. */
  private static List<NamedAttribute> kernelProperties(Operation launch, List<Value> operands) {
    List<NamedAttribute> props = new ArrayList<>();
    props.add(new NamedAttribute("function_type", new TypeAttr(new FunctionType(operands.stream().map(Value::type).toList(), List.of()))));
    Attribute block = constantDims(launch, 4);
    Attribute grid = constantDims(launch, 1);
    if (block != null) props.add(new NamedAttribute("known_block_size", block));
    if (grid != null) props.add(new NamedAttribute("known_grid_size", grid));
    return props;
  }

  /** Block ids, thread ids, grid and block sizes (then cluster ids and sizes) for x, y, z: what the launch body received. */
  private static List<Value> idOps(OpBuilder b, Location loc, boolean cluster) {
    List<Value> ids = new ArrayList<>();
    for (String kind : cluster ? ALL_ID_OPS : ID_OPS) {
      for (String dim : List.of("x", "y", "z")) {
        ids.add(RuleOps.build(b, kind, loc, List.of(), List.of(new NamedAttribute("dimension", DimensionSyntax.dimension(dim))),
            List.of(), List.of(IndexType.INSTANCE)).result(0));
      }
    }
    return ids;
  }

  /** gpu.terminator becomes gpu.return; the copy of the launch's entry block joins the function's entry block. */
  private static Operation finishBody(Operation func, Block entry, Block clonedEntry) {
    OpBuilder b = new OpBuilder(func.context());
    for (Block block : func.region(0).blocks()) {
      Operation t = block.last();
      if (t == null || !t.name().equals("gpu.terminator")) continue;
      b.setInsertionPointBefore(t);
      RuleOps.build(b, "gpu.return", t.location(), List.of(), List.of(), List.of(), List.of());
      t.erase();
    }
    for (Operation op : clonedEntry.operations()) {
      op.remove();
      entry.append(op);
    }
    clonedEntry.erase();
    return func;
  }

  /** {@code array<i32: x, y, z>} when the three sizes starting at operand group {@code first} are constants up to 2^32-1. */
  private static Attribute constantDims(Operation launch, int first) {
    List<Integer> dims = new ArrayList<>();
    for (int g = first; g < first + 3; g++) {
      Operation def = RuleOps.operandGroup(launch, g, 11, 0).get(0).definingOp();
      if (def == null || !def.hasTrait(rw.ir.Trait.CONSTANT_LIKE) || !(def.inherentAttr("value") instanceof IntegerAttr c)) return null;
      BigInteger v = c.value().signum() < 0 ? c.value().add(BigInteger.ONE.shiftLeft(64)) : c.value();
      if (v.compareTo(MAX_U32) > 0) return null;
      dims.add(v.intValue());
    }
    return new DenseArrayAttr(IntegerType.I32, dims);
  }
}
