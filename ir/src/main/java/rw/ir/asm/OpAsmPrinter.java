package rw.ir.asm;

import java.util.Collection;
import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.loc.Location;
import rw.ir.type.DialectPrinter;
import rw.ir.type.Type;

/**
 * What a custom op printer ({@link OpSyntax#print}) sees of the printer: MLIR's OpAsmPrinter.
 * Types and attributes print through MLIR's aliases; values and blocks by the names the printer
 * gave them.
 */
public interface OpAsmPrinter extends DialectPrinter {
  @Override
  OpAsmPrinter append(String text);

  @Override
  OpAsmPrinter append(long number);

  @Override
  OpAsmPrinter printType(Type type);

  /** An attribute with its {@code : type} suffix where MLIR prints one. */
  @Override
  OpAsmPrinter printAttribute(Attribute attribute);

  @Override
  OpAsmPrinter printString(String text);

  /** {@code %name} of a value ({@code %name#n} for a member of a result group). */
  OpAsmPrinter printOperand(Value v);

  /** Values separated by {@code ", "}. */
  OpAsmPrinter printOperands(List<? extends Value> values);

  /** Types separated by {@code ", "}. */
  OpAsmPrinter printTypes(List<? extends Type> types);

  /** An attribute without its {@code : type} suffix. */
  @Override
  OpAsmPrinter printAttributeWithoutType(Attribute attribute);

  /** A bare identifier as is, anything else as a quoted string. */
  @Override
  OpAsmPrinter printKeywordOrString(String keyword);

  /** {@code @name}, quoted when the name is not a bare identifier. */
  OpAsmPrinter printSymbolName(String name);

  /** {@code " {a = 1}"} of the entries not in {@code elided}; nothing when none remain. */
  OpAsmPrinter printOptionalAttrDict(DictionaryAttr attributes, Collection<String> elided);

  /** Like {@link #printOptionalAttrDict} but with the {@code attributes} keyword. */
  OpAsmPrinter printOptionalAttrDictWithKeyword(DictionaryAttr attributes, Collection<String> elided);

  /** {@code (t1, t2) -> (r1)} of the op's operand and result types. */
  OpAsmPrinter printFunctionalType(Operation op);

  /** {@code -> t} or {@code -> (t1, t2)}; nothing for no types. */
  OpAsmPrinter printArrowTypeList(List<? extends Type> types);

  /** {@code %x: type} of a block argument as in a signature, with its location if enabled. */
  default OpAsmPrinter printRegionArgument(Value argument) {
    return printRegionArgument(argument, DictionaryAttr.EMPTY, false);
  }

  /** {@code %x: type {attrs} loc(...)}; {@code omitType} leaves out {@code : type}. */
  OpAsmPrinter printRegionArgument(Value argument, DictionaryAttr argAttributes, boolean omitType);

  /**
   * A region in braces on new indented lines. {@code printEntryBlockArgs}: write the entry block
   * header when it has arguments; {@code printBlockTerminators}: write terminators of blocks.
   */
  default OpAsmPrinter printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators) {
    return printRegion(region, printEntryBlockArgs, printBlockTerminators, false);
  }

  /** As above; {@code printEmptyBlock}: write the header of an empty entry block ({@code ^bb0:}). */
  OpAsmPrinter printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators,
      boolean printEmptyBlock);

  /** {@code ^bb1}. */
  OpAsmPrinter printSuccessor(Block block);

  /** {@code ^bb1(%a, %b : i32, i32)}. */
  OpAsmPrinter printSuccessorAndUseList(Block block, List<? extends Value> operands);

  /** {@code " loc(...)"} when debug info is printed, else nothing. */
  OpAsmPrinter printOptionalLocationSpecifier(Location location);

  /** A new line at the current indentation. */
  OpAsmPrinter printNewline();

  /** Indents the lines that {@link #printNewline} starts by two more spaces. */
  OpAsmPrinter increaseIndent();

  OpAsmPrinter decreaseIndent();

  /** The name the printer gives {@code v}, without {@code %}. */
  String nameOf(Value v);
}
