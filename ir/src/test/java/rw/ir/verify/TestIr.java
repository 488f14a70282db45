package rw.ir.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.OpDef;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.Value;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.StringAttr;
import rw.ir.diag.Diagnostic;
import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.Location;
import rw.ir.type.IntegerType;

/**
 * Hand-built IR for tests, in a context where stand-ins of a few MLIR ops are registered with
 * MLIR's structure (traits and counts): {@code func.func}, {@code func.return}, {@code cf.br},
 * {@code cf.cond_br}, {@code arith.constant}, {@code test.graph} (a graph region). Every op is
 * placed at {@code t.mlir:LINE:COL}; diagnostics are collected by the context.
 */
public final class TestIr {
  public static final String FILE = "t.mlir";
  public final Context ctx = new Context();

  public TestIr() {
    ctx.registerOp(OpDef.builder("func.func")
        .traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL)
        .regions(1).results(0).successors(0).operands(0).build());
    ctx.registerOp(OpDef.builder("func.return")
        .traits(Trait.IS_TERMINATOR, Trait.RETURN_LIKE)
        .regions(0).results(0).successors(0).build());
    ctx.registerOp(OpDef.builder("cf.br").traits(Trait.IS_TERMINATOR)
        .regions(0).results(0).successors(1).build());
    ctx.registerOp(OpDef.builder("cf.cond_br").traits(Trait.IS_TERMINATOR)
        .regions(0).results(0).successors(2).atLeastOperands(1).build());
    ctx.registerOp(OpDef.builder("arith.constant").traits(Trait.PURE, Trait.CONSTANT_LIKE)
        .regions(0).results(1).successors(0).operands(0).build());
    ctx.registerOp(OpDef.builder("test.graph").traits(Trait.GRAPH_REGION, Trait.NO_TERMINATOR)
        .regions(1).build());
  }

  public static Location loc(int line, int col) {
    return new FileLineColLoc(FILE, line, col);
  }

  /** A detached {@code builtin.module} with an empty body block, at 1:1. */
  public Operation module() {
    OperationState s = new OperationState(ctx, "builtin.module", loc(1, 1));
    s.addRegion().addBlock(new Block());
    return Operation.create(s);
  }

  public static Block body(Operation op) {
    return op.region(0).entryBlock();
  }

  /** Appends op {@code name} with {@code results} i32 results to {@code into}. */
  public Operation op(Block into, String name, int line, int col, int results, Value... operands) {
    OperationState s = new OperationState(ctx, name, loc(line, col));
    s.addOperands(List.of(operands));
    for (int i = 0; i < results; i++) s.addType(IntegerType.I32);
    Operation op = Operation.create(s);
    if (into != null) into.append(op);
    return op;
  }

  /** Appends op {@code name} with {@code regions} regions, each of one empty block. */
  public Operation withRegions(Block into, String name, int line, int col, int regions) {
    return withRegions(into, name, line, col, regions, 0);
  }

  /** As {@link #withRegions(Block, String, int, int, int)}, with {@code results} i32 results. */
  public Operation withRegions(Block into, String name, int line, int col, int regions, int results) {
    OperationState s = new OperationState(ctx, name, loc(line, col));
    for (int i = 0; i < regions; i++) s.addRegion().addBlock(new Block());
    for (int i = 0; i < results; i++) s.addType(IntegerType.I32);
    Operation op = Operation.create(s);
    if (into != null) into.append(op);
    return op;
  }

  /** Appends a {@code func.func @name} with an entry block, its name kept in properties. */
  public Operation func(Block into, String name, int line) {
    Operation f = withRegions(into, "func.func", line, 1, 1);
    f.setProperties(DictionaryAttr.of(List.of(new NamedAttribute("sym_name", StringAttr.of(name)))));
    return f;
  }

  /** Appends a branch {@code name} to {@code dests}. */
  public Operation branch(Block into, String name, int line, int col, Block... dests) {
    OperationState s = new OperationState(ctx, name, loc(line, col));
    for (Block d : dests) s.addSuccessor(d);
    Operation op = Operation.create(s);
    into.append(op);
    return op;
  }

  /** Adds a new empty block at the end of {@code region}. */
  public static Block addBlock(Region region) {
    Block b = new Block();
    region.addBlock(b);
    return b;
  }

  /** Verifies {@code op}; returns the diagnostics rendered, one per line, notes included. */
  public String verify(Operation op) {
    ctx.diagnostics().clear();
    boolean ok = Verifier.verify(op);
    List<Diagnostic> ds = new ArrayList<>(ctx.diagnostics().collected());
    String text = ds.stream().map(Diagnostic::render).collect(Collectors.joining("\n"));
    if (ok != ds.isEmpty()) throw new AssertionError("verify returned " + ok + " with: " + text);
    return text;
  }
}
