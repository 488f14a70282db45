package rw.dsl.semantics;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import rw.dsl.model.AttributeDef;
import rw.dsl.model.AttributeLikeDef;
import rw.dsl.model.Dialect;
import rw.dsl.model.OpDef;
import rw.dsl.model.OpMember;
import rw.dsl.model.OperandDef;
import rw.dsl.model.PropertyDef;
import rw.dsl.model.RegionDef;
import rw.dsl.model.ResultDef;
import rw.dsl.model.Segment;
import rw.dsl.model.SuccessorDef;
import rw.dsl.model.TraitDef;
import rw.dsl.model.TraitUse;

/**
 * The members of an op definition including those of its base chain (base first, in declaration
 * order): what a generator walks to emit an op view, and what scoping offers after `x.`.
 */
public final class OpMembers {
  private OpMembers() {}

  /** The base chain, root first, ending with {@code op}; cycles are cut. */
  public static List<OpDef> chain(OpDef op) {
    List<OpDef> reversed = new ArrayList<>();
    Set<OpDef> seen = new HashSet<>();
    for (OpDef o = op; o != null && !o.eIsProxy() && seen.add(o); o = o.getBase()) {
      reversed.add(o);
    }
    List<OpDef> chain = new ArrayList<>();
    for (int i = reversed.size() - 1; i >= 0; i--) {
      chain.add(reversed.get(i));
    }
    return chain;
  }

  public static List<OpMember> all(OpDef op) {
    List<OpMember> out = new ArrayList<>();
    for (OpDef o : chain(op)) {
      out.addAll(o.getMembers());
    }
    return out;
  }

  public static List<OperandDef> operands(OpDef op) {
    return ofType(op, OperandDef.class);
  }

  public static List<ResultDef> results(OpDef op) {
    return ofType(op, ResultDef.class);
  }

  public static List<PropertyDef> properties(OpDef op) {
    return ofType(op, PropertyDef.class);
  }

  public static List<AttributeDef> attributes(OpDef op) {
    return ofType(op, AttributeDef.class);
  }

  /** Properties and dictionary attributes together. */
  public static List<AttributeLikeDef> attributeLikes(OpDef op) {
    return ofType(op, AttributeLikeDef.class);
  }

  public static List<RegionDef> regions(OpDef op) {
    return ofType(op, RegionDef.class);
  }

  public static List<SuccessorDef> successors(OpDef op) {
    return ofType(op, SuccessorDef.class);
  }

  public static <T extends OpMember> List<T> ofType(OpDef op, Class<T> type) {
    List<T> out = new ArrayList<>();
    for (OpMember m : all(op)) {
      if (type.isInstance(m)) {
        out.add(type.cast(m));
      }
    }
    return out;
  }

  /** Traits of the op and its bases. */
  public static List<TraitUse> traits(OpDef op) {
    List<TraitUse> out = new ArrayList<>();
    for (OpDef o : chain(op)) {
      out.addAll(o.getTraits());
    }
    return out;
  }

  public static boolean hasTrait(OpDef op, String traitName) {
    for (TraitUse t : traits(op)) {
      TraitDef def = t.getTrait();
      if (def != null && !def.eIsProxy() && traitName.equals(def.getName())) {
        return true;
      }
    }
    return false;
  }

  public static Segment segment(OpMember m) {
    if (m instanceof OperandDef o) {
      return o.getSegment();
    }
    if (m instanceof ResultDef r) {
      return r.getSegment();
    }
    if (m instanceof RegionDef r) {
      return r.getSegment();
    }
    if (m instanceof SuccessorDef s) {
      return s.getSegment();
    }
    return Segment.SINGLE;
  }

  public static boolean isVariadic(OpMember m) {
    return segment(m) == Segment.VARIADIC;
  }

  /** True when an attribute-like member may be left out when the op is built. */
  public static boolean isOptional(AttributeLikeDef a) {
    if (a instanceof PropertyDef p) {
      return p.isOptional() || p.getDefault() != null;
    }
    AttributeDef d = (AttributeDef) a;
    return d.isOptional() || d.getDefault() != null;
  }

  /** `gpu.launch_func`: the dialect name and the op's (possibly dotted) name. */
  public static String fullName(OpDef op) {
    if (op.eContainer() instanceof Dialect d) {
      return d.getName() + "." + op.getName();
    }
    return op.getName();
  }
}
