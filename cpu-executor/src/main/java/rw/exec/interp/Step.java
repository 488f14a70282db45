package rw.exec.interp;

/**
 * One decoded, non-terminating operation, bound once to its slots by its handler. The run loop
 * calls {@link #execute} through this single abstract method, so steps are small final classes
 * whose fields are slot numbers and decode-time constants; they never look anything up by name.
 * A step may throw {@link rw.exec.trap.Trap} (without location: the run loop attaches the op's).
 */
public abstract class Step {
  public abstract void execute(Frame f);
}
