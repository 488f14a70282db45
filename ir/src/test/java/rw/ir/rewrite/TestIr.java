package rw.ir.rewrite;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import rw.ir.Block;
import rw.ir.BlockArgument;
import rw.ir.BuiltinOps;
import rw.ir.Context;
import rw.ir.OpDef;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.Value;
import rw.ir.attr.NamedAttribute;
import rw.ir.build.OpBuilder;
import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * Hand-built IR for the rewrite tests (until the textual parser is available to them): a context
 * with a few registered test ops, builders, and a compact generic-form dump for assertions.
 * Registered: {@code test.pure} (PURE), {@code test.const} (PURE, CONSTANT_LIKE),
 * {@code test.ret} and {@code test.br} (terminators), {@code test.func} (isolated from above).
 * Every other {@code test.*} op is unregistered.
 */
public final class TestIr {
  public final Context ctx = new Context();
  private int line;

  public TestIr() {
    ctx.registerOp(OpDef.builder("test.pure").traits(Trait.PURE).build());
    ctx.registerOp(OpDef.builder("test.const").traits(Trait.PURE, Trait.CONSTANT_LIKE).build());
    ctx.registerOp(OpDef.builder("test.ret").traits(Trait.IS_TERMINATOR, Trait.RETURN_LIKE).build());
    ctx.registerOp(OpDef.builder("test.br").traits(Trait.IS_TERMINATOR).build());
    ctx.registerOp(OpDef.builder("test.func").traits(Trait.ISOLATED_FROM_ABOVE).build());
  }

  /** A fresh location, one line further each time. */
  public Location loc() {
    return new FileLineColLoc("test.mlir", ++line, 3);
  }

  /** A detached {@code builtin.module} with an empty body block. */
  public Operation module() {
    OperationState s = new OperationState(ctx, BuiltinOps.MODULE, loc());
    s.addRegion().addBlock(new Block());
    return Operation.create(s);
  }

  public static Block body(Operation op) {
    return op.region(0).entryBlock();
  }

  /** Appends a {@code test.func} with one block taking {@code args} to {@code parent}'s body. */
  public Operation func(Operation parent, Type... args) {
    OperationState s = new OperationState(ctx, "test.func", loc());
    Region r = s.addRegion();
    Block b = new Block();
    for (Type t : args) b.addArgument(t, loc());
    r.addBlock(b);
    Operation f = Operation.create(s);
    body(parent).append(f);
    return f;
  }

  /** A builder at the end of {@code block}. */
  public OpBuilder at(Block block) {
    return OpBuilder.atEnd(ctx, block);
  }

  /** Creates {@code name(operands) -> results} with the builder. */
  public Operation op(OpBuilder b, String name, List<? extends Value> operands, Type... results) {
    return b.create(name, loc(), operands, List.of(results));
  }

  // ---- dump ----

  /** A compact generic form: {@code %0 = "test.a"(%arg0) : (i32) -> i32}, regions indented. */
  public static String print(Operation op) {
    StringBuilder sb = new StringBuilder();
    new Dump(sb).op(op, 0);
    return sb.toString();
  }

  private static final class Dump {
    private final StringBuilder sb;
    private final Map<Value, String> names = new IdentityHashMap<>();
    private final Map<Block, String> labels = new IdentityHashMap<>();
    private int nextValue;
    private int nextArg;

    Dump(StringBuilder sb) {
      this.sb = sb;
    }

    void op(Operation op, int indent) {
      sb.append("  ".repeat(indent));
      for (int i = 0; i < op.numResults(); i++) {
        String n = "%" + nextValue++;
        names.put(op.result(i), n);
        sb.append(i == 0 ? "" : ", ").append(n);
      }
      if (op.numResults() > 0) sb.append(" = ");
      sb.append('"').append(op.name()).append("\"(");
      for (int i = 0; i < op.numOperands(); i++) sb.append(i == 0 ? "" : ", ").append(name(op.operand(i)));
      sb.append(')');
      if (op.numSuccessors() > 0) successors(op);
      if (op.numRegions() > 0) regions(op, indent);
      attributes(op);
      sb.append(" : ").append(op.operandTypes().toString().replace('[', '(').replace(']', ')'));
      sb.append(" -> ").append(results(op.resultTypes())).append('\n');
    }

    private void successors(Operation op) {
      sb.append('[');
      for (int i = 0; i < op.numSuccessors(); i++) sb.append(i == 0 ? "" : ", ").append(label(op.successor(i)));
      sb.append(']');
    }

    private void regions(Operation op, int indent) {
      sb.append(" (");
      for (int r = 0; r < op.numRegions(); r++) {
        sb.append(r == 0 ? "{\n" : ", {\n");
        for (Block b : op.region(r).blocks()) block(b, indent);
        sb.append("  ".repeat(indent)).append('}');
      }
      sb.append(')');
    }

    private void block(Block b, int indent) {
      sb.append("  ".repeat(indent)).append(label(b));
      if (b.numArguments() > 0) {
        sb.append('(');
        for (BlockArgument a : b.arguments()) {
          String n = "%arg" + nextArg++;
          names.put(a, n);
          sb.append(a.index() == 0 ? "" : ", ").append(n).append(": ").append(a.type());
        }
        sb.append(')');
      }
      sb.append(":\n");
      for (Operation o : b) op(o, indent + 1);
    }

    private void attributes(Operation op) {
      if (op.attributes().isEmpty()) return;
      sb.append(" {");
      List<NamedAttribute> entries = op.attributes().entries();
      for (int i = 0; i < entries.size(); i++) sb.append(i == 0 ? "" : ", ").append(entries.get(i).name());
      sb.append('}');
    }

    private String name(Value v) {
      return names.getOrDefault(v, "%<" + v + ">");
    }

    private String label(Block b) {
      return labels.computeIfAbsent(b, k -> "^bb" + labels.size());
    }

    private static String results(List<Type> types) {
      if (types.size() == 1) return types.get(0).toString();
      return types.toString().replace('[', '(').replace(']', ')');
    }
  }
}
