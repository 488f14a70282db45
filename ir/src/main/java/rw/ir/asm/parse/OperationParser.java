package rw.ir.asm.parse;

import java.util.List;
import rw.ir.Block;
import rw.ir.OpDef;
import rw.ir.OpName;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.PropertiesModel;
import rw.ir.Trait;
import rw.ir.Value;
import rw.ir.asm.lex.TokenKind;
import rw.ir.asm.lex.TokenValues;
import rw.ir.attr.Attribute;
import rw.ir.type.FunctionType;
import rw.ir.type.Type;

/**
 * Parses operations (MLIR's OperationParser): result names, the generic form, dispatch to
 * custom forms, trailing locations; regions and blocks are in {@link RegionParser}.
 */
final class OperationParser {
  final Parser p;
  final SsaScopes ssa;
  final RegionParser regions;
  final TrailingLocations locations;
  final CustomOperations custom;
  /** Where module bodies go to be parsed on other threads, or {@code null} (parsed in place). */
  DeferredRegions deferred;
  private final NameTable<OpName> genericNames = new NameTable<>();
  /** Per result group: name start, name end, count, offset; per operand: start, end, number, offset. */
  private final IntStack refs = new IntStack();

  OperationParser(Parser p) {
    this.p = p;
    this.ssa = new SsaScopes(p);
    this.regions = new RegionParser(p, this);
    this.locations = new TrailingLocations(p);
    this.custom = new CustomOperations(p, this);
  }

  /** Parses one operation and appends it to {@code block}. */
  boolean parseOperation(Block block) {
    int loc = p.start();
    int base = refs.size();
    int numExpected = 0;
    if (p.is(TokenKind.PERCENT_IDENTIFIER)) {
      numExpected = parseResultNames();
      if (numExpected < 0) return false;
    }
    int numGroups = (refs.size() - base) / 4;
    Operation op;
    if (p.is(TokenKind.STRING)) op = parseGenericOperation(block);
    else if (p.isKeyword()) op = custom.parse(block, base, numGroups);
    else return p.emitWrongTokenError("expected operation name in quotes");
    boolean ok = op != null && (numGroups == 0 || defineResults(op, loc, base, numGroups, numExpected));
    refs.truncate(base);
    return ok;
  }

  /** {@code %a, %b:2 =}; pushes one record per group and returns the number of results named. */
  private int parseResultNames() {
    int total = 0;
    do {
      int start = p.start();
      int end = p.end();
      if (!p.parseToken(TokenKind.PERCENT_IDENTIFIER, "expected valid ssa identifier")) return -1;
      long count = 1;
      if (p.consumeIf(TokenKind.COLON)) {
        if (!p.is(TokenKind.INTEGER)) return fail(p.emitWrongTokenError("expected integer number of results"));
        count = TokenValues.boundedValue(p.buf, p.start(), p.end(), Integer.MAX_VALUE);
        if (count < 1) return fail(p.emitError("expected named operation to have at least 1 result"));
        p.consume();
      }
      refs.push(start, end, (int) count, start);
      total += (int) count;
    } while (p.consumeIf(TokenKind.COMMA));
    return p.parseToken(TokenKind.EQUAL, "expected '=' after SSA name") ? total : -1;
  }

  private static int fail(boolean ignored) {
    return -1;
  }

  private boolean defineResults(Operation op, int loc, int base, int numGroups, int numExpected) {
    if (op.numResults() == 0) return p.emitError(loc, "cannot name an operation with no results");
    if (numExpected != op.numResults()) {
      return p.emitError(loc, "operation defines " + op.numResults() + " results but was provided "
          + numExpected + " to bind");
    }
    int resultIndex = 0;
    for (int g = 0; g < numGroups; g++) {
      int r = base + 4 * g;
      int count = refs.get(r + 2);
      for (int i = 0; i < count; i++) {
        if (!ssa.define(refs.get(r), refs.get(r + 1), i, refs.get(r + 3), op.result(resultIndex++))) return false;
      }
    }
    return true;
  }

  int resultGroupCount(int base, int group) {
    return refs.get(base + 4 * group + 2);
  }

  // ---- generic form ----

  private Operation parseGenericOperation(Block block) {
    int loc = p.start();
    OpName name = genericName();
    if (name == null) return null;
    if (!name.isRegistered() && !p.ctx.allowsUnregistered() && !knownDialect(name)) {
      p.emitError("operation being parsed with an unregistered dialect. If this is intended, please use "
          + "-allow-unregistered-dialect with the MLIR tool used");
      return null;
    }
    OperationState state = new OperationState(name, p.location(loc));
    if (!parseGenericOperationAfterName(state)) return null;
    Operation op = Operation.create(state);
    block.append(op);
    if (!locations.parseTrailing(op)) return null;
    Attribute props = op.properties();
    String problem = adoptProperties(op);
    if (problem == null) return op;
    String prefix = props != null ? "invalid properties " + props + " for op " + name.name() + ": " : "'" + name.name() + "' op ";
    p.emitError(p.location(loc), prefix + problem);
    return null;
  }

  /**
   * Converts the properties written for a registered op as MLIR does when it creates it: through
   * the op's {@link PropertiesModel}, or the core's rules for the builtin ops.
   */
  private static String adoptProperties(Operation op) {
    OpDef def = op.def();
    PropertiesModel model = def == null ? null : def.getInterface(PropertiesModel.class);
    return model != null ? model.adopt(op) : BuiltinProperties.apply(op);
  }

  private boolean knownDialect(OpName name) {
    String dialect = name.dialect();
    return p.ctx.hasDialect(dialect) || MlirDialects.isAvailable(dialect);
  }

