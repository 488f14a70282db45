package rw.ir.asm.print;

import java.util.List;
import java.util.function.Consumer;
import rw.ir.Block;
import rw.ir.BuiltinOps;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/** A terse way to build IR by hand in tests, appending ops at an insertion block. */
final class Ir {
  final Context ctx;
  Block block;

  Ir(Context ctx) {
    this.ctx = ctx;
  }

  static FileLineColLoc loc(String file, int line, int col) {
    return new FileLineColLoc(file, line, col);
  }

  /** A module with one empty body block; ops are appended into it. */
  Operation module(Location loc) {
    OperationState s = new OperationState(ctx, BuiltinOps.MODULE, loc);
    Region body = s.addRegion();
    Block b = new Block();
    body.addBlock(b);
    block = b;
    return Operation.create(s);
  }

  Operation op(String name, List<? extends Value> operands, List<? extends Type> results, Location loc,
      Consumer<OperationState> extra) {
    OperationState s = new OperationState(ctx, name, loc);
    s.addOperands(operands);
    s.addTypes(results);
    if (extra != null) extra.accept(s);
    Operation op = Operation.create(s);
    block.append(op);
    return op;
  }

  Operation op(String name, List<? extends Value> operands, List<? extends Type> results, Location loc) {
    return op(name, operands, results, loc, null);
  }

  static Consumer<OperationState> attr(String name, Attribute value) {
    return s -> s.addAttribute(name, value);
  }

  /** Adds a region with a new entry block of {@code argTypes} (all at {@code loc}) and returns the block. */
  static Block regionWithBlock(OperationState s, List<Type> argTypes, List<Location> locs) {
    Region r = s.addRegion();
    Block b = new Block();
    for (int i = 0; i < argTypes.size(); i++) b.addArgument(argTypes.get(i), locs.get(i));
    r.addBlock(b);
    return b;
  }

  /** Runs {@code body} with ops appended to {@code b}, then restores the insertion block. */
  void in(Block b, Runnable body) {
    Block saved = block;
    block = b;
    body.run();
    block = saved;
  }
}
