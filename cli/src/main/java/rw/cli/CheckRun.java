package rw.cli;

import java.util.List;
import rw.cli.RwSources.Source;
import rw.cli.RwWorkspace.RwIssue;
import rw.dsl.RwStandaloneSetup;

/** What {@code rw check} does. */
final class CheckRun {
  private CheckRun() {}

  static int run(Io io, List<String> files) {
    List<Source> sources;
    RwWorkspace workspace;
    try {
      sources = RwSources.expand(files);
      workspace = new RwWorkspace(new RwStandaloneSetup().createInjectorAndDoEMFRegistration()).load(sources);
    } catch (CliError e) {
      io.err().println(e.getMessage());
      return 1;
    }
    return report(workspace.validate(), io) ? 1 : 0;
  }

  /** Prints {@code issues} on standard error; true when one of them is an error. */
  static boolean report(List<RwIssue> issues, Io io) {
    boolean failed = false;
    for (RwIssue issue : issues) {
      io.err().println(issue.render());
      failed |= issue.isError();
    }
    io.err().flush();
    return failed;
  }
}
