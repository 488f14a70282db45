package rw.generator;

import com.google.inject.Guice;
import com.google.inject.Injector;
import rw.dsl.RwStandaloneSetup;

/**
 * Registers the .rw language with {@link RwGenerator} bound: the setup the
 * {@code xtext-maven-plugin} runs ({@code <setup>rw.generator.RwGeneratorSetup</setup>}).
 */
public class RwGeneratorSetup extends RwStandaloneSetup {
  @Override
  public Injector createInjector() {
    return Guice.createInjector(new RwGeneratorModule());
  }
}
