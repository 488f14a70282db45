package rw.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.generator.GeneratorContext;
import org.eclipse.xtext.generator.GeneratorDelegate;
import org.eclipse.xtext.generator.InMemoryFileSystemAccess;
import org.eclipse.xtext.util.CancelIndicator;
import rw.cli.RwSources.Source;
import rw.cli.RwWorkspace.RwIssue;
import rw.generator.RwGeneratorSetup;
import rw.generator.SourceRef;
import rw.generator.dialect.GeneratorError;

/**
 * What {@code rw gen} does: check the files, generate every file's Java in memory, then write
 * it all out ({@link JavaFiles}). Nothing is written when a file has an error.
 */
final class GenRun {
  private static final Pattern AT_LINE = Pattern.compile("(?s)[^:]*:(\\d+): (.*)");

  private GenRun() {}

  static int run(Io io, List<String> sourceArgs, List<String> referenceArgs, String output) {
    try {
      List<Source> sources = RwSources.expand(sourceArgs);
      List<Source> all = new ArrayList<>(sources);
      all.addAll(RwSources.expand(referenceArgs));
      RwWorkspace workspace = new RwWorkspace(new RwGeneratorSetup().createInjectorAndDoEMFRegistration())
          .load(RwSources.distinct(all));
      if (CheckRun.report(workspace.validate(), io)) return 1;
      SortedMap<String, String> files = new TreeMap<>();
      for (Resource r : workspace.resources().subList(0, sources.size())) {
        if (!generate(workspace, r, files, io)) return 1;
      }
      JavaFiles.write(output, files);
      return 0;
    } catch (CliError e) {
      io.err().println(e.getMessage());
      return 1;
    }
  }

  /** Adds the files generated from {@code r}; false (after printing why) when the generator refused it. */
  private static boolean generate(RwWorkspace workspace, Resource r, Map<String, String> files, Io io) {
    Collector fsa = new Collector(files);
    GeneratorContext context = new GeneratorContext();
    context.setCancelIndicator(CancelIndicator.NullImpl);
    try {
      workspace.injector().getInstance(GeneratorDelegate.class).generate(r, fsa, context);
      return true;
    } catch (GeneratorError e) {
      io.err().println(located(workspace.shown(r), SourceRef.fileName(r), e.getMessage()));
      return false;
    }
  }

  /** The generator's {@code name:line: message} as {@code file:line:1: error: message}. */
  static String located(String shown, String name, String message) {
    Matcher m = message.startsWith(name + ":") ? AT_LINE.matcher(message.substring(name.length())) : null;
    if (m == null || !m.matches()) return shown + ": error: " + message;
    return new RwIssue(shown, 0, Integer.parseInt(m.group(1)), 1, "error", m.group(2)).render();
  }

  /** Keeps the generated texts in {@code files}, by path. */
  private static final class Collector extends InMemoryFileSystemAccess {
    private final Map<String, String> files;

    Collector(Map<String, String> files) {
      this.files = files;
    }

    @Override
    public void generateFile(String fileName, String outputConfigName, CharSequence contents) {
      files.put(fileName, contents.toString());
    }
  }
}
