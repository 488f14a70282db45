package rw.ir;

/**
 * The name of an operation within a {@link Context}, with its definition when the op is
 * registered. One instance per name and context, so names compare by identity.
 */
public final class OpName {
  private final String name;
  private final Context context;
  private final OpDef def;
  private final String dialect;
  /** The definition's traits (see {@link OpDef#hasTrait}), kept here to spare a load per test. */
  private final long traitBits;
  /** What the dialect conversion last noted for this name (see {@link #driverSlot}). */
  private Object driverSlot;

  OpName(String name, Context context, OpDef def) {
    this.name = name;
    int dot = name.indexOf('.');
    this.dialect = dot < 0 ? "" : name.substring(0, dot);
    this.context = context;
    this.def = def;
    this.traitBits = def == null ? 0 : def.traitBits();
  }

  public String name() {
    return name;
  }

  public Context context() {
    return context;
  }

  /** The definition, or {@code null} for an unregistered op. */
  public OpDef def() {
    return def;
  }

  public boolean isRegistered() {
    return def != null;
  }

  public String dialect() {
    return dialect;
  }

  public boolean hasTrait(Trait t) {
    return (traitBits & OpDef.bit(t)) != 0;
  }

  /**
   * What a rewrite driver noted for the ops of this name (the dialect conversion: its rules for
   * them), or {@code null}: a cache without a map lookup per op. Drivers share the slot, so each
   * checks that the note is its own; a note must be immutable (threads may read it unsynchronized).
   */
  public Object driverSlot() {
    return driverSlot;
  }

  /** Replaces the note of {@link #driverSlot}. */
  public void setDriverSlot(Object note) {
    driverSlot = note;
  }

  @Override
  public String toString() {
    return name;
  }
}
