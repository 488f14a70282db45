package rw.exec.interp;

import rw.ir.loc.Location;

/**
 * One decoded, non-terminating operation, bound once to its slots by its handler. The run loop
 * calls {@link #execute} through this single abstract method, so steps are small final classes
 * whose fields are slot numbers and decode-time constants; they never look anything up by name.
 * A step may throw {@link rw.exec.trap.Trap} (without location: the run loop attaches the op's).
 */
public abstract class Step {
  public abstract void execute(Frame f);

  /**
   * A step doing this step's work and then {@code next}'s in one dispatch, or null (the
   * default) when the two cannot be merged. Called by the decoder on adjacent steps of a block;
   * {@code here} and {@code there} are their ops' locations, which a merged step must attach to
   * a trap of the part that faulted (see {@link rw.exec.trap.Trap#at}).
   */
  public Step mergeWith(Step next, Location here, Location there) {
    return null;
  }
}
