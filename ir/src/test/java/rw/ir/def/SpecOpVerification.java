package rw.ir.def;

import java.util.stream.Collectors;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.diag.Diagnostic;
import rw.ir.loc.FileLineColLoc;
import rw.ir.verify.Verifier;

/** Builds one op of a registered test kind with given properties and attributes and verifies it. */
final class SpecOpVerification {
  private SpecOpVerification() {}

  /** The rendered diagnostics of verifying {@code opName} with {@code props} and {@code attrs}. */
  static String verify(Context ctx, String opName, DictionaryAttr props, DictionaryAttr attrs) {
    OperationState s = new OperationState(ctx, opName, new FileLineColLoc("t.mlir", 1, 1));
    s.setProperties(props);
    for (NamedAttribute a : attrs.entries()) s.addAttribute(a.name(), a.value());
    ctx.diagnostics().clear();
    Verifier.verify(Operation.create(s));
    return ctx.diagnostics().collected().stream().map(Diagnostic::render).collect(Collectors.joining("\n"));
  }
}
