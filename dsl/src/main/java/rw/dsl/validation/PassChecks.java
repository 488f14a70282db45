package rw.dsl.validation;

import com.google.inject.Inject;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsProvider;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.validation.Check;
import rw.dsl.model.ConversionDriver;
import rw.dsl.model.ExternPass;
import rw.dsl.model.ExternPatterns;
import rw.dsl.model.GreedyDriver;
import rw.dsl.model.Pass;
import rw.dsl.model.PatternSet;
import rw.dsl.model.PatternSource;
import rw.dsl.model.Pipeline;
import rw.dsl.resource.RwResourceDescriptionStrategy;

/** Passes and pipelines: CLI names, drivers fed with the right kind of pattern sets. */
public final class PassChecks extends RwCheck {
  private static final String KEBAB = "[a-z0-9]+(-[a-z0-9]+)*";

  @Inject private ResourceDescriptionsProvider indexProvider;

  @Check
  public void cliName(Pass p) {
    cliName(p, p.getCli(), P.getPass_Cli());
  }

  @Check
  public void cliName(Pipeline p) {
    cliName(p, p.getCli(), P.getPipeline_Cli());
  }

  @Check
  public void cliName(ExternPass p) {
    cliName(p, p.getCli(), P.getExternPass_Cli());
  }

  private void cliName(EObject pass, String cli, org.eclipse.emf.ecore.EStructuralFeature feature) {
    if (cli == null || !cli.matches(KEBAB)) {
      error("a pass's command-line name is kebab-case, like \"lower-host-to-llvm\"", pass, feature, IssueCodes.PASS);
      return;
    }
    IResourceDescriptions index = indexProvider.getResourceDescriptions(pass.eResource());
    for (IEObjectDescription d : index.getExportedObjects()) {
      if (cli.equals(d.getUserData(RwResourceDescriptionStrategy.CLI)) && !d.getEObjectURI().equals(EcoreUtil.getURI(pass))) {
        error("another pass is already called \"" + cli + "\" (" + d.getName() + ")", pass, feature, IssueCodes.DUPLICATE);
        return;
      }
    }
  }

  @Check
  public void conversionSets(ConversionDriver d) {
    for (int i = 0; i < d.getSets().size(); i++) {
      PatternSource s = d.getSets().get(i);
      if (s != null && !s.eIsProxy() && !isConversion(s)) {
        error("'convert' takes conversion pattern sets; declare this one `conversion patterns`", d,
            feature(d, "sets"), i, IssueCodes.PASS);
      }
    }
  }

  @Check
  public void greedySets(GreedyDriver d) {
    for (int i = 0; i < d.getSets().size(); i++) {
      PatternSource s = d.getSets().get(i);
      if (s != null && !s.eIsProxy() && isConversion(s)) {
        error("conversion patterns need a type converter: use them in 'convert', not 'apply'", d,
            feature(d, "sets"), i, IssueCodes.PASS);
      }
    }
  }

  private static boolean isConversion(PatternSource s) {
    return s instanceof PatternSet p ? p.isConversion() : ((ExternPatterns) s).isConversion();
  }
}
