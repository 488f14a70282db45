package rw.ir.def.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.def.AttrConstraints;
import rw.ir.def.AttrSpec;
import rw.ir.def.OpSpec;
import rw.ir.def.ValueSpec;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/**
 * Turns what the reader took from the text into the operation state: checks the inherent
 * attributes of the attribute dictionary, resolves result and operand types (written, related,
 * or built), adds regions (with a block and terminator where the op implies them), successors,
 * segment sizes and properties.
 */
final class StateBuilder {
  private static final int[] NO_SIZES = {};
  private static final UnaryOperator<Type> IDENTITY = UnaryOperator.identity();

  private final OpSpec spec;
  private final TypeResolution resolution;
  /** What {@link OpSpec#completeState} adds when nothing was written, once known (immutable, so racing threads agree). */
  private Completion nothingWritten;

  StateBuilder(OpSpec spec, TypeResolution resolution) {
    this.spec = spec;
    this.resolution = resolution;
  }

  boolean build(OpAsmParser p, Parsed parsed, OperationState state) {
    if (!checkInherent(p, parsed)) return false;
    int[] resultSizes = resolution.infersResults() ? NO_SIZES : results(p, parsed, state);
    if (resultSizes == null) return false;
    int[] operandSizes = operandSizes(parsed);
    for (int g = 0; g < spec.operands().size(); g++) {
      if (!resolveGroup(p, parsed, g, operandSizes, state)) return false;
    }
    if (resolution.infersResults() && (resultSizes = inferResults(p, parsed, state)) == null) return false;
    regions(parsed, state);
    for (int g = 0; g < spec.successors().size(); g++) {
      if (parsed.successors[g] != null) state.successors.add(parsed.successors[g]);
    }
    completeState(parsed, state, operandSizes, resultSizes);
    return true;
  }

  /**
   * The op's properties and attributes from what was written ({@link OpSpec#completeState}). When
   * nothing was (no attribute, no dictionary, no segment sizes), that is the same for every op of
   * the spec: worked out once, then copied.
   */
  private void completeState(Parsed parsed, OperationState state, int[] operandSizes, int[] resultSizes) {
    boolean segments = spec.hasOperandSegments() || spec.hasResultSegments();
    if (parsed.attrs.isEmpty() && parsed.dict.isEmpty() && !segments) {
      Completion c = nothingWritten;
      if (c == null) nothingWritten = c = Completion.of(spec, state);
      c.applyTo(state);
      return;
    }
    if (!segments) {
      spec.completeState(state, parsed.attrs, parsed.dict);
      return;
    }
    Map<String, Attribute> inherent = new TreeMap<>(parsed.attrs);
    if (spec.hasOperandSegments()) inherent.put(OpSpec.OPERAND_SEGMENT_SIZES, sizes(operandSizes, spec.operands().size()));
    if (spec.hasResultSegments()) inherent.put(OpSpec.RESULT_SEGMENT_SIZES, sizes(resultSizes, spec.results().size()));
    spec.completeState(state, inherent, parsed.dict);
  }

  /** What {@link OpSpec#completeState} adds to a state when nothing was written. */
  private record Completion(List<NamedAttribute> attributes, Attribute properties) {
    static Completion of(OpSpec spec, OperationState like) {
      OperationState s = new OperationState(like.name, like.location);
      spec.completeState(s, Map.of(), List.of());
      return new Completion(List.copyOf(s.attributes), s.properties);
    }

    void applyTo(OperationState state) {
      for (int i = 0; i < attributes.size(); i++) state.attributes.add(attributes.get(i));
      if (properties != null) state.properties = properties;
    }
  }

