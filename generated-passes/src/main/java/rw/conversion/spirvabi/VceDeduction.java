package rw.conversion.spirvabi;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rw.dialect.spirv.TargetEnvAttr;
import rw.dialect.spirv.VceAttr;
import rw.ir.Operation;
import rw.ir.attr.Attribute;
import rw.ir.attr.TypeAttr;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.FunctionType;
import rw.ir.type.Type;

/**
 * The extern of spirv-abi.rw for spirv-update-vce (MLIR's UpdateVCEPass): walks the module
 * children first, picks for every requirement the first alternative the target allows, then adds
 * the capabilities the deduced ones imply, in MLIR's order.
 */
public final class VceDeduction {
  /** Capabilities each capability directly implies (SPIR-V's "implicitly declares"). */
  private static final Map<String, List<String>> IMPLIED = Map.ofEntries(
      Map.entry("Shader", List.of("Matrix")), Map.entry("Geometry", List.of("Shader")), Map.entry("Tessellation", List.of("Shader")),
      Map.entry("Vector16", List.of("Kernel")), Map.entry("Float16Buffer", List.of("Kernel")), Map.entry("Int64Atomics", List.of("Int64")),
      Map.entry("ImageBasic", List.of("Kernel")), Map.entry("Pipes", List.of("Kernel")), Map.entry("DeviceEnqueue", List.of("Kernel")),
      Map.entry("GenericPointer", List.of("Addresses")), Map.entry("AtomicStorage", List.of("Shader")),
      Map.entry("VariablePointersStorageBuffer", List.of("Shader")), Map.entry("VariablePointers", List.of("VariablePointersStorageBuffer")),
      Map.entry("UniformAndStorageBuffer8BitAccess", List.of("StorageBuffer8BitAccess")),
      Map.entry("UniformAndStorageBuffer16BitAccess", List.of("StorageBuffer16BitAccess")),
      Map.entry("GroupNonUniformArithmetic", List.of("GroupNonUniform")), Map.entry("GroupNonUniformBallot", List.of("GroupNonUniform")));

  private VceDeduction() {}

  /** The deduced {@code #spirv.vce}, or null after reporting the first requirement the target forbids. */
  public static Attribute deduceVce(OpBuilder b, Location loc, Operation module) {
    Deduction d = new Deduction((TargetEnvAttr) SpirvAbiExterns.targetEnv(module));
    boolean[] failed = {false};
    module.walk(op -> failed[0] = failed[0] || !d.visit(op));
    if (failed[0]) return null;
    Set<String> implied = new LinkedHashSet<>();
    for (String cap : d.caps) implied.addAll(recursivelyImplied(cap));
    d.caps.addAll(implied);
    return new VceAttr("v1.0", new ArrayList<>(d.caps), new ArrayList<>(d.exts));
  }

  /** What the target allows, what the ops walked so far need, and the requirements of each type seen. */
  private static final class Deduction {
    final Set<String> allowedCaps;
    final Set<String> allowedExts;
    final Set<String> caps = new LinkedHashSet<>();
    final Set<String> exts = new LinkedHashSet<>();
    /** Requirements by type: by identity first (most ops of a module share their type objects), else by equality. */
    final Map<Type, Needs> needsBySameType = new IdentityHashMap<>();
    final Map<Type, Needs> needsOfType = new HashMap<>();
    /** The type asked for last and its needs (an op's operands and results often share one type object). */
    private Type lastType;
    private Needs lastNeeds;
    /** The op's own requirements, filled anew for each op. */
    final List<List<String>> own = new ArrayList<>();

    Deduction(TargetEnvAttr env) {
      allowedCaps = closure(new LinkedHashSet<>(env.triple().capabilities()));
      allowedExts = new LinkedHashSet<>(env.triple().extensions());
      allowedExts.addAll(impliedExtensions(env.triple().version()));
    }

