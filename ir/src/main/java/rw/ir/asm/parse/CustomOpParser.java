package rw.ir.asm.parse;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.asm.lex.TokenKind;
import rw.ir.attr.Attribute;
import rw.ir.attr.NamedAttribute;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * What an op's {@link rw.ir.asm.OpSyntax#parse} sees (MLIR's CustomOpAsmParser). Errors its hooks
 * emit are prefixed with {@code custom op 'name' }. SSA names keep their {@code %}.
 */
final class CustomOpParser extends DialectParserAdapter implements OpAsmParser {
  private final OperationParser ops;
  private String opName;
  private int resultBase;
  private int numResultGroups;
  private Object scratch;

  /** A parser for the ops of one nesting depth, set up for each by {@link #reset}. */
  CustomOpParser(Parser p, OperationParser ops) {
    super(p, 0);
    this.ops = ops;
  }

  /** Makes this the parser of the op named {@code opName} at {@code nameOffset}. */
  void reset(int nameOffset, String opName, int resultBase, int numResultGroups) {
    this.nameOffset = nameOffset;
    this.opName = opName;
    this.resultBase = resultBase;
    this.numResultGroups = numResultGroups;
  }

  @Override
  String errorPrefix() {
    return "custom op '" + opName + "' ";
  }

  @Override
  public String opName() {
    return opName;
  }

  @Override
  public int numResultsDeclared() {
    int n = 0;
    for (int g = 0; g < numResultGroups; g++) n += ops.resultGroupCount(resultBase, g);
    return n;
  }

  @Override public boolean parseArrow() { return p.parseToken(TokenKind.ARROW, "expected '->'"); }
  @Override public boolean parseOptionalArrow() { return p.consumeIf(TokenKind.ARROW); }
  @Override public boolean parseOptionalLBrace() { return p.consumeIf(TokenKind.L_BRACE); }
  @Override public boolean parseRBrace() { return p.parseToken(TokenKind.R_BRACE, "expected '}'"); }
  @Override public boolean parseOptionalEllipsis() { return p.consumeIf(TokenKind.ELLIPSIS); }

  @Override
  public UnresolvedOperand parseOperand() {
    return operand(true);
  }

  private UnresolvedOperand operand(boolean allowResultNumber) {
    int start = p.start();
    int end = p.end();
    if (!ops.parseSsaUse(allowResultNumber)) return null;
    return new UnresolvedOperand(ops.ssa.name(start, end), ops.popUseNumber(), start, p.locator);
  }

  @Override
  public UnresolvedOperand parseOptionalOperand() {
    return p.is(TokenKind.PERCENT_IDENTIFIER) ? parseOperand() : null;
  }

  @Override
  public int parseOperandRef() {
    return ops.parseSsaUse(true) ? ops.lastUse() : -1;
  }

  @Override
  public int parseOptionalOperandRef() {
    return p.is(TokenKind.PERCENT_IDENTIFIER) ? parseOperandRef() : -2;
  }

  @Override
  public UnresolvedOperand operandOf(int ref) {
    return new UnresolvedOperand(ops.ssa.name(ops.useStart(ref), ops.useEnd(ref)), ops.useNumber(ref), ops.useStart(ref),
        p.locator);
  }

  @Override
  public boolean resolveOperandRef(int ref, Type type, List<Value> into) {
    Value v = ops.ssa.resolve(ops.useStart(ref), ops.useEnd(ref), ops.useNumber(ref), ops.useStart(ref), type);
    if (v == null) return false;
    into.add(v);
    return true;
  }

  @Override
  public List<UnresolvedOperand> parseOperandList() {
    List<UnresolvedOperand> list = new ArrayList<>();
    if (!p.is(TokenKind.PERCENT_IDENTIFIER)) return list;
    do {
      UnresolvedOperand o = parseOperand();
      if (o == null) return null;
      list.add(o);
    } while (p.consumeIf(TokenKind.COMMA));
    return list;
  }

  @Override
  public RegionArgument parseArgument(boolean withType) {
    UnresolvedOperand name = operand(false);
    if (name == null) return null;
    Type type = null;
    if (withType && (type = parseColonType()) == null) return null;
    Location loc = null;
    if (p.is(TokenKind.KW_LOC) && (loc = ops.locations.parseSpecifier()) == null) return null;
    return new RegionArgument(name, type, loc);
  }

  @Override
  public RegionArgument parseOptionalArgument(boolean withType) {
    return p.is(TokenKind.PERCENT_IDENTIFIER) ? parseArgument(withType) : null;
  }

