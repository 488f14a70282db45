package rw.dsl.documentation;

import com.google.inject.Inject;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.documentation.IEObjectDocumentationProvider;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import rw.dsl.model.AttributeLikeDef;
import rw.dsl.model.EnumCase;
import rw.dsl.model.OpDef;
import rw.dsl.model.OpMember;
import rw.dsl.model.Pass;
import rw.dsl.model.PropertyDef;
import rw.dsl.model.TermParam;
import rw.dsl.model.Var;
import rw.dsl.semantics.OpMembers;
import rw.dsl.semantics.VarTypes;

/** Hover text (Markdown): the summary and description of what a name denotes, with its shape. */
public final class RwDocumentation implements IEObjectDocumentationProvider {
  @Inject private IQualifiedNameProvider names;

  @Override
  public String getDocumentation(EObject o) {
    if (o instanceof OpDef op) {
      return opDoc(op);
    }
    if (o instanceof OpMember m && m.eContainer() instanceof OpDef op) {
      return memberDoc(m, op);
    }
    if (o instanceof TermParam p) {
      return "parameter `" + p.getName() + "`: `" + text(p.getKind()) + "`";
    }
    if (o instanceof EnumCase c) {
      return "case of enum `" + names.getFullyQualifiedName(c.eContainer()) + "`" + (c.getValue() != 0 ? " = " + c.getValue() : "");
    }
    if (o instanceof Var v) {
      return "`" + v.getName() + "`: " + VarTypes.of(v).describe();
    }
    String head = heading(o);
    String body = join(string(o, "summary"), string(o, "description"));
    if (o instanceof Pass p) {
      head = head + " (`--" + p.getCli() + "`)";
    }
    return head == null && body == null ? null : join(head, body);
  }

  private String opDoc(OpDef op) {
    StringBuilder b = new StringBuilder("**").append(OpMembers.fullName(op)).append("**");
    if (op.isAbstract()) {
      b.append(" (abstract)");
    }
    String docs = join(op.getSummary(), op.getDescription());
    if (docs != null) {
      b.append("\n\n").append(docs);
    }
    appendMembers(b, "operands", OpMembers.operands(op));
    appendMembers(b, "results", OpMembers.results(op));
    appendMembers(b, "properties", OpMembers.properties(op));
    appendMembers(b, "attributes", OpMembers.attributes(op));
    appendMembers(b, "regions", OpMembers.regions(op));
    return b.toString();
  }

  private void appendMembers(StringBuilder b, String title, java.util.List<? extends OpMember> members) {
    if (members.isEmpty()) {
      return;
    }
    b.append("\n\n").append(title).append(": ");
    for (int i = 0; i < members.size(); i++) {
      b.append(i == 0 ? "" : ", ").append('`').append(text(members.get(i))).append('`');
    }
  }

  private String memberDoc(OpMember m, OpDef op) {
    String kind = m instanceof PropertyDef ? "property" : m instanceof AttributeLikeDef ? "attribute" : words(m.eClass().getName());
    return kind + " `" + text(m) + "` of **" + OpMembers.fullName(op) + "**" + (op.getSummary() == null ? "" : "\n\n" + op.getSummary());
  }

  private String heading(EObject o) {
    QualifiedName qn = names.getFullyQualifiedName(o);
    return qn == null ? null : "**" + qn + "** (" + words(o.eClass().getName()) + ")";
  }

  private static String words(String className) {
    return className.replaceAll("Def$", "").replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase();
  }

  private static String string(EObject o, String feature) {
    EStructuralFeature f = o.eClass().getEStructuralFeature(feature);
    return f == null ? null : (String) o.eGet(f);
  }

  private static String text(EObject o) {
    var node = NodeModelUtils.getNode(o);
    return node == null ? "" : NodeModelUtils.getTokenText(node);
  }

  private static String join(String a, String b) {
    if (a == null) {
      return b;
    }
    return b == null ? a : a + "\n\n" + b;
  }
}
