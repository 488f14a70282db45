package rw.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rw.dsl.ide.RwLanguageServer;

/** Drives the .rw language server as an editor does, through LSP4J over in-memory streams. */
class LanguageServerTest {
  private static final String PROBE = String.join("\n",
      "conversion patterns Probe {",
      "  pattern Launch on launch = gpu.launch_func(kernelOperands: %args...) {",
      "    erase launch",
      "  }",
      "  pattern Broken on gpu.launch_fun(%x...) {",
      "    erase root",
      "  }",
      "}",
      "");

  @TempDir static Path workspace;
  private static LanguageServer server;
  private static RecordingClient client;
  private static PipedOutputStream toServer;

  /** Records what the server publishes. */
  static final class RecordingClient implements LanguageClient {
    final Map<String, CompletableFuture<List<Diagnostic>>> diagnostics = new ConcurrentHashMap<>();

    CompletableFuture<List<Diagnostic>> diagnosticsOf(String uri) {
      return diagnostics.computeIfAbsent(uri, k -> new CompletableFuture<>());
    }

    @Override
    public void publishDiagnostics(PublishDiagnosticsParams p) {
      CompletableFuture<List<Diagnostic>> f = diagnosticsOf(p.getUri());
      if (!f.complete(p.getDiagnostics())) {
        diagnostics.put(p.getUri(), CompletableFuture.completedFuture(p.getDiagnostics()));
      }
    }

    @Override
    public void telemetryEvent(Object object) {}

    @Override
    public void showMessage(MessageParams messageParams) {}

    @Override
    public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams requestParams) {
      return CompletableFuture.completedFuture(null);
    }

    @Override
    public void logMessage(MessageParams message) {}
  }

  @BeforeAll
  static void start() throws Exception {
    try (Stream<Path> files = Files.list(Workspace.EXAMPLES)) {
      for (Path f : files.toList()) {
        Files.copy(f, workspace.resolve(f.getFileName()));
      }
    }
    PipedInputStream serverIn = new PipedInputStream(1 << 20);
    toServer = new PipedOutputStream(serverIn);
    PipedInputStream clientIn = new PipedInputStream(1 << 20);
    PipedOutputStream fromServer = new PipedOutputStream(clientIn);
    RwLanguageServer.run(serverIn, fromServer);
    client = new RecordingClient();
    var launcher = LSPLauncher.createClientLauncher(client, clientIn, toServer);
    launcher.startListening();
    server = launcher.getRemoteProxy();
    InitializeParams init = new InitializeParams();
    init.setWorkspaceFolders(List.of(new WorkspaceFolder(workspace.toUri().toString(), "examples")));
    init.setRootUri(workspace.toUri().toString());
    server.initialize(init).get(30, TimeUnit.SECONDS);
    server.initialized(new InitializedParams());
    server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
        new TextDocumentItem(uri("probe.rw"), "rw", 1, PROBE)));
  }

  @AfterAll
  static void stop() throws Exception {
    server.shutdown().get(10, TimeUnit.SECONDS);
    toServer.close();
  }

  private static String uri(String file) {
    return workspace.resolve(file).toUri().toString();
  }

  @Test
  void workspaceFilesHaveNoDiagnosticsAndTheProbeHasOne() throws Exception {
    assertEquals(List.of(), client.diagnosticsOf(uri("lower-host-to-llvm.rw")).get(30, TimeUnit.SECONDS));
    List<Diagnostic> probe = client.diagnosticsOf(uri("probe.rw")).get(30, TimeUnit.SECONDS).stream()
        .filter(d -> d.getSeverity() == DiagnosticSeverity.Error).toList();
    assertEquals(1, probe.size(), probe.toString());
    assertEquals("unknown op 'gpu.launch_fun'", probe.get(0).getMessage());
    assertEquals(4, probe.get(0).getRange().getStart().getLine());
  }

  @Test
  void completesOperandNames() throws Exception {
    // inside `gpu.launch_func(` of line 1, where `kernelOperands` starts
    var result = server.getTextDocumentService().completion(new CompletionParams(
        new TextDocumentIdentifier(uri("probe.rw")), new Position(1, 45))).get(30, TimeUnit.SECONDS);
    List<String> labels = result.getLeft() != null
        ? result.getLeft().stream().map(CompletionItem::getLabel).toList()
        : result.getRight().getItems().stream().map(CompletionItem::getLabel).toList();
    assertTrue(labels.contains("kernelOperands"), labels.toString());
    assertTrue(labels.contains("gridSizeX"), labels.toString());
  }

  @Test
  void definitionOfAnOpIsInItsDialectFile() throws Exception {
    var result = server.getTextDocumentService().definition(new DefinitionParams(
        new TextDocumentIdentifier(uri("probe.rw")), new Position(1, 35))).get(30, TimeUnit.SECONDS);
    List<? extends Location> locations = result.getLeft();
    assertEquals(1, locations.size(), locations.toString());
    assertTrue(locations.get(0).getUri().endsWith("gpu.rw"), locations.toString());
  }

  @Test
  void hoverShowsTheOpSummary() throws Exception {
    var hover = server.getTextDocumentService().hover(new HoverParams(
        new TextDocumentIdentifier(uri("probe.rw")), new Position(1, 35))).get(30, TimeUnit.SECONDS);
    String text = hover.getContents().getRight().getValue();
    assertTrue(text.contains("Launches a function as a GPU kernel"), text);
  }

  @Test
  void outlineListsPatterns() throws Exception {
    var symbols = server.getTextDocumentService().documentSymbol(new DocumentSymbolParams(
        new TextDocumentIdentifier(uri("probe.rw")))).get(30, TimeUnit.SECONDS);
    String text = symbols.toString();
    assertTrue(text.contains("Probe") && text.contains("Launch"), text);
  }

  @Test
  void renameUpdatesEveryUse() throws Exception {
    var edit = server.getTextDocumentService().rename(new RenameParams(
        new TextDocumentIdentifier(uri("probe.rw")), new Position(1, 22), "kernelLaunch")).get(30, TimeUnit.SECONDS);
    String text = edit.toString();
    assertTrue(text.contains("kernelLaunch"), text);
  }

}