  /** MLIR's verifyInherentAttrs on the attribute dictionary. */
  private boolean checkInherent(OpAsmParser p, Parsed parsed) {
    for (int i = 0; i < parsed.dict.size(); i++) {
      NamedAttribute a = parsed.dict.get(i);
      AttrSpec s = spec.attribute(a.name());
      if (s == null || s.constraint().accepts(a.value())) continue;
      return p.emitError(p.locationAt(parsed.dictOffset), "'" + spec.name() + "' op attribute '" + a.name()
          + "' failed to satisfy constraint: " + s.constraint().description());
    }
    return true;
  }

  private int[] results(OpAsmParser p, Parsed parsed, OperationState state) {
    int n = spec.results().size();
    int[] sizes = parsed.resultSizes;
    List<List<Type>> written = parsed.allResultTypes == null ? null
        : split(parsed.allResultTypes, groupSizes(spec.results(), parsed.allResultTypes.size()));
    for (int g = 0; g < n; g++) {
      List<Type> types = parsed.types;
      types.clear();
      if (written != null) types.addAll(written.get(g));
      else parsed.addResultTypes(g, types);
      if (!types(p, resolution.results[g], types, parsed)) return null;
      state.addTypes(types);
      sizes[g] = types.size();
    }
    return sizes;
  }

  /** MLIR's InferTypeOpInterface during parsing: result types from the resolved operands. */
  private int[] inferResults(OpAsmParser p, Parsed parsed, OperationState state) {
    List<Type> operandTypes = new ArrayList<>(state.operands.size());
    for (int i = 0; i < state.operands.size(); i++) operandTypes.add(state.operands.get(i).type());
    List<Type> types = spec.resultInference().infer(operandTypes, parsed.attrs);
    if (types == null) {
      p.emitError(state.location, "failed to infer returned types");
      return null;
    }
    state.addTypes(types);
    return groupSizes(spec.results(), types.size());
  }

  private boolean resolveGroup(OpAsmParser p, Parsed parsed, int g, int[] sizes, OperationState state) {
    List<UnresolvedOperand> uses = parsed.allOperands != null ? slice(parsed.allOperands, sizes, g) : null;
    int count = uses != null ? uses.size() : parsed.operandCount(g);
    if (count == 0) return true;
    List<Type> types = parsed.types;
    types.clear();
    if (parsed.allOperandTypes != null) types.addAll(slice(parsed.allOperandTypes, sizes, g));
    else parsed.addOperandTypes(g, types);
    if (!types(p, resolution.operands[g], types, parsed)) return false;
    int single = uses == null ? parsed.singleOperand(g) : -1;
    if (single >= 0 && types.size() == 1) return p.resolveOperandRef(single, types.get(0), state.operands);
    if (types.size() == 1 && count > 1 && !(resolution.operands[g] instanceof TypeResolution.Written)) {
      Type t = types.get(0);
      while (types.size() < count) types.add(t);
    }
    return p.resolveOperands(uses != null ? uses : parsed.operandList(p, g), types, state.operands);
  }

  /**
   * Replaces {@code types} (the types written for the group, maybe none) with the types the group
   * gets from {@code source}; false after an error.
   */
  private boolean types(OpAsmParser p, TypeResolution.Source source, List<Type> types, Parsed parsed) {
    if (source instanceof TypeResolution.Written) return true;
    types.clear();
    if (source instanceof TypeResolution.Built b) {
      types.add(b.type());
      return true;
    }
    TypeResolution.FromValue f = (TypeResolution.FromValue) source;
    if (f.attr() != null) {
      Type t = AttrConstraints.typeOf(parsed.attrs.get(f.attr().name()));
      if (t != null) types.add(t);
    } else if (f.operand() >= 0) {
      if (parsed.allOperandTypes != null) types.addAll(slice(parsed.allOperandTypes, operandSizes(parsed), f.operand()));
      else parsed.addOperandTypes(f.operand(), types);
    } else if (parsed.allResultTypes != null) {
      types.addAll(parsed.allResultTypes);
    } else {
      parsed.addResultTypes(f.result(), types);
    }
    return transform(p, f.transform(), types);
  }

