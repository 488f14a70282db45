package rw.dsl.semantics;

import org.eclipse.emf.ecore.EObject;
import rw.dsl.model.AttrDef;
import rw.dsl.model.AttributeLikeDef;
import rw.dsl.model.ConstraintDef;
import rw.dsl.model.ConstraintKind;
import rw.dsl.model.EnumDef;
import rw.dsl.model.Kind;
import rw.dsl.model.ListKind;
import rw.dsl.model.OpDef;
import rw.dsl.model.OpMember;
import rw.dsl.model.OperandDef;
import rw.dsl.model.PrimitiveKind;
import rw.dsl.model.RefKind;
import rw.dsl.model.RegionDef;
import rw.dsl.model.ResultDef;
import rw.dsl.model.SuccessorDef;
import rw.dsl.model.TermParam;
import rw.dsl.model.TypeAlias;
import rw.dsl.model.TypeDef;

/** Static types of declared kinds (`int`, `list<type>`, `spirv.module`) and of op members. */
public final class KindTypes {
  private KindTypes() {}

  public static StaticType of(Kind kind) {
    if (kind instanceof PrimitiveKind p) {
      return switch (p.getPrimitive()) {
        case INT -> StaticType.INT;
        case FLOAT -> StaticType.of(StaticType.Kind.FLOAT);
        case BOOL -> StaticType.BOOL;
        case STRING -> StaticType.STRING;
        case TYPE -> StaticType.TYPE;
        case ATTR -> StaticType.ATTR;
        case SYMBOL -> StaticType.SYMBOL;
        case VALUE -> StaticType.VALUE;
        case OP -> StaticType.of(StaticType.Kind.OP);
        case REGION -> StaticType.REGION;
        case SYMBOL_TABLE -> StaticType.of(StaticType.Kind.SYMBOL_TABLE);
        case BLOCK -> StaticType.of(StaticType.Kind.SUCCESSOR);
      };
    }
    if (kind instanceof ListKind l) {
      return StaticType.list(of(l.getElement()));
    }
    if (kind instanceof RefKind r) {
      return ofDefinition(r.getRef());
    }
    return StaticType.ANY;
  }

  /** What a reference to a definition denotes when used where a value of that kind is expected. */
  public static StaticType ofDefinition(EObject def) {
    if (def == null || def.eIsProxy()) {
      return StaticType.ANY;
    }
    if (def instanceof OpDef) {
      return StaticType.of(StaticType.Kind.OP, def);
    }
    if (def instanceof TypeDef || def instanceof TypeAlias) {
      return StaticType.of(StaticType.Kind.TYPE, def);
    }
    if (def instanceof AttrDef) {
      return StaticType.of(StaticType.Kind.ATTR, def);
    }
    if (def instanceof EnumDef) {
      return StaticType.of(StaticType.Kind.ENUM, def);
    }
    if (def instanceof ConstraintDef c) {
      return StaticType.of(c.getKind() == ConstraintKind.ATTR ? StaticType.Kind.ATTR : StaticType.Kind.TYPE, def);
    }
    return StaticType.ANY;
  }

  /** `op.member`: operands and results are values (lists when variadic), attributes are attributes. */
  public static StaticType ofMember(EObject member) {
    if (member instanceof OperandDef || member instanceof ResultDef) {
      StaticType v = StaticType.VALUE;
      return OpMembers.isVariadic((OpMember) member) ? StaticType.list(v) : v;
    }
    if (member instanceof AttributeLikeDef) {
      return StaticType.of(StaticType.Kind.ATTR, member);
    }
    if (member instanceof RegionDef r) {
      return OpMembers.isVariadic(r) ? StaticType.list(StaticType.REGION) : StaticType.REGION;
    }
    if (member instanceof SuccessorDef) {
      return StaticType.of(StaticType.Kind.SUCCESSOR);
    }
    if (member instanceof TermParam p) {
      return p.getKind() == null ? StaticType.ANY : of(p.getKind());
    }
    return StaticType.ANY;
  }
}
