package rw.generator.rules;

import com.google.inject.Injector;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.generator.InMemoryFileSystemAccess;
import org.eclipse.xtext.resource.XtextResourceSet;
import rw.dsl.RwStandaloneSetup;
import rw.dsl.model.Declaration;
import rw.dsl.model.Dialect;
import rw.dsl.model.RwFile;

/** Loads {@code .rw} files together (so references resolve) and runs the rule generator on them. */
final class RuleFiles {
  private static Injector injector;

  private RuleFiles() {}

  static XtextResourceSet load(List<Path> files) {
    if (injector == null) injector = new RwStandaloneSetup().createInjectorAndDoEMFRegistration();
    XtextResourceSet set = injector.getInstance(XtextResourceSet.class);
    for (Path p : files) set.getResource(URI.createFileURI(p.toAbsolutePath().toString()), true);
    for (Resource r : new ArrayList<>(set.getResources())) org.eclipse.emf.ecore.util.EcoreUtil.resolveAll(r);
    return set;
  }

  /** Generated file path to text, for the rule declarations of {@code only} (all files when null). */
  static Map<String, String> generate(XtextResourceSet set, Path only) {
    InMemoryFileSystemAccess fsa = new InMemoryFileSystemAccess();
    RuleGenerator gen = new RuleGenerator();
    for (Resource r : set.getResources()) {
      if (only != null && !r.getURI().lastSegment().equals(only.getFileName().toString())) continue;
      RwFile file = (RwFile) r.getContents().get(0);
      for (Declaration d : file.getDeclarations()) {
        if (!(d instanceof Dialect)) gen.generate(d, r.getURI().lastSegment(), fsa, null);
      }
    }
    Map<String, String> out = new TreeMap<>();
    fsa.getAllFiles().forEach((k, v) -> out.put(k.replaceFirst("^DEFAULT_OUTPUT", ""), v.toString()));
    return out;
  }

  static List<Path> examples() throws IOException {
    try (Stream<Path> s = Files.list(Path.of("src/test/resources/rules/rw"))) {
      return s.filter(p -> p.toString().endsWith(".rw")).sorted().toList();
    }
  }
}
