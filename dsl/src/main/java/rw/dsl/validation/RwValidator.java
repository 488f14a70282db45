package rw.dsl.validation;

import org.eclipse.xtext.validation.ComposedChecks;

/**
 * All static checks of .rw, in the editor and in the build: definitions, assembly formats,
 * patterns and expressions, rule-set analysis (overlap, shadowing, re-matching), passes.
 */
@ComposedChecks(validators = {
  DeclarationChecks.class, FormatChecks.class, PatternChecks.class, ExpressionChecks.class,
  BuildChecks.class, StatementChecks.class, RuleSetChecks.class, PassChecks.class
})
public class RwValidator extends AbstractRwValidator {
}
