package rw.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** {@code rw --version}: the project version, filled in by the build. */
public final class Version implements IVersionProvider {
  /** The version of this build of rw. */
  public static String number() {
    Properties p = new Properties();
    try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
      if (in != null) p.load(in);
    } catch (IOException e) {
      throw new IllegalStateException("cannot read version.properties", e);
    }
    return p.getProperty("version", "unknown");
  }

  @Override
  public String[] getVersion() {
    return new String[] {"rw " + number(), "Reads and writes the textual format of MLIR 22."};
  }
}
