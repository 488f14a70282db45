package rw.cli;

import com.google.inject.Injector;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import rw.cli.RwSources.Source;

/**
 * {@code .rw} files loaded together into one resource set (so that references between them
 * resolve, as in the Maven build and the language server), and their issues: syntax, linking
 * and every check of the dsl's validator.
 */
final class RwWorkspace {
  /** One issue, ready to print as {@code file:line:col: severity: message} (MLIR's form). */
  record RwIssue(String file, int order, int line, int column, String severity, String message) {
    boolean isError() {
      return severity.equals("error");
    }

    String render() {
      String where = line > 0 ? file + ":" + line + ":" + Math.max(column, 1) : file;
      return where + ": " + severity + ": " + message;
    }
  }

  private static final Comparator<RwIssue> ORDER = Comparator.comparingInt(RwIssue::order)
      .thenComparingInt(RwIssue::line).thenComparingInt(RwIssue::column);

  private final Injector injector;
  private final XtextResourceSet set;
  private final Map<Resource, Source> sources = new IdentityHashMap<>();
  private final List<Resource> resources = new ArrayList<>();

  RwWorkspace(Injector injector) {
    this.injector = injector;
    this.set = injector.getInstance(XtextResourceSet.class);
  }

  /** Loads every file; a file that cannot be read is a {@link CliError}. */
  RwWorkspace load(List<Source> files) throws CliError {
    for (Source s : files) {
      Resource r = set.createResource(URI.createFileURI(s.path().toAbsolutePath().normalize().toString()));
      if (r == null) throw new CliError("'" + s.shown() + "' is not a .rw file");
      try {
        r.load(new ByteArrayInputStream(Files.readAllBytes(s.path())), set.getLoadOptions());
      } catch (IOException e) {
        throw new CliError("cannot open input file '" + s.shown() + "': " + e.getMessage());
      }
      sources.put(r, s);
      resources.add(r);
    }
    EcoreUtil.resolveAll(set);
    return this;
  }

  Injector injector() {
    return injector;
  }

  List<Resource> resources() {
    return List.copyOf(resources);
  }

  /** The name of {@code r} in diagnostics. */
  String shown(Resource r) {
    Source s = sources.get(r);
    return s == null ? String.valueOf(r.getURI()) : s.shown();
  }

  /** Every issue of every file, in file order, then by position. */
  List<RwIssue> validate() {
    IResourceValidator validator = injector.getInstance(IResourceValidator.class);
    List<RwIssue> issues = new ArrayList<>();
    for (int i = 0; i < resources.size(); i++) {
      Resource r = resources.get(i);
      for (Issue issue : validator.validate(r, CheckMode.ALL, CancelIndicator.NullImpl)) {
        if (issue.getSeverity() == Severity.IGNORE) continue;
        issues.add(new RwIssue(shown(r), i, orZero(issue.getLineNumber()), orZero(issue.getColumn()),
            severity(issue.getSeverity()), issue.getMessage()));
      }
    }
    issues.sort(ORDER);
    return issues;
  }

  private static int orZero(Integer n) {
    return n == null ? 0 : n;
  }

  private static String severity(Severity s) {
    return switch (s) {
      case ERROR -> "error";
      case WARNING -> "warning";
      default -> "remark";
    };
  }
}
