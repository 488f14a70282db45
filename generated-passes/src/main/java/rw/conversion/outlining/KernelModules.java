package rw.conversion.outlining;

import java.util.ArrayList;
import java.util.List;
import rw.conversion.support.RuleOps;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.OpaqueAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.StringAttr;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.symbol.SymbolTable;
import rw.ir.symbol.SymbolUse;
import rw.ir.symbol.SymbolUses;
import rw.ir.type.IntegerType;

/** The externs of gpu-kernel-outlining.rw that place a kernel in its gpu.module and launch it (MLIR's createKernelModule, convertToLaunchFuncOp). */
public final class KernelModules {
  private KernelModules() {}

  /**
   * The launch's {@code module(@m)} when {@code root} has it, else a new detached gpu.module named
   * after the kernel; the kernel goes in (renamed if taken) with copies of the symbols it uses, recursively.
   */
  public static Operation kernelModule(OpBuilder b, Location loc, SymbolTable parent, Operation launch, Operation kernel) {
    Operation module = null;
    String name = SymbolTable.symbolName(kernel);
    if (launch.inherentAttr("module") instanceof SymbolRefAttr m) {
      name = m.root();
      module = parent.lookup(name) != null && parent.lookup(name).name().equals("gpu.module") ? parent.lookup(name) : null;
    }
    if (module == null) {
      module = RuleOps.build(new OpBuilder(b.context()), "gpu.module", kernel.location(), List.of(),
          List.of(new NamedAttribute("sym_name", StringAttr.of(name))), List.of(), List.of());
      module.region(0).addBlock(new rw.ir.Block());
    }
    SymbolTable table = new SymbolTable(module);
    table.insert(kernel);
    List<Operation> worklist = new ArrayList<>(List.of(kernel));
    while (!worklist.isEmpty()) {
      for (SymbolUse use : SymbolUses.all(worklist.remove(worklist.size() - 1)).orElse(List.of())) {
        String used = use.ref().root();
        if (table.lookup(used) != null || parent.lookup(used) == null) continue;
        Operation copy = parent.lookup(used).clone();
        worklist.add(copy);
        table.insert(copy);
      }
    }
    return module;
  }

  /** Puts a new kernel module into {@code root} before {@code anchor} ({@code null}: at the end), renamed {@code name_N} if taken. */
  public static void insertKernelModule(OpBuilder b, Location loc, SymbolTable symbols, Operation module, Operation anchor) {
    if (module.parentOp() == symbols.op()) return;
    symbols.insert(module, anchor);
  }

  public static SymbolTable symbolTable(Operation module) {
    return new SymbolTable(module);
  }

  public static boolean validDataLayout(String text) {
    return text.isEmpty() || dataLayoutSpec(text) != null;
  }

  /** The dialect attribute {@code text} spells ({@code #dlti.dl_spec<…>}, kept verbatim), or {@code null}. */
  public static Attribute dataLayoutSpec(String text) {
    String t = text.strip();
    int dot = t.indexOf('.');
    if (!t.startsWith("#") || dot < 2 || !t.endsWith(">")) return null;
    return new OpaqueAttr(t.substring(1, dot), t.substring(dot));
  }

  /** A gpu.launch_func of {@code kernel} with the launch's sizes and the captured {@code operands} replaces the launch. */
  public static void replaceWithLaunchFunc(OpBuilder b, Location loc, Operation launch, Operation kernel, List<Value> operands) {
    List<Long> segments = new ArrayList<>();
    List<Value> all = new ArrayList<>();
    for (int g = 0; g < 11; g++) {
      List<Value> group = RuleOps.operandGroup(launch, g, 11, 0);
      segments.add((long) group.size());
      all.addAll(group);
    }
    segments.add((long) operands.size());
    segments.add(0L);
    all.addAll(operands);
    SymbolRefAttr ref = new SymbolRefAttr(SymbolTable.symbolName(kernel.parentOp()), List.of(SymbolTable.symbolName(kernel)));
    b.setInsertionPointBefore(launch);
    Operation call = RuleOps.build(b, "gpu.launch_func", launch.location(), all, List.of(new NamedAttribute("kernel", ref),
        new NamedAttribute("operandSegmentSizes", new DenseArrayAttr(IntegerType.I32, segments))), List.of(), launch.resultTypes());
    launch.replaceAllUsesWith(call);
    launch.erase();
  }
}