    /** Adds what {@code op} needs; false after reporting a requirement the target forbids. */
    boolean visit(Operation op) {
      own.clear();
      SpirvRequirements.opCapabilities(op, own);
      if (!choose(op, own, allowedCaps, caps, "capability")) return false;
      for (int i = 0; i < op.numOperands(); i++) {
        if (!addType(op, op.operand(i).type())) return false;
      }
      for (int i = 0; i < op.numResults(); i++) {
        if (!addType(op, op.result(i).type())) return false;
      }
      if (op.name().equals("spirv.GlobalVariable") && op.inherentAttr("type") instanceof TypeAttr t) return addType(op, t.type());
      if (op.name().equals("spirv.func") && op.inherentAttr("function_type") instanceof TypeAttr t && t.type() instanceof FunctionType f) {
        for (Type in : f.inputs()) {
          if (!addType(op, in)) return false;
        }
        for (Type out : f.results()) {
          if (!addType(op, out)) return false;
        }
      }
      return true;
    }

    /**
     * Adds what a value of type {@code t} of {@code op} needs: extensions, then capabilities. A
     * type's needs that were added once are skipped after: the same choices would add the same
     * names again, to sets that keep their first insertion order.
     */
    private boolean addType(Operation op, Type t) {
      Needs n = needsOf(t);
      if (n.added) return true;
      n.added = choose(op, n.exts, allowedExts, exts, "extension") && choose(op, n.caps, allowedCaps, caps, "capability");
      return n.added;
    }

    private Needs needsOf(Type t) {
      if (t == lastType) return lastNeeds;
      Needs n = needsBySameType.get(t);
      if (n == null) {
        n = needsOfType.computeIfAbsent(t, x -> new Needs(requirements(x, false), requirements(x, true)));
        needsBySameType.put(t, n);
      }
      lastType = t;
      lastNeeds = n;
      return n;
    }
  }

  /** A type's extension and capability requirements, and whether a deduction has added them. */
  private static final class Needs {
    final List<List<String>> exts;
    final List<List<String>> caps;
    boolean added;

    Needs(List<List<String>> exts, List<List<String>> caps) {
      this.exts = exts;
      this.caps = caps;
    }
  }

  /** A type's capability (or extension) requirements; looked up, never iterated, so a hash map is fine. */
  private static List<List<String>> requirements(Type t, boolean capabilities) {
    List<List<String>> out = new ArrayList<>();
    if (capabilities) SpirvRequirements.typeCapabilities(t, null, out);
    else SpirvRequirements.typeExtensions(t, null, out);
    return out;
  }

  /** For each requirement the first allowed alternative goes into {@code deduced}; else an error at {@code op}. */
  private static boolean choose(Operation op, List<List<String>> needs, Set<String> allowed, Set<String> deduced, String what) {
    for (int i = 0; i < needs.size(); i++) {
      List<String> ors = needs.get(i);
      String chosen = firstAllowed(ors, allowed);
      if (chosen == null) {
        op.emitError("'" + op.name() + "' requires at least one " + what + " in [" + String.join(", ", ors)
            + "] but none allowed in target environment");
        return false;
      }
      deduced.add(chosen);
    }
    return true;
  }

  private static String firstAllowed(List<String> alternatives, Set<String> allowed) {
    for (int i = 0; i < alternatives.size(); i++) {
      if (allowed.contains(alternatives.get(i))) return alternatives.get(i);
    }
    return null;
  }

  /** The capabilities {@code cap} implies, breadth first (MLIR's getRecursiveImpliedCapabilities). */
  private static List<String> recursivelyImplied(String cap) {
    List<String> all = new ArrayList<>(IMPLIED.getOrDefault(cap, List.of()));
    for (int i = 0; i < all.size(); i++) {
      for (String c : IMPLIED.getOrDefault(all.get(i), List.of())) {
        if (!all.contains(c)) all.add(c);
      }
    }
    return all;
  }

  /** Extensions that became core in a version (MLIR's getImpliedExtensions). */
  private static List<String> impliedExtensions(String version) {
    List<String> out = new ArrayList<>();
    if (version.compareTo("v1.3") >= 0) {
      out.addAll(List.of("SPV_KHR_shader_draw_parameters", "SPV_KHR_device_group", "SPV_KHR_multiview", "SPV_KHR_16bit_storage",
          "SPV_KHR_storage_buffer_storage_class", "SPV_KHR_variable_pointers"));
    }
    if (version.compareTo("v1.4") >= 0) out.addAll(List.of("SPV_KHR_8bit_storage", "SPV_KHR_float_controls", "SPV_KHR_no_integer_wrap_decoration"));
    return out;
  }

  private static Set<String> closure(Set<String> caps) {
    for (String cap : List.copyOf(caps)) caps.addAll(recursivelyImplied(cap));
    return caps;
  }
}
