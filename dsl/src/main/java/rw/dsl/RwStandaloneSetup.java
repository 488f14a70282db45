package rw.dsl;

/** Registers the .rw language for standalone use (build tools, tests, the generator). */
public class RwStandaloneSetup extends RwStandaloneSetupGenerated {

  public static void doSetup() {
    new RwStandaloneSetup().createInjectorAndDoEMFRegistration();
  }
}
