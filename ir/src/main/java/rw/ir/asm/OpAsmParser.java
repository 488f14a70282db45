package rw.ir.asm;

import java.util.List;
import rw.ir.Block;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.NamedAttribute;
import rw.ir.type.Type;

/**
 * What a custom op parser ({@link OpSyntax#parse}) sees of the parser: MLIR's OpAsmParser. Same
 * conventions as {@link DialectAsmParser}.
 */
public interface OpAsmParser extends DialectAsmParser {
  /** The name of the op being parsed. */
  String opName();

  /** The number of results named on the left of {@code =} (0 when none). */
  int numResultsDeclared();

  boolean parseArrow();

  boolean parseOptionalArrow();

  boolean parseOptionalLBrace();

  boolean parseRBrace();

  boolean parseOptionalEllipsis();

  /** {@code %name} or {@code %name#3}; {@code null} after an error. */
  UnresolvedOperand parseOperand();

  UnresolvedOperand parseOptionalOperand();

  /**
   * As {@link #parseOperand}, but kept by the parser instead of in an object (what generated
   * parsers mostly need): a reference for {@link #resolveOperandRef} and {@link #operandOf},
   * valid while this op is parsed; -1 after an error.
   */
  int parseOperandRef();

  /** As {@link #parseOptionalOperand}, as a reference: -1 after an error, -2 when no operand is next. */
  int parseOptionalOperandRef();

  /** The operand a reference stands for, as an object. */
  UnresolvedOperand operandOf(int ref);

  /** As {@link #resolveOperand}, for an operand parsed as a reference. */
  boolean resolveOperandRef(int ref, Type type, List<Value> into);

  /** A possibly empty comma-separated list of operands. */
  List<UnresolvedOperand> parseOperandList();

  /** {@code %x : type}: a new block/region argument as written in a signature. */
  RegionArgument parseArgument(boolean withType);

  RegionArgument parseOptionalArgument(boolean withType);

  /** Resolves {@code operands} against {@code types} (same length), adding them to {@code into}. */
  boolean resolveOperands(List<UnresolvedOperand> operands, List<Type> types, List<Value> into);

  boolean resolveOperand(UnresolvedOperand operand, Type type, List<Value> into);

  /** {@code : type}. */
  Type parseColonType();

  /** {@code : t1, t2}. */
  List<Type> parseColonTypeList();

  /** A comma-separated list of types, possibly empty (empty when no type starts next). */
  List<Type> parseTypeList();

  /** {@code (t1, t2)} or a single type without parentheses, as after {@code ->}. */
  List<Type> parseFunctionResultTypes();

  /** An attribute with an optional expected type ({@code 42 : i32} with type i32 given). */
  Attribute parseAttribute(Type type);

  /** {@code {a = 1, b}} when present; entries are appended to {@code into}. */
  boolean parseOptionalAttrDict(List<NamedAttribute> into);

  /** {@code attributes {…}} when present. */
  boolean parseOptionalAttrDictWithKeyword(List<NamedAttribute> into);

  /** {@code <{…}>} when present: the properties, else {@code null} (also after an error, which is reported). */
  Attribute parseOptionalProperties();

  /**
   * A region {@code { … }}. {@code arguments} are the entry block's arguments when they were
   * written in the op's signature (else empty, and the region may declare its own {@code ^bb0(…)}).
   */
  boolean parseRegion(Region into, List<RegionArgument> arguments);

  /** A region when a left brace is next; false only after an error (absent: true, {@code into} untouched). */
  boolean parseOptionalRegion(Region into, List<RegionArgument> arguments);

  /** {@code ^bb3}: the block, created on first reference; {@code null} after an error. */
  Block parseSuccessor();

  /** {@code ^bb3(%a, %b : i32, i32)}: the successor, its operands appended to {@code operands}. */
  Block parseSuccessorAndUseList(List<Value> operands);

  /**
   * What an op syntax left here with {@link #setScratch}, or {@code null}. A parser reads the ops
   * of one nesting depth one after another, so a syntax may keep its buffers here instead of
   * making them for every op; syntaxes share the slot, so a syntax must check what it finds.
   */
  Object scratch();

  void setScratch(Object scratch);

  /** Where the current token starts in the text, for {@link #locationAt}. */
  int currentOffset();

  /**
   * The location of {@code offset} (from {@link #currentOffset}), as {@link #currentLocation} gave
   * there: made only when a diagnostic needs it.
   */
  rw.ir.loc.Location locationAt(int offset);

  /** {@code loc(...)} when present, setting the state's location. */
  boolean parseOptionalLocationSpecifier(OperationState state);

  /** A new block/region argument as parsed: its SSA name, type and optional location. */
  record RegionArgument(UnresolvedOperand name, Type type, rw.ir.loc.Location location) {}
}
