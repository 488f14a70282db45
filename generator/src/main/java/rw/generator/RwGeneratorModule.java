package rw.generator;

import org.eclipse.xtext.generator.IGenerator2;
import rw.dsl.RwRuntimeModule;

/** The .rw runtime module with {@link RwGenerator} as the language's generator. */
public class RwGeneratorModule extends RwRuntimeModule {
  public Class<? extends IGenerator2> bindIGenerator2() {
    return RwGenerator.class;
  }
}
