package rw.conversion.outlining;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.attr.StringAttr;
import rw.ir.attr.SymbolRefAttr;

/** The externs of gpu-kernel-outlining.rw that find launches and build the kernel function (MLIR's outlineKernelFuncImpl). */
public final class KernelOutlining {
  private KernelOutlining() {}

  /** The ops of the module's body that define a symbol, in order (MLIR's getOps<SymbolOpInterface>). */
  public static List<Operation> symbolOps(Operation module) {
    List<Operation> out = new ArrayList<>();
    for (Operation op : module.region(0).entryBlock()) {
      if (op.inherentAttr("sym_name") instanceof StringAttr) out.add(op);
    }
    return out;
  }

  /** The op after {@code op} in its block, where the kernel modules of its launches go ({@code null}: the end). */
  public static Operation nextOp(Operation op) {
    return op.nextInBlock();
  }

  /** The gpu.launch ops nested in {@code op}, children before parents (MLIR's walk). */
  public static List<Operation> launchesIn(Operation op) {
    List<Operation> out = new ArrayList<>();
    op.walk(o -> {
      if (o.name().equals("gpu.launch")) out.add(o);
    });
    return out;
  }

  /** The launch's {@code function(@f)}, else {@code {enclosing symbol}_kernel}. */
  public static String kernelName(Operation launch) {
    if (launch.inherentAttr("function") instanceof SymbolRefAttr f) return f.root();
    for (Operation p = launch.parentOp(); p != null; p = p.parentOp()) {
      if (p.inherentAttr("sym_name") instanceof StringAttr s) return s.value() + "_kernel";
    }
    return "_kernel";
  }

  /** Values used in the launch body and defined outside it, in MLIR's order (getUsedValuesDefinedAbove). */
  public static List<Value> capturedValues(Operation launch) {
    Region body = launch.region(0);
    Set<Value> out = new LinkedHashSet<>();
    for (Block b : body.blocks()) {
      for (Operation op : b) {
        op.walk(o -> {
          for (Value v : o.operands()) {
            if (!body.isAncestorOf(v.parentRegion()) && v.parentRegion() != body) out.add(v);
          }
        });
      }
    }
    return new ArrayList<>(out);
  }
}
