package rw.dialect.gpu;

import java.util.List;
import rw.ir.Operation;
import rw.ir.Trait;
import rw.dialect.gpu.ops.LaunchFuncOp;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.def.SegmentAccess;
import rw.ir.symbol.SymbolTable;
import rw.ir.symbol.SymbolTableCollection;
import rw.ir.type.FunctionType;
import rw.ir.type.Type;

/**
 * The checks of {@code gpu.launch_func}'s kernel reference that MLIR 22 makes when it verifies a
 * {@code gpu.container_module} module: the container {@code @module} must be a {@code gpu.module},
 * the kernel {@code @module::@function} must exist, carry {@code gpu.kernel} and take the launched
 * operands. Attached to the op as its {@link rw.ir.symbol.SymbolUser} by the
 * {@code SymbolUser<...>} trait in gpu.rw, so it runs once the symbol names are known unique.
 */
public final class LaunchFuncSymbols {
  static final String CONTAINER_MODULE = "gpu.container_module";
  static final String KERNEL_ATTR = "gpu.kernel";
  private static final int KERNEL_OPERANDS = LaunchFuncOp.SPEC.operandIndex("kernelOperands");

  private LaunchFuncSymbols() {}

  /** Reports the first invalid part of {@code op}'s kernel reference; false when there is one. */
  public static boolean verifySymbolUses(Operation op, SymbolTableCollection tables) {
    Operation module = closestModule(op);
    if (module == null || module.attr(CONTAINER_MODULE) == null) {
      op.emitOpError("expected the closest surrounding module to have the '" + CONTAINER_MODULE + "' attribute");
      return false;
    }
    if (!(op.inherentAttr("kernel") instanceof SymbolRefAttr kernel)) return true;
    Operation container = tables.lookupSymbolIn(module, kernel.root());
    if (container == null) return fail(op, "kernel container '" + kernel.root() + "' is undefined");
    if (!container.name().equals("gpu.module")) return fail(op, "kernel module '" + kernel.root() + "' is undefined");
    Operation function = kernelFunction(module, container, kernel, tables);
    if (function == null) return fail(op, "kernel function '" + kernel + "' is undefined");
    if (function.attr(KERNEL_ATTR) == null) {
      return fail(op, "kernel function is missing the '" + KERNEL_ATTR + "' attribute");
    }
    return operandsMatch(op, function);
  }

  /**
   * {@code @module::@function} in {@code module}, as {@link SymbolTableCollection#lookupSymbolIn}
   * resolves it; {@code @function} is looked for in the gpu.module's body directly, the first op
   * of that name as a symbol table has it (a table is not worth building for a kernel or two).
   */
  private static Operation kernelFunction(Operation module, Operation container, SymbolRefAttr kernel,
      SymbolTableCollection tables) {
    List<String> nested = kernel.nested();
    if (nested.size() != 1 || container.numRegions() != 1 || container.region(0).numBlocks() != 1) {
      return tables.lookupSymbolIn(module, kernel);
    }
    if (!container.hasTrait(Trait.SYMBOL_TABLE)) return null;
    String name = nested.get(0);
    for (Operation o = container.region(0).entryBlock().first(); o != null; o = o.nextInBlock()) {
      if (name.equals(SymbolTable.symbolName(o))) return o;
    }
    return null;
  }

  /** The kernel operands against the inputs of a gpu.func kernel's function type. */
  private static boolean operandsMatch(Operation op, Operation function) {
    if (!function.name().equals("gpu.func")) return true;
    if (!(function.inherentAttr("function_type") instanceof TypeAttr t) || !(t.type() instanceof FunctionType fn)) {
      return true;
    }
    long operands = SegmentAccess.operandRange(op, LaunchFuncOp.SPEC, KERNEL_OPERANDS);
    int start = SegmentAccess.start(operands);
    int count = SegmentAccess.size(operands);
    List<Type> inputs = fn.inputs();
    if (count != inputs.size()) return fail(op, "got " + count + " kernel operands but expected " + inputs.size());
    for (int i = 0; i < count; i++) {
      if (!op.operand(start + i).type().equals(inputs.get(i))) {
        return fail(op, "type of function argument " + i + " does not match");
      }
    }
    return true;
  }

  private static Operation closestModule(Operation op) {
    Operation p = op.parentOp();
    while (p != null && !p.name().equals("builtin.module")) p = p.parentOp();
    return p;
  }

  private static boolean fail(Operation op, String message) {
    op.emitOpError(message);
    return false;
  }
}
