package rw.ir.asm.parse;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import rw.ir.Block;
import rw.ir.OpDef;
import rw.ir.OpName;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.SyntaxRegistry;
import rw.ir.attr.NamedAttribute;
import rw.ir.diag.InFlightDiagnostic;

/**
 * Operations in custom form ({@code func.return %0 : i32}): resolves the name (with the default
 * dialect of the enclosing op), finds the op's {@link OpSyntax} and lets it parse.
 */
final class CustomOperations {
  private final Parser p;
  private final OperationParser ops;
  private final SyntaxRegistry registry;
  /** The dialects whose prefix may be omitted, innermost last (MLIR's defaultDialectStack). */
  private final ArrayList<String> defaultDialects = new ArrayList<>();

  CustomOperations(Parser p, OperationParser ops) {
    this.p = p;
    this.ops = ops;
    this.registry = SyntaxRegistry.of(p.ctx);
    defaultDialects.add("builtin");
  }

  /** The dialect whose prefix may be omitted here. */
  String defaultDialect() {
    return defaultDialects.get(defaultDialects.size() - 1);
  }

  /** Makes {@code dialect} the default, as when parsing the regions of an op that declares it. */
  void pushDefaultDialect(String dialect) {
    defaultDialects.add(dialect);
  }

  void popDefaultDialect() {
    defaultDialects.remove(defaultDialects.size() - 1);
  }

  Operation parse(Block block, int resultBase, int numResultGroups) {
    int opLoc = p.start();
    String original = p.spelling();
    p.consume();
    String full = fullName(original);
    OpDef def = p.ctx.lookupOp(full);
    OpName name = def != null ? p.ctx.opName(full) : null;
    OpSyntax syntax = name == null ? null : registry.opSyntax(name);
    if (syntax == null) return unknown(opLoc, original, full, def != null);
    pushDefaultDialect(syntax.defaultDialect());
    OperationState state = new OperationState(name, p.location(opLoc));
    CustomOpParser parser = new CustomOpParser(p, ops, opLoc, full, resultBase, numResultGroups);
    int errors = p.errorCount();
    boolean ok = syntax.parse(parser, state);
    popDefaultDialect();
    if (!ok || p.errorCount() != errors) {
      if (p.errorCount() == errors) p.emitError(opLoc, "custom op '" + full + "' failed to parse");
      return null;
    }
    String duplicate = duplicateAttribute(state);
    if (duplicate != null) {
      p.emitError(opLoc, "custom op '" + full + "' attribute '" + duplicate + "' occurs more than once in the attribute list");
      return null;
    }
    Operation op = Operation.create(state);
    block.append(op);
    return ops.locations.parseTrailing(op) ? op : null;
  }

  /** The registered name, or the name with the default dialect prefixed when it has no dot. */
  private String fullName(String original) {
    if (p.ctx.lookupOp(original) != null || original.indexOf('.') >= 0) return original;
    return defaultDialects.get(defaultDialects.size() - 1) + "." + original;
  }

  private Operation unknown(int opLoc, String original, String full, boolean registered) {
    if (registered) {
      p.emitError(opLoc, "custom op '" + full + "' has no custom assembly form");
      return null;
    }
    String dialect = full.substring(0, Math.max(0, full.indexOf('.')));
    String tried = original.equals(full) ? "" : " (tried '" + full + "' as well)";
    if (!p.ctx.hasDialect(dialect) && !MlirDialects.isAvailable(dialect)) {
      InFlightDiagnostic d = p.diagnose(opLoc, "Dialect `" + dialect + "' not found for custom op '" + original + "' " + tried);
      if (d != null) d.note(p.location(opLoc), MlirDialects.note()).report();
      return null;
    }
    p.emitError(opLoc, "custom op '" + original + "' is unknown" + tried);
    return null;
  }

  private static String duplicateAttribute(OperationState state) {
    if (state.attributes.size() < 2) return null;
    Set<String> seen = new HashSet<>();
    for (NamedAttribute a : state.attributes) {
      if (!seen.add(a.name())) return a.name();
    }
    return null;
  }
}
