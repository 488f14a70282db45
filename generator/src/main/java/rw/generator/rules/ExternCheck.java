package rw.generator.rules;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.emf.common.util.URI;
import rw.dsl.model.ExternBlock;
import rw.dsl.model.ExternMember;

/**
 * Checks an {@code extern "pkg.Class"} block against the Java source of that class, next to the
 * {@code .rw} sources ({@code src/main/rw/…} beside {@code src/main/java/…}): the class must exist
 * and declare a public static method of each member's name with the member's parameter count
 * (actions take a builder and a location first). Fails the generation at the {@code .rw} line.
 */
public final class ExternCheck {
  private ExternCheck() {}

  static void check(ExternBlock block, String source) {
    URI uri = block.eResource() == null ? null : block.eResource().getURI();
    if (uri == null || !uri.isFile()) return;
    Path rw = Path.of(uri.toFileString()).toAbsolutePath();
    Path root = rw;
    while (root != null && !(root.getFileName() != null && root.getFileName().toString().equals("rw") && root.getParent() != null
        && root.getParent().getFileName().toString().equals("main"))) {
      root = root.getParent();
    }
    if (root == null) return;
    Path java = root.getParent().resolve("java").resolve(block.getJavaClass().replace('.', '/') + ".java");
    String error = check(block, java);
    if (error != null) throw new IllegalStateException(source + ":" + error);
  }

  /** {@code LINE: error: message} for the first mismatch, or {@code null}. */
  public static String check(ExternBlock block, Path javaFile) {
    if (!Files.isRegularFile(javaFile)) {
      return Names.line(block) + ": error: extern class " + block.getJavaClass() + " not found (expected " + javaFile + ")";
    }
    String text;
    try {
      text = Files.readString(javaFile);
    } catch (IOException e) {
      return Names.line(block) + ": error: cannot read " + javaFile + ": " + e.getMessage();
    }
    for (ExternMember m : block.getMembers()) {
      // Java pattern sets and passes are classes of their own, checked by the Java compiler.
      if (m instanceof rw.dsl.model.ExternPatterns || m instanceof rw.dsl.model.ExternPass) continue;
      String name = name(m);
      int expected = params(m) + (m instanceof rw.dsl.model.ExternAction ? 2 : 0);
      Matcher found = Pattern.compile("public\\s+static\\s+[\\w<>\\[\\], .?]+?\\s+" + name + "\\s*\\(([^)]*)\\)").matcher(text);
      if (!found.find()) {
        return Names.line(m) + ": error: extern " + name + ": no public static method " + name + " in " + block.getJavaClass();
      }
      String args = found.group(1).trim();
      int count = args.isEmpty() ? 0 : args.split(",").length;
      if (count != expected) {
        return Names.line(m) + ": error: extern " + name + ": " + block.getJavaClass() + "." + name + " takes " + count
            + " parameters, the declaration needs " + expected;
      }
    }
    return null;
  }

  private static String name(ExternMember m) {
    if (m instanceof rw.dsl.model.ExternAction a) return a.getName();
    if (m instanceof rw.dsl.model.ExternConstraint c) return c.getName();
    if (m instanceof rw.dsl.model.ExternFunction f) return f.getName();
    return "";
  }

  private static int params(ExternMember m) {
    if (m instanceof rw.dsl.model.ExternAction a) return a.getParams().size();
    if (m instanceof rw.dsl.model.ExternConstraint c) return c.getParams().size();
    if (m instanceof rw.dsl.model.ExternFunction f) return f.getParams().size();
    return 0;
  }
}
