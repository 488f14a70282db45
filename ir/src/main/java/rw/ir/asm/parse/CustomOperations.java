package rw.ir.asm.parse;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import rw.ir.Block;
import rw.ir.OpName;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpSyntax;
import rw.ir.diag.InFlightDiagnostic;
import rw.ir.loc.Location;

/**
 * Operations in custom form ({@code func.return %0 : i32}): resolves the name (with the default
 * dialect of the enclosing op), finds the op's {@link OpSyntax} and lets it parse.
 */
final class CustomOperations {
  private final Parser p;
  private final OperationParser ops;
  private final CustomOpNames names;
  /** The dialects whose prefix may be omitted, innermost last (MLIR's defaultDialectStack). */
  private String[] defaultDialects = new String[16];
  private int depth;
  /** The op parsers of the custom ops being parsed, by nesting depth: made once per depth, then reused. */
  private CustomOpParser[] parsers = new CustomOpParser[16];
  private int parsing;

  CustomOperations(Parser p, OperationParser ops) {
    this.p = p;
    this.ops = ops;
    this.names = new CustomOpNames(p.ctx);
    pushDefaultDialect("builtin");
  }

  /** The dialect whose prefix may be omitted here. */
  String defaultDialect() {
    return defaultDialects[depth - 1];
  }

  /** Makes {@code dialect} the default, as when parsing the regions of an op that declares it. */
  void pushDefaultDialect(String dialect) {
    if (depth == defaultDialects.length) defaultDialects = Arrays.copyOf(defaultDialects, depth * 2);
    defaultDialects[depth++] = dialect;
  }

  void popDefaultDialect() {
    defaultDialects[--depth] = null;
  }

  Operation parse(Block block, int resultBase, int numResultGroups) {
    int opLoc = p.start();
    CustomOpNames.Resolved r = names.resolve(p.buf, opLoc, p.end(), defaultDialect());
    String original = r.original;
    String full = r.full;
    OpName name = r.name;
    OpSyntax syntax = r.syntax;
    p.consume();
    if (syntax == null) return unknown(opLoc, original, full, name != null);
    pushDefaultDialect(syntax.defaultDialect());
    OperationState state = takeState(r, name, p.location(opLoc));
    CustomOpParser parser = enter(opLoc, full, resultBase, numResultGroups);
    int errors = p.errorCount();
    boolean ok;
    try {
      ok = syntax.parse(parser, state);
    } finally {
      parsing--;
    }
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
    giveBack(r, state);
    block.append(op);
    return ops.locations.parseTrailing(op) ? op : null;
  }

  /**
   * A state for an op named {@code name}: the spare one of its spelling when there is one (not
   * in use by an enclosing op of the same name), else a new one. Creating an op copies everything
   * out of its state, so one state can serve all the ops of a name, which spares each op six lists.
   */
  private static OperationState takeState(CustomOpNames.Resolved r, OpName name, Location loc) {
    OperationState s = r.spare;
    if (s == null || s.name != name) return new OperationState(name, loc);
    r.spare = null;
    s.location = loc;
    return s;
  }

  /** Empties {@code s} (its op is created) and keeps it as the spare of its spelling. */
  private static void giveBack(CustomOpNames.Resolved r, OperationState s) {
    s.operands.clear();
    s.resultTypes.clear();
    s.attributes.clear();
    s.properties = null;
    s.successors.clear();
    s.regions.clear();
    r.spare = s;
  }

  /** The op parser for one more level of nesting, set up for the op named at {@code opLoc}. */
  private CustomOpParser enter(int opLoc, String full, int resultBase, int numResultGroups) {
    if (parsing == parsers.length) parsers = Arrays.copyOf(parsers, parsing * 2);
    CustomOpParser parser = parsers[parsing];
    if (parser == null) parsers[parsing] = parser = new CustomOpParser(p, ops);
    parsing++;
    parser.reset(opLoc, full, resultBase, numResultGroups);
    return parser;
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

  /** The first attribute whose name came before (in order), or null; a few are compared pairwise. */
  private static String duplicateAttribute(OperationState state) {
    int n = state.attributes.size();
    if (n < 2) return null;
    if (n > 16) {
      Set<String> seen = new HashSet<>();
      for (int i = 0; i < n; i++) {
        if (!seen.add(state.attributes.get(i).name())) return state.attributes.get(i).name();
      }
      return null;
    }
    for (int i = 1; i < n; i++) {
      String name = state.attributes.get(i).name();
      for (int j = 0; j < i; j++) {
        if (state.attributes.get(j).name().equals(name)) return name;
      }
    }
    return null;
  }
}
