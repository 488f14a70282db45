package rw.generator;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/** Where a generated file comes from: the {@code .rw} file name and the line of a declaration. */
public final class SourceRef {
  private SourceRef() {}

  /** The path of {@code resource} from its {@code rw/} source folder on ({@code dialect/arith.rw}), else its name. */
  public static String fileName(Resource resource) {
    String path = resource.getURI().path();
    if (path == null) return String.valueOf(resource.getURI());
    int rw = path.lastIndexOf("/rw/");
    if (rw >= 0) return path.substring(rw + 4);
    int slash = path.lastIndexOf('/');
    return slash >= 0 ? path.substring(slash + 1) : path;
  }

  /** The 1-based line where {@code element} starts, or 0 when it has no node. */
  public static int line(EObject element) {
    ICompositeNode node = NodeModelUtils.findActualNodeFor(element);
    return node == null ? 0 : node.getStartLine();
  }

  /** {@code file:line} of {@code element}. */
  public static String of(EObject element) {
    return fileName(element.eResource()) + ":" + line(element);
  }

  /** The source text of {@code element}, as written. */
  public static String text(EObject element) {
    ICompositeNode node = NodeModelUtils.findActualNodeFor(element);
    return node == null ? "" : NodeModelUtils.getTokenText(node);
  }
}
