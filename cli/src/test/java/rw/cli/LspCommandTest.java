package rw.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code rw lsp} run in-process on piped streams, driven by an LSP4J client as an editor drives
 * it: initialize, open a file with an error, receive its diagnostics, shut down, close.
 */
class LspCommandTest {
  private static final String PROBE = String.join("\n",
      "conversion patterns Probe {",
      "  pattern Sub on %r = arith.subi(%a, %_b) {",
      "    replace with arith.addi(%a, %a) -> type(%r)",
      "  }",
      "  pattern Broken on arith.sub(%_x, %_y) {",
      "    erase root",
      "  }",
      "}",
      "");

  @TempDir Path workspace;

  /** Keeps the first diagnostics published for the probe. */
  static final class Client implements LanguageClient {
    final CompletableFuture<PublishDiagnosticsParams> probe = new CompletableFuture<>();

    @Override
    public void publishDiagnostics(PublishDiagnosticsParams p) {
      if (p.getUri().endsWith("probe.rw")) probe.complete(p);
    }

    @Override
    public void telemetryEvent(Object object) {}

    @Override
    public void showMessage(MessageParams message) {}

    @Override
    public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams request) {
      return CompletableFuture.completedFuture(null);
    }

    @Override
    public void logMessage(MessageParams message) {}
  }

  @Test
  @SuppressWarnings("deprecation") // InitializeParams.setRootUri
  void publishesDiagnosticsOfAnOpenedFile() throws Exception {
    try (Stream<Path> files = Files.list(Path.of("src/test/resources/check/dialects"))) {
      for (Path f : files.toList()) Files.copy(f, workspace.resolve(f.getFileName()));
    }
    PipedInputStream serverIn = new PipedInputStream(1 << 20);
    PipedOutputStream toServer = new PipedOutputStream(serverIn);
    PipedInputStream clientIn = new PipedInputStream(1 << 20);
    PrintStream serverOut = new PrintStream(new PipedOutputStream(clientIn), true, StandardCharsets.UTF_8);
    ByteArrayOutputStream serverErr = new ByteArrayOutputStream();
    Io io = new Io(serverIn, serverOut, new PrintStream(serverErr, true, StandardCharsets.UTF_8), false);
    PrintStream stdout = System.out;
    CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(
        () -> Main.run(new String[] {"lsp"}, io, PassCatalog.registry()));

    Client client = new Client();
    var launcher = LSPLauncher.createClientLauncher(client, clientIn, toServer);
    launcher.startListening();
    LanguageServer server = launcher.getRemoteProxy();
    InitializeParams init = new InitializeParams();
    init.setWorkspaceFolders(List.of(new WorkspaceFolder(workspace.toUri().toString(), "dialects")));
    init.setRootUri(workspace.toUri().toString()); // Xtext's server still needs it
    server.initialize(init).get(60, TimeUnit.SECONDS);
    server.initialized(new InitializedParams());
    String uri = workspace.resolve("probe.rw").toUri().toString();
    server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "rw", 1, PROBE)));

    List<Diagnostic> errors = client.probe.get(60, TimeUnit.SECONDS).getDiagnostics().stream()
        .filter(d -> d.getSeverity() == DiagnosticSeverity.Error).toList();
    assertEquals(1, errors.size(), errors.toString());
    assertEquals("unknown op 'arith.sub'", errors.get(0).getMessage());
    assertEquals(4, errors.get(0).getRange().getStart().getLine());

    server.shutdown().get(30, TimeUnit.SECONDS);
    close(toServer);
    assertEquals(0, exit.get(30, TimeUnit.SECONDS), serverErr.toString(StandardCharsets.UTF_8));
    assertSame(stdout, System.out, "rw lsp puts System.out back");
  }

  private static void close(PipedOutputStream s) {
    try {
      s.close();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
