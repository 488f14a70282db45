package rw.generator;

import com.google.inject.Injector;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.generator.GeneratorContext;
import org.eclipse.xtext.generator.GeneratorDelegate;
import org.eclipse.xtext.generator.InMemoryFileSystemAccess;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;

/** Loads .rw files from the test resources, validates them and runs the generator in memory. */
final class GeneratorFixture {
  private static final Injector INJECTOR = new RwGeneratorSetup().createInjectorAndDoEMFRegistration();

  private final XtextResourceSet resources = INJECTOR.getInstance(XtextResourceSet.class);

  /** Loads {@code names} (files under src/test/resources/rw). */
  GeneratorFixture load(String... names) {
    for (String n : names) {
      resources.getResource(URI.createFileURI(Path.of("src/test/resources/rw", n).toAbsolutePath().toString()), true);
    }
    EcoreUtil.resolveAll(resources);
    return this;
  }

  /** The validation errors of every loaded file. */
  List<Issue> errors() {
    IResourceValidator validator = INJECTOR.getInstance(IResourceValidator.class);
    return resources.getResources().stream()
        .flatMap(r -> validator.validate(r, CheckMode.ALL, CancelIndicator.NullImpl).stream())
        .filter(i -> i.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR).toList();
  }

  /** The files generated from {@code name}: path to text, in path order. */
  Map<String, String> generate(String name) {
    Resource r = resources.getResources().stream().filter(x -> x.getURI().lastSegment().equals(name)).findFirst()
        .orElseThrow();
    InMemoryFileSystemAccess fsa = new InMemoryFileSystemAccess();
    GeneratorContext context = new GeneratorContext();
    context.setCancelIndicator(CancelIndicator.NullImpl);
    INJECTOR.getInstance(GeneratorDelegate.class).generate(r, fsa, context);
    Map<String, String> out = new TreeMap<>();
    fsa.getTextFiles().forEach((k, v) -> out.put(k.replaceFirst("^DEFAULT_OUTPUT", ""), v.toString()));
    return out;
  }
}
