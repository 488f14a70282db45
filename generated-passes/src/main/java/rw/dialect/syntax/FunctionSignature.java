package rw.dialect.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmParser.RegionArgument;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.loc.Location;
import rw.ir.type.FunctionType;
import rw.ir.type.Type;

/**
 * The signature of a function-like op as MLIR's function_interface_impl writes it:
 * {@code (%arg0: i32 {attrs} loc(...), %arg1: f32) -> (i32 {attrs}, f32)}, or with types only
 * for declarations ({@code (i32, ...) -> i32}). Shared by func.func, gpu.func, spirv.func and
 * llvm.func.
 */
public final class FunctionSignature {
  public static final String ARG_ATTRS = "arg_attrs";
  public static final String RES_ATTRS = "res_attrs";

  /** A parsed argument: {@code value.name()} is null when the signature has types only. */
  public record Argument(RegionArgument value, DictionaryAttr attributes) {}

  private final List<Argument> arguments;
  private final boolean variadic;
  private final List<Type> results;
  private final List<DictionaryAttr> resultAttributes;

  private FunctionSignature(List<Argument> arguments, boolean variadic, List<Type> results,
      List<DictionaryAttr> resultAttributes) {
    this.arguments = arguments;
    this.variadic = variadic;
    this.results = results;
    this.resultAttributes = resultAttributes;
  }

  // ---- parsing ----

  /** {@code (args) (-> results)?}; {@code null} after an error. */
  public static FunctionSignature parse(OpAsmParser parser, OperationState state, boolean allowVariadic) {
    List<Argument> args = new ArrayList<>();
    boolean[] variadic = {false};
    if (!parser.parseLParen()) return null;
    if (!parser.parseOptionalRParen()) {
      do {
        if (!parseArgument(parser, state, allowVariadic, args, variadic)) return null;
      } while (parser.parseOptionalComma());
      if (!parser.parseRParen()) return null;
    }
    List<Type> results = new ArrayList<>();
    List<DictionaryAttr> resultAttrs = new ArrayList<>();
    if (parser.parseOptionalArrow() && !parseResults(parser, results, resultAttrs)) return null;
    return new FunctionSignature(args, variadic[0], results, resultAttrs);
  }

  private static boolean parseArgument(OpAsmParser parser, OperationState state, boolean allowVariadic,
      List<Argument> args, boolean[] variadic) {
    if (variadic[0]) return parser.emitError("variadic arguments must be in the end of the argument list");
    if (allowVariadic && parser.parseOptionalEllipsis()) {
      variadic[0] = true;
      return true;
    }
    boolean previousNamed = !args.isEmpty() && args.get(args.size() - 1).value().name() != null;
    RegionArgument named = parser.parseOptionalArgument(false);
    if (named != null) {
      if (!args.isEmpty() && !previousNamed) {
        return parser.emitError(named.name().location(), "expected type instead of SSA identifier");
      }
      Type type = parser.parseColonType();
      if (type == null) return false;
      return parseArgumentTail(parser, state, named.name(), type, args);
    }
    if (previousNamed) return parser.emitError("expected SSA identifier");
    Type type = parser.parseType();
    return type != null && parseArgumentTail(parser, state, null, type, args);
  }

  /** The optional {@code {attrs}} and {@code loc(...)} after an argument's type. */
  private static boolean parseArgumentTail(OpAsmParser parser, OperationState state, UnresolvedOperand name,
      Type type, List<Argument> args) {
    List<NamedAttribute> attrs = new ArrayList<>();
    if (!parser.parseOptionalAttrDict(attrs)) return false;
    Location loc = parseOptionalLocation(parser, state);
    if (loc == MISSING) return false;
    args.add(new Argument(new RegionArgument(name, type, loc), DictionaryAttr.of(attrs)));
    return true;
  }

  private static final Location MISSING = new rw.ir.loc.UnknownLoc();

  /**
   * A trailing {@code loc(...)}: the location, {@code null} when absent, {@link #MISSING} after an
   * error. The parser hands it over in the op's state, whose own location is put back.
   */
  static Location parseOptionalLocation(OpAsmParser parser, OperationState state) {
    Location opLocation = state.location;
    state.location = null;
    boolean ok = parser.parseOptionalLocationSpecifier(state);
    Location loc = state.location;
    state.location = opLocation;
    return ok ? loc : MISSING;
  }

