package rw.dsl.naming;

import com.google.inject.Inject;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.IQualifiedNameConverter;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.naming.QualifiedName;
import rw.dsl.model.ActionDef;
import rw.dsl.model.AttrDef;
import rw.dsl.model.ConstraintDef;
import rw.dsl.model.Dialect;
import rw.dsl.model.EnumCase;
import rw.dsl.model.EnumDef;
import rw.dsl.model.ExternMember;
import rw.dsl.model.OpDef;
import rw.dsl.model.Pass;
import rw.dsl.model.Pattern;
import rw.dsl.model.PatternSet;
import rw.dsl.model.Pipeline;
import rw.dsl.model.Table;
import rw.dsl.model.Target;
import rw.dsl.model.TraitDef;
import rw.dsl.model.TypeAlias;
import rw.dsl.model.TypeDef;
import rw.dsl.model.TypeMap;

/**
 * Global names: dialect members are `dialect.name` (`gpu.launch_func`, `llvm.Linkage.linkonce`);
 * pattern sets, type maps, targets, passes, pipelines, actions and externs are single names;
 * patterns are `Set.Pattern`. Local things (variables, parameters, op members) have no global name.
 */
public final class RwQualifiedNameProvider extends IQualifiedNameProvider.AbstractImpl {
  @Inject private IQualifiedNameConverter converter;

  @Override
  public QualifiedName getFullyQualifiedName(EObject obj) {
    if (obj instanceof Dialect d) {
      return name(d.getName());
    }
    if (obj instanceof OpDef || obj instanceof TypeDef || obj instanceof AttrDef || obj instanceof EnumDef
        || obj instanceof ConstraintDef || obj instanceof TraitDef || obj instanceof TypeAlias) {
      return inDialect(obj);
    }
    if (obj instanceof EnumCase c && c.eContainer() instanceof EnumDef e) {
      QualifiedName parent = inDialect(e);
      return parent == null || c.getName() == null ? null : parent.append(c.getName());
    }
    if (obj instanceof Pattern p && p.eContainer() instanceof PatternSet s) {
      return qualifiedIn(s.getName(), p.getName());
    }
    if (obj instanceof Table t && t.eContainer() instanceof PatternSet s) {
      return qualifiedIn(s.getName(), t.getName());
    }
    if (obj instanceof PatternSet || obj instanceof TypeMap || obj instanceof Target || obj instanceof Pass
        || obj instanceof Pipeline || obj instanceof ActionDef || obj instanceof ExternMember) {
      return name(nameOf(obj));
    }
    return null;
  }

  private QualifiedName inDialect(EObject obj) {
    if (!(obj.eContainer() instanceof Dialect d) || d.getName() == null) {
      return null;
    }
    String own = nameOf(obj);
    return own == null ? null : QualifiedName.create(d.getName()).append(converter.toQualifiedName(own));
  }

  private QualifiedName qualifiedIn(String outer, String inner) {
    if (outer == null || inner == null) {
      return null;
    }
    return QualifiedName.create(outer, inner);
  }

  private QualifiedName name(String name) {
    return name == null ? null : converter.toQualifiedName(name);
  }

  private static String nameOf(EObject obj) {
    Object v = obj.eGet(obj.eClass().getEStructuralFeature("name"));
    return v instanceof String s ? s : null;
  }
}
