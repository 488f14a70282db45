package rw.dsl.tests;

import com.google.inject.Inject;
import com.google.inject.Provider;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;

/** Several .rw files in one resource set, as the build and the language server see them. */
public final class Workspace {
  public static final Path EXAMPLES = Path.of("src/test/resources/examples");

  @Inject private Provider<XtextResourceSet> resourceSets;
  @Inject private IResourceValidator validator;

  private XtextResourceSet set;

  public Workspace withExamples() {
    try (Stream<Path> files = Files.list(EXAMPLES)) {
      files.filter(f -> f.toString().endsWith(".rw")).sorted().forEach(f -> add(f.getFileName().toString(), read(f)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  public Workspace withExamples(String... names) {
    for (String name : names) {
      add(name, read(EXAMPLES.resolve(name)));
    }
    return this;
  }

  public XtextResource add(String name, String text) {
    try {
      Resource r = set().createResource(URI.createURI("file:/ws/" + name));
      r.load(new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), null);
      return (XtextResource) r;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public XtextResource resource(String name) {
    return (XtextResource) set().getResource(URI.createURI("file:/ws/" + name), false);
  }

  /** Issues of one file, as `file:line: severity: message` lines. */
  public List<String> issues(String name) {
    XtextResource r = resource(name);
    EcoreUtil.resolveAll(set());
    List<String> out = new ArrayList<>();
    for (Issue i : validator.validate(r, CheckMode.ALL, CancelIndicator.NullImpl)) {
      out.add(name + ":" + i.getLineNumber() + ": " + i.getSeverity().name().toLowerCase() + ": " + i.getMessage());
    }
    return out;
  }

  public List<String> allIssues() {
    List<String> out = new ArrayList<>();
    for (Resource r : List.copyOf(set().getResources())) {
      out.addAll(issues(r.getURI().lastSegment()));
    }
    return out;
  }

  private XtextResourceSet set() {
    if (set == null) {
      set = resourceSets.get();
    }
    return set;
  }

  static String read(Path p) {
    try {
      return Files.readString(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