  @Override
  public boolean resolveOperands(List<UnresolvedOperand> operands, List<Type> types, List<Value> into) {
    if (operands.size() != types.size()) {
      int at = operands.isEmpty() ? nameOffset : operands.get(0).offset();
      return p.emitError(at, errorPrefix() + "number of operands and types do not match: got " + operands.size()
          + " operands and " + types.size() + " types");
    }
    for (int i = 0; i < operands.size(); i++) {
      if (!resolveOperand(operands.get(i), types.get(i), into)) return false;
    }
    return true;
  }

  @Override
  public boolean resolveOperand(UnresolvedOperand operand, Type type, List<Value> into) {
    Value v = ops.ssa.resolve(operand.name(), operand.number(), operand.offset(), type);
    if (v == null) return false;
    into.add(v);
    return true;
  }

  @Override
  public Type parseColonType() {
    return parseColon() ? p.types.parseType() : null;
  }

  @Override
  public List<Type> parseColonTypeList() {
    if (!parseColon()) return null;
    List<Type> types = new ArrayList<>();
    return p.types.parseTypeListNoParens(types) ? types : null;
  }

  @Override
  public List<Type> parseTypeList() {
    List<Type> types = new ArrayList<>();
    if (!p.types.startsType()) return types;
    return p.types.parseTypeListNoParens(types) ? types : null;
  }

  @Override
  public List<Type> parseFunctionResultTypes() {
    List<Type> types = new ArrayList<>();
    return p.types.parseFunctionResultTypes(types) ? types : null;
  }

  @Override
  public Attribute parseAttribute(Type type) {
    return p.attrs.parseAttribute(type);
  }

  @Override
  public boolean parseOptionalAttrDict(List<NamedAttribute> into) {
    return !p.is(TokenKind.L_BRACE) || p.attrs.parseAttributeDict(into);
  }

  @Override
  public boolean parseOptionalAttrDictWithKeyword(List<NamedAttribute> into) {
    return !p.consumeIf(TokenKind.KW_ATTRIBUTES) || p.attrs.parseAttributeDict(into);
  }

  @Override
  public Attribute parseOptionalProperties() {
    if (!p.consumeIf(TokenKind.LESS)) return null;
    Attribute props = p.attrs.parseAttribute(null);
    if (props == null || !p.parseToken(TokenKind.GREATER, "expected '>' to close properties")) return null;
    return props;
  }

  @Override
  public boolean parseRegion(Region into, List<RegionArgument> arguments) {
    if (arguments.isEmpty() && ops.deferred != null && ops.deferred.defer(opName, ops.regions.depth(), into)) return true;
    return ops.regions.parseRegion(into, arguments, false);
  }

  @Override
  public boolean parseOptionalRegion(Region into, List<RegionArgument> arguments) {
    return !p.is(TokenKind.L_BRACE) || parseRegion(into, arguments);
  }

  @Override
  public Block parseSuccessor() {
    return ops.regions.parseSuccessor();
  }

  @Override
  public Block parseSuccessorAndUseList(List<Value> operands) {
    Block dest = parseSuccessor();
    if (dest == null) return null;
    if (p.consumeIf(TokenKind.L_PAREN) && (!parseOptionalUseAndTypeList(operands) || !parseRParen())) return null;
    return dest;
  }

  /** {@code %a, %b : i32, i32} or nothing. */
  private boolean parseOptionalUseAndTypeList(List<Value> out) {
    List<UnresolvedOperand> uses = parseOperandList();
    if (uses == null) return false;
    if (uses.isEmpty()) return true;
    if (!p.parseToken(TokenKind.COLON, "expected ':' in operand list")) return false;
    List<Type> types = new ArrayList<>();
    if (!p.types.parseTypeListNoParens(types)) return false;
    if (uses.size() != types.size()) return p.emitError("expected " + uses.size() + " types to match operand list");
    for (int i = 0; i < uses.size(); i++) {
      if (!resolveOperand(uses.get(i), types.get(i), out)) return false;
    }
    return true;
  }

  @Override
  public Object scratch() {
    return scratch;
  }

  @Override
  public void setScratch(Object scratch) {
    this.scratch = scratch;
  }

  @Override
  public int currentOffset() {
    return p.start();
  }

  @Override
  public Location locationAt(int offset) {
    return p.location(offset);
  }

  @Override
  public boolean parseOptionalLocationSpecifier(OperationState state) {
    if (!p.is(TokenKind.KW_LOC)) return true;
    Location loc = ops.locations.parseSpecifier();
    if (loc == null) return false;
    state.location = loc;
    return true;
  }
}
