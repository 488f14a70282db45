package rw.exec.runtime;

/**
 * A user extension of the runtime library, found with {@link java.util.ServiceLoader}: list the
 * implementing class in {@code META-INF/services/rw.exec.runtime.RuntimeProvider} on the class
 * path. Providers are registered after the built-in functions, in the order of their class
 * names; defining a name twice is an error unless {@link RuntimeLibrary.Builder#replace} is
 * used.
 */
public interface RuntimeProvider {
  /** Adds this provider's functions to {@code library}. */
  void register(RuntimeLibrary.Builder library);
}
