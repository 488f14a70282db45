package rw.ir.pass;

import rw.ir.BuiltinOps;
import rw.ir.Context;
import rw.ir.OpDef;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.attr.StringAttr;
import rw.ir.loc.FileLineColLoc;

/** Small hand-built modules for pass manager tests (the parser is tested elsewhere). */
final class TestIr {
  private TestIr() {}

  /** A context where func.func and gpu.module are registered, isolated-from-above ops. */
  static Context context() {
    Context ctx = new Context();
    ctx.registerOp(OpDef.builder("func.func").traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL, Trait.NO_TERMINATOR).build());
    ctx.registerOp(OpDef.builder("gpu.module")
        .traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL, Trait.SYMBOL_TABLE, Trait.NO_TERMINATOR).build());
    return ctx;
  }

  static Operation module(Context ctx, Operation... children) {
    return container(ctx, BuiltinOps.MODULE, null, 1, children);
  }

  static Operation gpuModule(Context ctx, String name, Operation... children) {
    return container(ctx, "gpu.module", name, 1, children);
  }

  static Operation func(Context ctx, String name, int line) {
    return container(ctx, "func.func", name, line);
  }

  /** An op of any name with one single-block region holding {@code children}. */
  static Operation container(Context ctx, String opName, String symbol, int line, Operation... children) {
    OperationState s = new OperationState(ctx, opName, new FileLineColLoc("in.mlir", line, 1));
    if (symbol != null) s.addAttribute("sym_name", StringAttr.of(symbol));
    Region r = s.addRegion();
    rw.ir.Block b = new rw.ir.Block();
    r.addBlock(b);
    for (Operation c : children) b.append(c);
    return Operation.create(s);
  }

  /** The symbol name of {@code op}, or its op name. */
  static String label(Operation op) {
    return op.attr("sym_name") instanceof StringAttr s ? s.value() : op.name();
  }
}
