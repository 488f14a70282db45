package rw.dsl.ide;

import com.google.inject.Guice;
import com.google.inject.Injector;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.ide.server.ServerModule;

/**
 * The .rw language server over a pair of streams (stdio for `rw lsp` and editors): diagnostics,
 * completion, hover, go-to-definition, document symbols, rename, formatting.
 */
public final class RwLanguageServer {
  private RwLanguageServer() {}

  public static void main(String[] args) throws InterruptedException, ExecutionException {
    java.io.PrintStream protocol = System.out;
    System.setOut(System.err); // logging must never reach the protocol stream
    run(System.in, protocol).get();
  }

  /** Starts serving; the future completes when the client closes the connection. */
  public static Future<Void> run(InputStream in, OutputStream out) {
    Injector injector = Guice.createInjector(new ServerModule());
    LanguageServerImpl server = injector.getInstance(LanguageServerImpl.class);
    Launcher<LanguageClient> launcher = LSPLauncher.createServerLauncher(server, in, out);
    server.connect(launcher.getRemoteProxy());
    return launcher.startListening();
  }
}
