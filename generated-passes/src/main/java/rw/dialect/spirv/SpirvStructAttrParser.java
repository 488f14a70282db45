package rw.dialect.spirv;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import rw.dialect.AsmIntegers;
import rw.dialect.ParameterErrors;
import rw.ir.asm.DialectAsmParser;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.loc.Location;

/**
 * Parses the SPIR-V attributes written as {@code <name = value, …>} in any order (MLIR's
 * generated struct format): {@code resource_limits} and {@code entry_point_abi}.
 */
final class SpirvStructAttrParser {
  private static final String LIMITS = "SPIRV_ResourceLimitsAttr";
  private static final String ABI = "SPIRV_EntryPointABIAttr";

  /** Parses the value of one field into the builder; {@code false} after reporting. */
  @FunctionalInterface
  private interface Field {
    boolean parse(DialectAsmParser p);
  }

  private SpirvStructAttrParser() {}

  static Attribute parseResourceLimits(DialectAsmParser p) {
    int[] ints = {ResourceLimitsAttr.DEFAULT_MAX_COMPUTE_SHARED_MEMORY_SIZE,
        ResourceLimitsAttr.DEFAULT_MAX_COMPUTE_WORKGROUP_INVOCATIONS, ResourceLimitsAttr.DEFAULT_SUBGROUP_SIZE};
    ArrayAttr[] arrays = {ResourceLimitsAttr.DEFAULT_MAX_COMPUTE_WORKGROUP_SIZE, null, null};
    OptionalInt[] optional = {OptionalInt.empty(), OptionalInt.empty()};
    Map<String, Field> fields = Map.of(
        "max_compute_shared_memory_size", q -> parseInt(q, LIMITS, "max_compute_shared_memory_size", ints, 0),
        "max_compute_workgroup_invocations", q -> parseInt(q, LIMITS, "max_compute_workgroup_invocations", ints, 1),
        "max_compute_workgroup_size", q -> parseArray(q, "max_compute_workgroup_size", arrays, 0),
        "subgroup_size", q -> parseInt(q, LIMITS, "subgroup_size", ints, 2),
        "min_subgroup_size", q -> parseOptionalInt(q, LIMITS, "min_subgroup_size", optional, 0),
        "max_subgroup_size", q -> parseOptionalInt(q, LIMITS, "max_subgroup_size", optional, 1),
        "cooperative_matrix_properties_khr", q -> parseArray(q, "cooperative_matrix_properties_khr", arrays, 1),
        "cooperative_matrix_properties_nv", q -> parseArray(q, "cooperative_matrix_properties_nv", arrays, 2));
    if (!parseFields(p, fields)) return null;
    return new ResourceLimitsAttr(ints[0], ints[1], arrays[0], ints[2], optional[0], optional[1],
        Optional.ofNullable(arrays[1]), Optional.ofNullable(arrays[2]));
  }

  static Attribute parseEntryPointAbi(DialectAsmParser p) {
    List<List<Integer>> size = new ArrayList<>();
    OptionalInt[] optional = {OptionalInt.empty(), OptionalInt.empty()};
    Map<String, Field> fields = Map.of(
        "workgroup_size", q -> parseI32Array(q, size),
        "subgroup_size", q -> parseOptionalInt(q, ABI, "subgroup_size", optional, 0),
        "target_width", q -> parseOptionalInt(q, ABI, "target_width", optional, 1));
    if (!parseFields(p, fields)) return null;
    Optional<List<Integer>> workgroupSize = size.isEmpty() ? Optional.empty() : Optional.of(size.get(0));
    return new EntryPointAbiAttr(workgroupSize, optional[0], optional[1]);
  }

  /** {@code < (name = value (, name = value)*)? >}, each name at most once. */
  private static boolean parseFields(DialectAsmParser p, Map<String, Field> fields) {
    if (!p.parseLess()) return false;
    Set<String> seen = new HashSet<>();
    String name = p.parseOptionalKeyword();
    if (name != null) {
      if (!parseField(p, name, fields, seen)) return false;
      while (p.parseOptionalComma()) {
        name = p.parseOptionalKeyword();
        if (name == null) {
          p.emitError("expected valid keyword");
          return p.emitError("expected a parameter name in struct");
        }
        if (!parseField(p, name, fields, seen)) return false;
      }
    }
    return p.parseGreater();
  }

  private static boolean parseField(DialectAsmParser p, String name, Map<String, Field> fields, Set<String> seen) {
    if (!p.parseEqual()) return false;
    Field field = fields.get(name);
    if (field == null || !seen.add(name)) {
      return p.emitError("duplicate or unknown struct parameter name: " + name);
    }
    return field.parse(p);
  }

  private static boolean parseInt(DialectAsmParser p, String owner, String name, int[] into, int i) {
    Location at = p.currentLocation();
    Long raw = p.parseOptionalInteger();
    if (raw == null) p.emitError("expected integer value");
    Integer v = raw == null ? null : AsmIntegers.signed32(p, at, raw);
    if (v == null) {
      ParameterErrors.report(p, owner, name, "int");
      return false;
    }
    into[i] = v;
    return true;
  }

  /** An optional integer: absent when no integer is next (the field then ends there). */
  private static boolean parseOptionalInt(DialectAsmParser p, String owner, String name, OptionalInt[] into, int i) {
    Location at = p.currentLocation();
    Long raw = p.parseOptionalInteger();
    if (raw == null) return true;
    Integer v = AsmIntegers.signed32(p, at, raw);
    if (v == null) {
      ParameterErrors.report(p, owner, name, "std::optional<int>");
      return false;
    }
    into[i] = OptionalInt.of(v);
    return true;
  }

  private static boolean parseArray(DialectAsmParser p, String name, ArrayAttr[] into, int i) {
    Location at = p.currentLocation();
    Attribute a = p.parseAttribute();
    if (a == null) {
      ParameterErrors.report(p, LIMITS, name, "ArrayAttr");
      return false;
    }
    if (!(a instanceof ArrayAttr array)) {
      p.emitError(at, "invalid kind of attribute specified");
      ParameterErrors.report(p, LIMITS, name, "ArrayAttr");
      return false;
    }
    into[i] = array;
    return true;
  }

  /** {@code [1, 2, 3]} of 32-bit integers. */
  private static boolean parseI32Array(DialectAsmParser p, List<List<Integer>> into) {
    List<Integer> values = parseI32List(p);
    if (values == null) {
      ParameterErrors.report(p, ABI, "workgroup_size", "DenseI32ArrayAttr");
      return false;
    }
    into.add(values);
    return true;
  }

  /**
   * {@code [1, 2]} of 32-bit integers. Like MLIR, the closing bracket is still expected after a
   * bad element (so {@code [x]} also reports {@code expected ']'}).
   */
  private static List<Integer> parseI32List(DialectAsmParser p) {
    if (!p.parseLSquare()) return null;
    List<Integer> values = new ArrayList<>();
    if (p.parseOptionalRSquare()) return values;
    boolean ok = parseI32Elements(p, values);
    if (!p.parseRSquare()) return null;
    return ok ? values : null;
  }

  private static boolean parseI32Elements(DialectAsmParser p, List<Integer> into) {
    do {
      Location at = p.currentLocation();
      Long raw = p.parseOptionalInteger();
      if (raw == null) return p.emitError("expected integer value");
      Integer v = AsmIntegers.signed32(p, at, raw);
      if (v == null) return false;
      into.add(v);
    } while (p.parseOptionalComma());
    return true;
  }
}
