package rw.dsl;

import com.google.inject.Binder;
import com.google.inject.name.Names;
import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.resource.IDefaultResourceDescriptionStrategy;
import org.eclipse.xtext.scoping.IScopeProvider;
import org.eclipse.xtext.scoping.impl.AbstractDeclarativeScopeProvider;
import rw.dsl.conversion.RwValueConverters;
import rw.dsl.naming.RwQualifiedNameProvider;
import rw.dsl.resource.RwResourceDescriptionStrategy;
import rw.dsl.scoping.RwImportedNamespaceScopes;

/** Guice bindings of the .rw language's runtime services (parser, linker, scoping, validation). */
public class RwRuntimeModule extends AbstractRwRuntimeModule {

  @Override
  public Class<? extends IValueConverterService> bindIValueConverterService() {
    return RwValueConverters.class;
  }

  @Override
  public Class<? extends IQualifiedNameProvider> bindIQualifiedNameProvider() {
    return RwQualifiedNameProvider.class;
  }

  public Class<? extends IDefaultResourceDescriptionStrategy> bindIDefaultResourceDescriptionStrategy() {
    return RwResourceDescriptionStrategy.class;
  }

  public Class<? extends org.eclipse.xtext.linking.ILinkingDiagnosticMessageProvider> bindILinkingDiagnosticMessageProvider() {
    return rw.dsl.linking.RwLinkingMessages.class;
  }

  public Class<? extends org.eclipse.xtext.documentation.IEObjectDocumentationProvider> bindIEObjectDocumentationProvider() {
    return rw.dsl.documentation.RwDocumentation.class;
  }

  public Class<? extends org.eclipse.xtext.formatting2.IFormatter2> bindIFormatter2() {
    return rw.dsl.formatting.RwFormatter.class;
  }

  @Override
  public void configureIScopeProviderDelegate(Binder binder) {
    binder.bind(IScopeProvider.class)
        .annotatedWith(Names.named(AbstractDeclarativeScopeProvider.NAMED_DELEGATE))
        .to(RwImportedNamespaceScopes.class);
  }
}