  /** {@code type} or {@code (type {attrs}, ...)} after the arrow. */
  private static boolean parseResults(OpAsmParser parser, List<Type> results, List<DictionaryAttr> attrs) {
    if (!parser.parseOptionalLParen()) {
      Type t = parser.parseType();
      if (t == null) return false;
      results.add(t);
      attrs.add(DictionaryAttr.EMPTY);
      return true;
    }
    if (parser.parseOptionalRParen()) return true;
    do {
      Type t = parser.parseType();
      if (t == null) return false;
      List<NamedAttribute> dict = new ArrayList<>();
      if (!parser.parseOptionalAttrDict(dict)) return false;
      results.add(t);
      attrs.add(DictionaryAttr.of(dict));
    } while (parser.parseOptionalComma());
    return parser.parseRParen();
  }

  public boolean isVariadic() {
    return variadic;
  }

  public List<Type> argumentTypes() {
    List<Type> types = new ArrayList<>(arguments.size());
    for (int i = 0; i < arguments.size(); i++) types.add(arguments.get(i).value().type());
    return types;
  }

  public List<Type> resultTypes() {
    return results;
  }

  public FunctionType functionType() {
    return new FunctionType(argumentTypes(), results);
  }

  /** Whether the arguments were written with SSA names (a definition) rather than types only. */
  public boolean hasNamedArguments() {
    return !arguments.isEmpty() && arguments.get(0).value().name() != null;
  }

  /** The entry block's arguments when the signature names them, else an empty list. */
  public List<RegionArgument> entryArguments() {
    if (!hasNamedArguments()) return List.of();
    List<RegionArgument> list = new ArrayList<>(arguments.size());
    for (int i = 0; i < arguments.size(); i++) list.add(arguments.get(i).value());
    return list;
  }

  /** Adds {@code arg_attrs}/{@code res_attrs} when some argument or result has attributes. */
  public void addArgAndResultAttrs(OperationState state) {
    List<DictionaryAttr> argAttrs = new ArrayList<>(arguments.size());
    for (int i = 0; i < arguments.size(); i++) argAttrs.add(arguments.get(i).attributes());
    addIfAnyNonEmpty(state, ARG_ATTRS, argAttrs);
    addIfAnyNonEmpty(state, RES_ATTRS, resultAttributes);
  }

  /** Adds {@code name = [dicts]} when any dictionary is non-empty (MLIR's addArgAndResultAttrs). */
  public static void addIfAnyNonEmpty(OperationState state, String name, List<DictionaryAttr> dicts) {
    for (int i = 0; i < dicts.size(); i++) {
      if (!dicts.get(i).isEmpty()) {
        state.addAttribute(name, new ArrayAttr(List.copyOf(dicts)));
        return;
      }
    }
  }

  // ---- printing ----

  /**
   * {@code (%arg0: i32 {a}, %arg1: f32) -> (i32 {r})}: arguments of the body's entry block when it
   * has one, else types only; attributes from the op's {@code arg_attrs}/{@code res_attrs}.
   */
  public static void print(OpAsmPrinter p, Operation op, Region body, List<Type> argTypes, boolean variadic,
      List<Type> results) {
    ArrayAttr argAttrs = op.inherentAttr(ARG_ATTRS) instanceof ArrayAttr a ? a : null;
    boolean external = body.isEmpty();
    p.append("(");
    for (int i = 0; i < argTypes.size(); i++) {
      if (i > 0) p.append(", ");
      DictionaryAttr attrs = dictAt(argAttrs, i);
      if (!external) {
        p.printRegionArgument(body.entryBlock().argument(i), attrs, false);
      } else {
        p.printType(argTypes.get(i));
        p.printOptionalAttrDict(attrs, List.of());
      }
    }
    if (variadic) p.append(argTypes.isEmpty() ? "..." : ", ...");
    p.append(")");
    if (results.isEmpty()) return;
    p.append(" -> ");
    printResultList(p, results, op.inherentAttr(RES_ATTRS) instanceof ArrayAttr r ? r : null);
  }

  private static void printResultList(OpAsmPrinter p, List<Type> types, ArrayAttr attrs) {
    boolean parens = types.size() > 1 || types.get(0) instanceof FunctionType || !dictAt(attrs, 0).isEmpty();
    if (parens) p.append("(");
    for (int i = 0; i < types.size(); i++) {
      if (i > 0) p.append(", ");
      p.printType(types.get(i));
      p.printOptionalAttrDict(dictAt(attrs, i), List.of());
    }
    if (parens) p.append(")");
  }

  /** The dictionary at {@code i} of an array of dictionaries, or the empty one. */
  public static DictionaryAttr dictAt(ArrayAttr array, int i) {
    if (array == null || i >= array.elements().size()) return DictionaryAttr.EMPTY;
    Attribute a = array.elements().get(i);
    return a instanceof DictionaryAttr d ? d : DictionaryAttr.EMPTY;
  }
}
