package rw.exec.interp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.loc.Location;

/**
 * Decodes one region (a function body or a global's initializer) into a {@link FunctionPlan}:
 * numbers its blocks, gives every value a slot (constants first, then the entry block's
 * arguments, then the rest in order of first mention), and binds each op to the step or
 * terminator its handler makes. Unsupported input is reported as an error diagnostic at the op;
 * decoding goes on so that every problem is reported, and the result is then null.
 */
final class PlanDecoder {
  private final DecodeEnv env;
  private final Map<Value, Integer> slots = new IdentityHashMap<>();
  private final Map<Block, BlockCode> blocks = new IdentityHashMap<>();
  private final Set<Operation> folded = Collections.newSetFromMap(new IdentityHashMap<>());
  private int scalars;
  private int objects;
  private long[] scalarInit;
  private boolean[] scalarKnown;
  private Object[] objectInit;
  private int constantScalars;
  private int constantObjects;
  private List<Step> steps;
  private List<Location> locations;
  private BlockCode current;
  private int errors;

  PlanDecoder(DecodeEnv env) {
    this.env = env;
  }

  DecodeEnv env() {
    return env;
  }

  /** The plan of {@code body} named {@code name}, or null after reporting errors. */
  FunctionPlan decode(String name, Region body, Location location) {
    List<Block> list = body.blocks();
    for (int i = 0; i < list.size(); i++) blocks.put(list.get(i), new BlockCode(i));
    assignConstantSlots(list);
    Block entry = list.get(0);
    int[] params = new int[entry.numArguments()];
    for (int i = 0; i < params.length; i++) params[i] = slot(entry.argument(i));
    BlockCode[] codes = new BlockCode[list.size()];
    for (Block b : list) codes[blocks.get(b).index] = decodeBlock(b);
    if (errors > 0) return null;
    return new FunctionPlan(name, location, codes, scalars, objects,
        scalarInit, objectInit, params,
        isObjectSlots(entry.arguments()));
  }

  private static boolean[] isObjectSlots(List<? extends Value> values) {
    boolean[] r = new boolean[values.size()];
    for (int i = 0; i < r.length; i++) r[i] = Types.isAggregate(values.get(i).type());
    return r;
  }

  /**
   * Gives the first slots to constants: results of constant ops and of ops that will be folded
   * ({@link ConstantFolder}), found in block order as the second pass will decode them.
   */
  private void assignConstantSlots(List<Block> list) {
    Set<Value> known = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Block b : list) {
      for (Operation op : b) {
        boolean constant = op.numResults() == 1 && env.handlers().isConstant(op.name());
        if (!constant && !ConstantFolder.canFold(op, env.handlers(), known)) continue;
        if (!constant) folded.add(op);
        slot(op.result(0));
        known.add(op.result(0));
      }
    }
    constantScalars = scalars;
    constantObjects = objects;
    scalarInit = new long[constantScalars];
    scalarKnown = new boolean[constantScalars];
    objectInit = new Object[constantObjects];
  }

  private BlockCode decodeBlock(Block b) {
    current = blocks.get(b);
    steps = new ArrayList<>();
    locations = new ArrayList<>();
    for (Operation op : b) {
      current.cost++;
      decodeOp(op);
    }
    if (current.terminator == null && errors == 0) {
      Operation last = b.last();
      reportAt(last != null ? last : b.parentOp(), "block does not end with a terminator the executor supports");
    }
    current.steps = steps.toArray(new Step[0]);
    current.branchOnly = current.steps.length == 0 && current.terminator != null && current.terminator.isConditional();
    locations.add(b.last() != null ? b.last().location() : Location.unknown());
    current.locations = locations.toArray(new Location[0]);
    return current;
  }

  private void decodeOp(Operation op) {
    OpHandler h = env.handlers().get(op.name());
    if (h == null) {
      reportAt(op, "operation '" + op.name() + "' is not supported by the rw executor");
      return;
    }
    try {
      if (folded.contains(op)) decodeFolded(op, h);
      else h.decode(new OpDecoder(this, op));
    } catch (DecodeError e) {
      op.emitOpError(e.getMessage());
      errors++;
    }
  }

  /** Runs the handler of a foldable op into a list of its own; folds, or emits its step after all. */
  private void decodeFolded(Operation op, OpHandler h) {
    List<Step> outer = steps;
    List<Location> outerLocations = locations;
    steps = new ArrayList<>();
    locations = new ArrayList<>();
    List<Step> made;
    try {
      h.decode(new OpDecoder(this, op));
    } finally {
      made = steps;
      steps = outer;
      locations = outerLocations;
    }
    int slot = slot(op.result(0));
    Long bits = ConstantFolder.fold(op, made, scalarInit, slot, this);
    if (bits != null) {
      scalarInit[slot] = bits;
      scalarKnown[slot] = true;
    } else {
      for (Step st : made) emit(op, st);
    }
  }

  private void reportAt(Operation op, String message) {
    op.emitError(message);
    errors++;
  }

  // ---- called through OpDecoder ----

  int slot(Value v) {
    Integer s = slots.get(v);
    if (s != null) return s;
    int n = Types.isAggregate(v.type()) ? objects++ : scalars++;
    slots.put(v, n);
    return n;
  }

  void emit(Operation op, Step step) {
    if (current.terminator != null) throw new DecodeError("operation after the block's terminator");
    int last = steps.size() - 1;
    Step merged = last < 0 ? null : steps.get(last).mergeWith(step, locations.get(last), op.location());
    if (merged != null) {
      steps.set(last, merged);
      return;
    }
    steps.add(step);
    locations.add(op.location());
  }

  void terminate(Operation op, Terminator t) {
    if (op != op.block().last()) throw new DecodeError("terminator in the middle of a block");
    current.terminator = t;
  }

  void constantScalar(Operation op, long bits) {
    int s = slot(op.result(0));
    if (s >= constantScalars || Types.isAggregate(op.result(0).type())) {
      throw new IllegalStateException(op.name() + " made a constant but is not registered as constant");
    }
    scalarInit[s] = bits;
    scalarKnown[s] = true;
  }

  /** The value of {@code v} when it is a scalar constant already computed, else null. */
  Long knownScalar(Value v) {
    Integer s = slots.get(v);
    if (s == null || s >= constantScalars || Types.isAggregate(v.type()) || !scalarKnown[s]) return null;
    return scalarInit[s];
  }

  void constantObject(Operation op, Object value) {
    int s = slot(op.result(0));
    if (s >= constantObjects || !Types.isAggregate(op.result(0).type())) {
      throw new IllegalStateException(op.name() + " made a constant but is not registered as constant");
    }
    objectInit[s] = value;
  }

  Edge edge(Block target, List<Value> args, int skip) {
    BlockCode code = blocks.get(target);
    if (code == null) throw new DecodeError("branch to a block of another region");
    int[][] scalar = new int[2][args.size()];
    int[][] object = new int[2][args.size()];
    int ns = 0;
    int no = 0;
    for (int k = 0; k < args.size(); k++) {
      if (k == skip) continue;
      int from = slot(args.get(k));
      int to = slot(target.argument(k));
      if (Types.isAggregate(args.get(k).type())) {
        object[0][no] = from;
        object[1][no++] = to;
      } else {
        scalar[0][ns] = from;
        scalar[1][ns++] = to;
      }
    }
    return new Edge(code, Arrays.copyOf(scalar[0], ns), Arrays.copyOf(scalar[1], ns),
        Arrays.copyOf(object[0], no), Arrays.copyOf(object[1], no));
  }
}
