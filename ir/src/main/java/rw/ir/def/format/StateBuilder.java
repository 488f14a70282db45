package rw.ir.def.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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
  private final OpSpec spec;
  private final TypeResolution resolution;

  StateBuilder(OpSpec spec, TypeResolution resolution) {
    this.spec = spec;
    this.resolution = resolution;
  }

  boolean build(OpAsmParser p, Parsed parsed, OperationState state) {
    if (!checkInherent(p, parsed)) return false;
    int[] resultSizes = resolution.infersResults() ? new int[0] : results(p, parsed, state);
    if (resultSizes == null) return false;
    int[] operandSizes = operandSizes(parsed);
    List<List<UnresolvedOperand>> uses = operands(parsed, operandSizes);
    for (int g = 0; g < operandSizes.length; g++) {
      if (!resolveGroup(p, parsed, g, uses.get(g), operandSizes, state)) return false;
    }
    if (resolution.infersResults() && (resultSizes = inferResults(p, parsed, state)) == null) return false;
    regions(parsed, state);
    for (List<Block> blocks : parsed.successors) {
      if (blocks != null) state.successors.addAll(blocks);
    }
    Map<String, Attribute> inherent = new TreeMap<>(parsed.attrs);
    if (spec.hasOperandSegments()) inherent.put(OpSpec.OPERAND_SEGMENT_SIZES, sizes(operandSizes));
    if (spec.hasResultSegments()) inherent.put(OpSpec.RESULT_SEGMENT_SIZES, sizes(resultSizes));
    spec.completeState(state, inherent, parsed.dict);
    return true;
  }

  /** MLIR's verifyInherentAttrs on the attribute dictionary. */
  private boolean checkInherent(OpAsmParser p, Parsed parsed) {
    for (NamedAttribute a : parsed.dict) {
      AttrSpec s = spec.attribute(a.name());
      if (s == null || s.constraint().accepts(a.value())) continue;
      return p.emitError(parsed.dictLocation, "'" + spec.name() + "' op attribute '" + a.name()
          + "' failed to satisfy constraint: " + s.constraint().description());
    }
    return true;
  }

  private int[] results(OpAsmParser p, Parsed parsed, OperationState state) {
    int n = spec.results().size();
    int[] sizes = new int[n];
    List<List<Type>> written = parsed.allResultTypes == null ? parsed.resultTypes
        : split(parsed.allResultTypes, groupSizes(spec.results(), parsed.allResultTypes.size()));
    for (int g = 0; g < n; g++) {
      List<Type> types = types(p, resolution.results[g], written.get(g), parsed);
      if (types == null) return null;
      state.addTypes(types);
      sizes[g] = types.size();
    }
    return sizes;
  }

  /** MLIR's InferTypeOpInterface during parsing: result types from the resolved operands. */
  private int[] inferResults(OpAsmParser p, Parsed parsed, OperationState state) {
    List<Type> operandTypes = new ArrayList<>(state.operands.size());
    for (rw.ir.Value v : state.operands) operandTypes.add(v.type());
    List<Type> types = spec.resultInference().infer(operandTypes, parsed.attrs);
    if (types == null) {
      p.emitError(state.location, "failed to infer returned types");
      return null;
    }
    state.addTypes(types);
    return groupSizes(spec.results(), types.size());
  }

  private boolean resolveGroup(OpAsmParser p, Parsed parsed, int g, List<UnresolvedOperand> uses, int[] sizes,
      OperationState state) {
    if (uses.isEmpty()) return true;
    List<Type> written = parsed.allOperandTypes == null ? parsed.operandTypes.get(g)
        : slice(parsed.allOperandTypes, sizes, g);
    List<Type> types = types(p, resolution.operands[g], written, parsed);
    if (types == null) return false;
    if (types.size() == 1 && uses.size() > 1 && !(resolution.operands[g] instanceof TypeResolution.Written)) {
      types = Collections.nCopies(uses.size(), types.get(0));
    }
    return p.resolveOperands(uses, types, state.operands);
  }

  /** The types a group gets from {@code source} (an absent written group has none); {@code null} after an error. */
  private List<Type> types(OpAsmParser p, TypeResolution.Source source, List<Type> written, Parsed parsed) {
    if (source instanceof TypeResolution.Built b) return List.of(b.type());
    if (source instanceof TypeResolution.Written) return written == null ? List.of() : written;
    TypeResolution.FromValue f = (TypeResolution.FromValue) source;
    List<Type> from;
    if (f.attr() != null) {
      Type t = AttrConstraints.typeOf(parsed.attrs.get(f.attr().name()));
      from = t == null ? List.of() : List.of(t);
    } else if (f.operand() >= 0) {
      from = parsed.allOperandTypes != null ? slice(parsed.allOperandTypes, operandSizes(parsed), f.operand())
          : parsed.operandTypes.get(f.operand());
    } else {
      from = parsed.allResultTypes != null ? parsed.allResultTypes : parsed.resultTypes.get(f.result());
    }
    if (from == null) return List.of();
    List<Type> out = new ArrayList<>(from.size());
    for (Type t : from) {
      Type derived = f.transform().apply(t);
      if (derived == null) {
        p.emitError("'" + spec.name() + "' op cannot derive a type from '" + rw.ir.attr.TypeAttrPrinter.print(t) + "'");
        return null;
      }
      out.add(derived);
    }
    return out;
  }

  /** The number of operands each group has in the text. */
  private int[] operandSizes(Parsed parsed) {
    if (parsed.allOperands != null) return groupSizes(spec.operands(), parsed.allOperands.size());
    int[] sizes = new int[spec.operands().size()];
    for (int g = 0; g < sizes.length; g++) {
      List<UnresolvedOperand> uses = parsed.operands.get(g);
      sizes[g] = uses == null ? 0 : uses.size();
    }
    return sizes;
  }

  private List<List<UnresolvedOperand>> operands(Parsed parsed, int[] sizes) {
    if (parsed.allOperands != null) return split(parsed.allOperands, sizes);
    List<List<UnresolvedOperand>> out = new ArrayList<>();
    for (List<UnresolvedOperand> uses : parsed.operands) out.add(uses == null ? List.of() : uses);
    return out;
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
      List<Region> group = all != null ? regionGroup(all, g) : parsed.regions.get(g);
      if (group == null) group = spec.regions().get(g).variadic() ? List.of() : List.of(new Region());
      for (Region r : group) {
        complete(r, state);
        state.regions.add(r);
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

  private static DenseArrayAttr sizes(int[] sizes) {
    List<Long> values = new ArrayList<>(sizes.length);
    for (int s : sizes) values.add((long) s);
    return new DenseArrayAttr(IntegerType.I32, values);
  }
}
