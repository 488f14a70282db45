package rw.ir.pass;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The passes and pass pipelines known by argument. Registration is explicit; entries keep
 * their registration order; registering an argument twice is an error.
 */
public final class PassRegistry {
  private final Map<String, PassRegistryEntry> entries = new LinkedHashMap<>();

  public PassRegistry register(PassInfo pass) {
    return add(pass);
  }

  public PassRegistry registerPipeline(PipelineInfo pipeline) {
    return add(pipeline);
  }

  private PassRegistry add(PassRegistryEntry entry) {
    PassRegistryEntry old = entries.putIfAbsent(entry.argument(), entry);
    if (old != null) throw new IllegalStateException("pass or pipeline '" + entry.argument() + "' registered twice");
    return this;
  }

  /** The entry registered under {@code argument}, or {@code null}. */
  public PassRegistryEntry lookup(String argument) {
    return entries.get(argument);
  }

  /** The registered pass named {@code argument}, or {@code null} (also for pipelines). */
  public PassInfo lookupPass(String argument) {
    return entries.get(argument) instanceof PassInfo p ? p : null;
  }

  /** All entries in registration order. */
  public List<PassRegistryEntry> entries() {
    return List.copyOf(entries.values());
  }

  /** The passes (not pipelines) in registration order. */
  public List<PassInfo> passes() {
    List<PassInfo> list = new ArrayList<>();
    for (PassRegistryEntry e : entries.values()) {
      if (e instanceof PassInfo p) list.add(p);
    }
    return list;
  }
}
