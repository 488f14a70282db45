package rw.exec.interp;

import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.attr.Attribute;
import rw.ir.attr.StringAttr;
import rw.ir.loc.Location;

/**
 * A decoded function: its blocks of steps, the number of scalar and aggregate slots of a frame,
 * the constants that fill the first slots, and the slots of its parameters. Made once by {@link
 * #decode} before the program runs; immutable afterwards, and shared by all calls.
 */
public final class FunctionPlan {
  private final String name;
  private final Location location;
  private final BlockCode[] blocks;
  private final int scalarSlots;
  private final int objectSlots;
  private final long[] scalarInit;
  private final Object[] objectInit;
  private final int[] paramSlots;
  private final boolean[] paramIsObject;

  FunctionPlan(String name, Location location, BlockCode[] blocks, int scalarSlots, int objectSlots,
      long[] scalarInit, Object[] objectInit, int[] paramSlots, boolean[] paramIsObject) {
    this.name = name;
    this.location = location;
    this.blocks = blocks;
    this.scalarSlots = scalarSlots;
    this.objectSlots = objectSlots;
    this.scalarInit = scalarInit;
    this.objectInit = objectInit;
    this.paramSlots = paramSlots;
    this.paramIsObject = paramIsObject;
  }

  /**
   * Decodes the body of {@code llvm.func} {@code func}; null after reporting errors (unsupported
   * ops, types or symbols) as diagnostics at the ops concerned.
   */
  public static FunctionPlan decode(Operation func, DecodeEnv env) {
    if (!func.name().equals("llvm.func") || func.numRegions() != 1 || func.region(0).isEmpty()) {
      throw new IllegalArgumentException("not an llvm.func definition: " + func);
    }
    Attribute sym = func.inherentAttr("sym_name");
    String fname = sym instanceof StringAttr s ? s.value() : "?";
    return new PlanDecoder(env).decode(fname, func.region(0), func.location());
  }

  /** Decodes a region without arguments, such as a global's initializer, as a function. */
  public static FunctionPlan decodeRegion(String name, Region body, Location location, DecodeEnv env) {
    if (body.isEmpty()) throw new IllegalArgumentException("empty region");
    return new PlanDecoder(env).decode(name, body, location);
  }

  public String name() {
    return name;
  }

  public Location location() {
    return location;
  }

  public int numBlocks() {
    return blocks.length;
  }

  public BlockCode block(int i) {
    return blocks[i];
  }

  BlockCode entry() {
    return blocks[0];
  }

  public int scalarSlots() {
    return scalarSlots;
  }

  public int objectSlots() {
    return objectSlots;
  }

  /** How many of the first scalar slots hold constants. */
  public int constantScalars() {
    return scalarInit.length;
  }

  public int numParams() {
    return paramSlots.length;
  }

  int paramSlot(int i) {
    return paramSlots[i];
  }

  boolean paramIsObject(int i) {
    return paramIsObject[i];
  }

  /** A new frame for a call of this function in {@code machine}, constants filled in. */
  public Frame newFrame(Machine machine) {
    return new Frame(this, machine);
  }

  long[] newScalarSlots() {
    long[] s = new long[scalarSlots];
    System.arraycopy(scalarInit, 0, s, 0, scalarInit.length);
    return s;
  }

  Object[] newObjectSlots() {
    if (objectSlots == 0) return null;
    Object[] o = new Object[objectSlots];
    System.arraycopy(objectInit, 0, o, 0, objectInit.length);
    return o;
  }
}
