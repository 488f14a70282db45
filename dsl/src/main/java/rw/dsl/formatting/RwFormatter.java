package rw.dsl.formatting;

import java.util.List;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.formatting2.AbstractFormatter2;
import org.eclipse.xtext.formatting2.IFormattableDocument;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegion;
import org.eclipse.xtext.formatting2.regionaccess.ISemanticRegionsFinder;
import rw.dsl.model.BinaryExpr;
import rw.dsl.model.Block;
import rw.dsl.model.ConversionDriver;
import rw.dsl.model.Declaration;
import rw.dsl.model.Dialect;
import rw.dsl.model.DialectMember;
import rw.dsl.model.ExternBlock;
import rw.dsl.model.GreedyDriver;
import rw.dsl.model.InlineTarget;
import rw.dsl.model.ModelPackage;
import rw.dsl.model.Nest;
import rw.dsl.model.OpDef;
import rw.dsl.model.Pass;
import rw.dsl.model.PatternSet;
import rw.dsl.model.Pipeline;
import rw.dsl.model.RegionBuild;
import rw.dsl.model.RwFile;
import rw.dsl.model.Table;
import rw.dsl.model.Target;
import rw.dsl.model.TypeMap;

/**
 * Layout of .rw: two-space indentation inside `{ }` blocks, one member or statement per line, a
 * blank line between top-level declarations, and MLIR-like spacing inside expressions.
 */
public final class RwFormatter extends AbstractFormatter2 {
  private static final List<String> SPACED = List.of("=", "|", "in", "with", "to", "benefit", "is");
  private static final List<String> SPACE_AFTER = List.of("on", "=>", "not", "op", "pattern", "patterns", "table", "pass", "pipeline",
      "let", "require", "for", "if", "replace", "erase", "rename", "set", "remove", "return", "lookup", "ensure", "typemap",
      "target", "action", "extern", "constraint", "alias", "trait", "enum", "option", "format", "summary", "description",
      "operands", "results", "properties", "attributes", "regions", "successors", "legal", "illegal", "dynamic", "nest",
      "include");
  private static final List<String> SECTIONS = List.of("summary", "description", "operands", "results", "properties",
      "attributes", "regions", "successors", "format", "verifier", "option", "depends", "before", "after", "apply",
      "convert", "patterns", "typemap", "target", "max-iterations");

  @Override
  protected void initialize(org.eclipse.xtext.formatting2.FormatterRequest request) {
    java.util.Map<String, String> fixed = java.util.Map.of(
        org.eclipse.xtext.formatting2.FormatterPreferenceKeys.indentation.getId(), "  ",
        org.eclipse.xtext.formatting2.FormatterPreferenceKeys.lineSeparator.getId(), "\n");
    request.setPreferences(new org.eclipse.xtext.preferences.MapBasedPreferenceValues(request.getPreferences(), fixed));
    super.initialize(request);
  }

  @Override
  public void format(Object obj, IFormattableDocument doc) {
    if (obj instanceof EObject o && !(obj instanceof RwFile)) {
      formatTokens(o, doc);
      if (isBlock(o)) {
        formatBlock(o, doc);
      }
    }
    if (obj instanceof RwFile f) {
      formatFile(f, doc);
    }
    if (obj instanceof org.eclipse.xtext.resource.XtextResource r) {
      _format(r, doc);
    } else if (obj instanceof EObject o) {
      _format(o, doc);
    } else {
      _format(obj, doc);
    }
  }

  private void formatFile(RwFile f, IFormattableDocument doc) {
    List<Declaration> decls = f.getDeclarations();
    for (int i = 0; i < decls.size(); i++) {
      int lines = i == 0 && f.getJavaPackage() == null ? 0 : 2;
      doc.prepend(decls.get(i), it -> {
        it.setNewLines(lines);
        it.noSpace();
      });
    }
    if (!decls.isEmpty()) {
      doc.append(decls.get(decls.size() - 1), it -> it.setNewLines(1));
    }
  }

