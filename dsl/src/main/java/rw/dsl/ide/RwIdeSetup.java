package rw.dsl.ide;

import com.google.inject.Guice;
import com.google.inject.Injector;
import org.eclipse.xtext.util.Modules2;
import rw.dsl.RwRuntimeModule;
import rw.dsl.RwStandaloneSetup;

/** Registers the .rw language with its IDE services; found by the language server through META-INF/services. */
public class RwIdeSetup extends RwStandaloneSetup {

  @Override
  public Injector createInjector() {
    return Guice.createInjector(Modules2.mixin(new RwRuntimeModule(), new RwIdeModule()));
  }
}