  /** Applies a type relation's transform to each of {@code types} in place; false after an error. */
  private boolean transform(OpAsmParser p, UnaryOperator<Type> transform, List<Type> types) {
    if (transform == IDENTITY) return true;
    for (int i = 0; i < types.size(); i++) {
      Type t = types.get(i);
      Type derived = transform.apply(t);
      if (derived == null) {
        p.emitError("'" + spec.name() + "' op cannot derive a type from '" + rw.ir.attr.TypeAttrPrinter.print(t) + "'");
        return false;
      }
      types.set(i, derived);
    }
    return true;
  }

  /**
   * The number of operands each group has in the text, for the groups of the spec (the array may
   * be longer: it is the parsed record's scratch).
   */
  private int[] operandSizes(Parsed parsed) {
    if (parsed.allOperands != null) return groupSizes(spec.operands(), parsed.allOperands.size());
    int n = spec.operands().size();
    int[] sizes = parsed.operandSizes;
    for (int g = 0; g < n; g++) sizes[g] = parsed.operandCount(g);
    return sizes;
  }

  /** Sizes of the groups of a flat list: fixed groups hold one, the (single) variable group the rest. */
  static int[] groupSizes(List<ValueSpec> groups, int total) {
    int fixed = (int) groups.stream().filter(v -> !v.arity().isVariable()).count();
    int[] sizes = new int[groups.size()];
    for (int g = 0; g < sizes.length; g++) sizes[g] = groups.get(g).arity().isVariable() ? Math.max(0, total - fixed) : 1;
    return sizes;
  }

  private static <T> List<List<T>> split(List<T> flat, int[] sizes) {
    List<List<T>> out = new ArrayList<>();
    for (int g = 0; g < sizes.length; g++) out.add(slice(flat, sizes, g));
    return out;
  }

  private static <T> List<T> slice(List<T> flat, int[] sizes, int g) {
    int start = 0;
    for (int i = 0; i < g; i++) start += sizes[i];
    start = Math.min(start, flat.size());
    return flat.subList(start, Math.min(flat.size(), start + sizes[g]));
  }

  private void regions(Parsed parsed, OperationState state) {
    List<Region> all = parsed.allRegions;
    for (int g = 0; g < spec.regions().size(); g++) {
      List<Region> group = all != null ? regionGroup(all, g) : parsed.regions[g];
      if (group == null) group = spec.regions().get(g).variadic() ? List.of() : List.of(new Region());
      for (int i = 0; i < group.size(); i++) {
        complete(group.get(i), state);
        state.regions.add(group.get(i));
      }
    }
  }

  private List<Region> regionGroup(List<Region> all, int g) {
    int fixed = (int) spec.regions().stream().filter(r -> !r.variadic()).count();
    int[] sizes = new int[spec.regions().size()];
    for (int i = 0; i < sizes.length; i++) sizes[i] = spec.regions().get(i).variadic() ? Math.max(0, all.size() - fixed) : 1;
    return slice(all, sizes, g);
  }

  /** A block for single-block ops, and the implicit terminator when the text left it out. */
  private void complete(Region r, OperationState state) {
    if (r.isEmpty() && (spec.hasTrait(Trait.SINGLE_BLOCK) || spec.implicitTerminator() != null)) r.addBlock(new Block());
    if (spec.implicitTerminator() == null || r.isEmpty()) return;
    Block b = r.entryBlock();
    Operation last = b.last();
    if (last != null && (!last.isRegistered() || last.hasTrait(Trait.IS_TERMINATOR))) return;
    b.append(Operation.create(new OperationState(state.name.context(), spec.implicitTerminator(), state.location)));
  }

  /** The first {@code n} of {@code sizes} as a segment-size attribute. */
  private static DenseArrayAttr sizes(int[] sizes, int n) {
    List<Long> values = new ArrayList<>(n);
    for (int i = 0; i < n; i++) values.add((long) sizes[i]);
    return new DenseArrayAttr(IntegerType.I32, values);
  }
}