  private OpName genericName() {
    int start = p.start();
    int end = p.end();
    OpName name = genericNames.get(p.buf, start, end);
    if (name == null) {
      String s = p.stringValue();
      if (s.isEmpty()) return nullAfter(p.emitError("empty operation name is invalid"));
      if (s.indexOf('\0') >= 0) return nullAfter(p.emitError("null character not allowed in operation name"));
      name = p.ctx.opName(s);
      genericNames.put(TokenValues.spelling(p.buf, start, end), name);
    }
    p.consume();
    return name;
  }

  private static OpName nullAfter(boolean ignored) {
    return null;
  }

  /** Everything after the name in the generic form: operands, successors, properties, regions, attributes, type. */
  boolean parseGenericOperationAfterName(OperationState state) {
    int base = refs.size();
    boolean ok = parseGenericParts(state, base);
    refs.truncate(base);
    return ok;
  }

  private boolean parseGenericParts(OperationState state, int base) {
    if (!p.parseToken(TokenKind.L_PAREN, "expected '(' to start operand list")
        || !parseOptionalUseList()
        || !p.parseToken(TokenKind.R_PAREN, "expected ')' to end operand list")) {
      return false;
    }
    if (p.is(TokenKind.L_SQUARE)) {
      if (state.name.isRegistered() && !state.name.hasTrait(Trait.IS_TERMINATOR)) {
        return p.emitError("successors in non-terminator");
      }
      if (!regions.parseSuccessors(state.successors)) return false;
    }
    if (p.consumeIf(TokenKind.LESS)) {
      Attribute props = p.attrs.parseAttribute(null);
      if (props == null || !p.parseToken(TokenKind.GREATER, "expected '>' to close properties")) return false;
      state.properties = props;
    }
    if (p.consumeIf(TokenKind.L_PAREN)) {
      do {
        if (!regions.parseRegion(state.addRegion(), List.of(), false)) return false;
      } while (p.consumeIf(TokenKind.COMMA));
      if (!p.parseToken(TokenKind.R_PAREN, "expected ')' to end region list")) return false;
    }
    if (p.is(TokenKind.L_BRACE) && !p.attrs.parseAttributeDict(state.attributes)) return false;
    return parseFunctionTypeAndResolve(state, base);
  }

  private boolean parseFunctionTypeAndResolve(OperationState state, int base) {
    if (!p.parseToken(TokenKind.COLON, "expected ':' followed by operation type")) return false;
    int typeLoc = p.start();
    Type type = p.types.parseType();
    if (type == null) return false;
    if (!(type instanceof FunctionType fn)) return p.emitError(p.location(typeLoc), "expected function type");
    state.resultTypes.addAll(fn.results());
    int numOperands = (refs.size() - base) / 4;
    List<Type> inputs = fn.inputs();
    if (inputs.size() != numOperands) {
      return p.emitError(p.location(typeLoc), "expected " + numOperands + " operand type"
          + (numOperands == 1 ? "\0" : "s") + " but had " + inputs.size());
    }
    for (int i = 0; i < numOperands; i++) {
      int r = base + 4 * i;
      Value v = ssa.resolve(refs.get(r), refs.get(r + 1), refs.get(r + 2), refs.get(r + 3), inputs.get(i));
      if (v == null) return false;
      state.operands.add(v);
    }
    return true;
  }

  /** A possibly empty list of SSA uses, pushed as records onto the reference stack. */
  private boolean parseOptionalUseList() {
    if (!p.is(TokenKind.PERCENT_IDENTIFIER)) return true;
    do {
      if (!parseSsaUse(true)) return false;
    } while (p.consumeIf(TokenKind.COMMA));
    return true;
  }

  /** {@code %name} or {@code %name#3}, pushed as a record (start, end, number, offset). */
  boolean parseSsaUse(boolean allowResultNumber) {
    int start = p.start();
    int end = p.end();
    if (!p.parseToken(TokenKind.PERCENT_IDENTIFIER, "expected SSA operand")) return false;
    int number = 0;
    if (p.is(TokenKind.HASH_IDENTIFIER)) {
      if (!allowResultNumber) return p.emitError("result number not allowed in argument list");
      long n = allDigits(p.start() + 1, p.end()) ? TokenValues.decimalValue(p.buf, p.start() + 1, p.end(), 0xFFFF_FFFFL) : -1;
      if (n < 0) return p.emitError("invalid SSA value result number");
      number = (int) n;
      p.consume();
    }
    refs.push(start, end, number, start);
    return true;
  }

  private boolean allDigits(int from, int to) {
    if (from >= to) return false;
    for (int i = from; i < to; i++) {
      if (p.buf[i] < '0' || p.buf[i] > '9') return false;
    }
    return true;
  }

  /**
   * The last pushed use record, left on the stack: it stays there until the op being parsed is
   * done (nested ops push and pop above it).
   */
  int lastUse() {
    return refs.size() - 4;
  }

  /** Where the name of the use record {@code ref} (from {@link #lastUse}) starts in the text. */
  int useStart(int ref) {
    return refs.get(ref);
  }

  int useEnd(int ref) {
    return refs.get(ref + 1);
  }

  int useNumber(int ref) {
    return refs.get(ref + 2);
  }

  /** Pops the last pushed use record, returning its result number. */
  int popUseNumber() {
    int n = refs.size();
    int number = refs.get(n - 2);
    refs.truncate(n - 4);
    return number;
  }

  /** Pops the last pushed use record into {@code out} (start, end, number, offset). */
  void popUse(int[] out) {
    int n = refs.size();
    out[0] = refs.get(n - 4);
    out[1] = refs.get(n - 3);
    out[2] = refs.get(n - 2);
    out[3] = refs.get(n - 1);
    refs.truncate(n - 4);
  }
}