  private void formatTokens(EObject o, IFormattableDocument doc) {
    ISemanticRegionsFinder r = textRegionExtensions.regionFor(o);
    for (ISemanticRegion c : r.keywords(",")) {
      doc.prepend(c, it -> it.noSpace());
      doc.append(c, it -> keepBreakOr(it, " "));
    }
    for (ISemanticRegion c : r.keywords("(", "[", "<{")) {
      doc.append(c, it -> keepBreakOr(it, ""));
    }
    for (ISemanticRegion c : r.keywords(")", "]", "}>")) {
      doc.prepend(c, it -> keepBreakOr(it, ""));
    }
    for (ISemanticRegion c : r.keywords("...")) {
      doc.prepend(c, it -> it.noSpace());
    }
    boolean spacedColon = o instanceof rw.dsl.model.AttributeArg || o instanceof OpDef;
    for (ISemanticRegion c : r.keywords(":")) {
      doc.prepend(c, it -> it.setSpace(spacedColon ? " " : ""));
      doc.append(c, it -> it.oneSpace());
    }
    List<String> glued = o instanceof rw.dsl.model.BinderPattern || o instanceof rw.dsl.model.SymbolPartPattern
        ? List.of(".", "::", "@", "$", "?", "!", "#") : List.of(".", "::", "@", "$", "!", "#");
    for (ISemanticRegion c : r.keywords(glued.toArray(String[]::new))) {
      doc.append(c, it -> it.noSpace());
    }
    for (ISemanticRegion c : r.keywords(".", "::", "^")) {
      doc.prepend(c, it -> it.noSpace());
    }
    for (ISemanticRegion c : r.keywords("->")) {
      doc.prepend(c, it -> it.oneSpace());
      doc.append(c, it -> keepBreakOr(it, " "));
    }
    if (o instanceof rw.dsl.model.TypeRule) {
      doc.interior(o, it -> it.indent());
    }
    if (o instanceof rw.dsl.model.EnumDef) {
      for (var p : r.keywordPairs("{", "}")) {
        doc.interior(p.getKey(), p.getValue(), it -> it.indent());
      }
    }
    for (ISemanticRegion c : r.keywords(SPACED.toArray(String[]::new))) {
      doc.surround(c, it -> it.oneSpace());
    }
    boolean format = o instanceof rw.dsl.model.FormatElement || o instanceof rw.dsl.model.FormatArg;
    for (ISemanticRegion c : format ? List.<ISemanticRegion>of() : r.keywords(SPACE_AFTER.toArray(String[]::new))) {
      doc.append(c, it -> it.oneSpace());
    }
    if (o instanceof rw.dsl.model.BuiltinCall || o instanceof rw.dsl.model.Call || o instanceof rw.dsl.model.OpBuild
        || o instanceof rw.dsl.model.OpMatch) {
      ISemanticRegion paren = r.keyword("(");
      if (paren != null) {
        doc.prepend(paren, it -> it.noSpace());
      }
    }
    if (o instanceof BinaryExpr) {
      doc.surround(r.feature(ModelPackage.eINSTANCE.getBinaryExpr_Op()), it -> it.oneSpace());
    }
    if (o instanceof OpDef) {
      indentParenthesized(r, doc);
    }
  }

  /** A line break written by the author stays; otherwise the given space. */
  private static void keepBreakOr(org.eclipse.xtext.formatting2.IHiddenRegionFormatter it, String space) {
    it.setNewLines(0, 0, 1);
    it.setSpace(space);
  }

  /** Members of `operands ( ... )` written one per line are indented inside the parentheses. */
  private static void indentParenthesized(ISemanticRegionsFinder r, IFormattableDocument doc) {
    for (org.eclipse.xtext.xbase.lib.Pair<ISemanticRegion, ISemanticRegion> p : r.keywordPairs("(", ")")) {
      doc.interior(p.getKey(), p.getValue(), it -> it.indent());
    }
  }

  private void formatBlock(EObject o, IFormattableDocument doc) {
    ISemanticRegionsFinder r = textRegionExtensions.regionFor(o);
    ISemanticRegion open = r.keyword("{");
    ISemanticRegion close = r.keyword("}");
    if (open == null || close == null) {
      return;
    }
    if (!(o instanceof RegionBuild)) {
      doc.prepend(open, it -> it.oneSpace());
    }
    doc.interior(open, close, it -> it.indent());
    boolean empty = o.eContents().isEmpty() && r.keywords(SECTIONS.toArray(String[]::new)).isEmpty();
    doc.append(open, it -> {
      it.highPriority();
      it.setNewLines(empty ? 0 : 1);
    });
    doc.prepend(close, it -> {
      it.highPriority();
      it.setNewLines(empty ? 0 : 1);
    });
    for (ISemanticRegion s : r.keywords(SECTIONS.toArray(String[]::new))) {
      if (s.getOffset() > open.getOffset()) {
        doc.prepend(s, it -> {
          it.lowPriority();
          it.setNewLines(1, 1, 2);
        });
      }
    }
    for (EObject child : o.eContents()) {
      if (isLine(o, child)) {
        doc.prepend(child, it -> {
          it.lowPriority();
          it.setNewLines(1, 1, 2);
        });
      }
    }
  }

  private static boolean containsBlock(EObject o) {
    if (isBlock(o)) {
      return true;
    }
    for (EObject c : o.eContents()) {
      if (containsBlock(c)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isBlock(EObject o) {
    return o instanceof Dialect || o instanceof OpDef || o instanceof PatternSet || o instanceof Table || o instanceof Block
        || o instanceof RegionBuild || o instanceof TypeMap || o instanceof Target || o instanceof InlineTarget
        || o instanceof Pass || o instanceof Pipeline || o instanceof Nest || o instanceof ExternBlock
        || o instanceof GreedyDriver || o instanceof ConversionDriver;
  }

  /** Children that take a line of their own inside a block. */
  private static boolean isLine(EObject block, EObject child) {
    if (block instanceof OpDef) {
      return child instanceof rw.dsl.model.AssemblyFormat;
    }
    if (block instanceof Dialect) {
      return child instanceof DialectMember;
    }
    if (block instanceof Pass) {
      return child.eContainingFeature() == ModelPackage.eINSTANCE.getPass_Options();
    }
    return !(block instanceof GreedyDriver || block instanceof ConversionDriver) || child instanceof InlineTarget;
  }
}
