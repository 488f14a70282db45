package rw.ir.asm;

import java.util.Collection;
import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.type.DialectPrinter;
import rw.ir.type.Type;

/** What a custom op printer ({@link OpSyntax#print}) sees of the printer: MLIR's OpAsmPrinter. */
public interface OpAsmPrinter extends DialectPrinter {
  @Override
  OpAsmPrinter append(String text);

  /** {@code %name} of a value. */
  OpAsmPrinter printOperand(Value v);

  /** Values separated by {@code ", "}. */
  OpAsmPrinter printOperands(List<? extends Value> values);

  /** Types separated by {@code ", "}. */
  OpAsmPrinter printTypes(List<? extends Type> types);

  /** An attribute without its {@code : type} suffix where MLIR elides it. */
  OpAsmPrinter printAttributeWithoutType(Attribute attribute);

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
  OpAsmPrinter printRegionArgument(Value argument);

  /**
   * A region in braces on new indented lines. {@code printEntryBlockArgs}: write the entry block
   * header; {@code printBlockTerminators}: write terminators of blocks.
   */
  OpAsmPrinter printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators);

  /** {@code ^bb1}. */
  OpAsmPrinter printSuccessor(Block block);

  /** {@code ^bb1(%a, %b : i32, i32)}. */
  OpAsmPrinter printSuccessorAndUseList(Block block, List<? extends Value> operands);

  /** A new line at the current indentation. */
  OpAsmPrinter printNewline();

  /** The name the printer gives {@code v}, without {@code %}. */
  String nameOf(Value v);
}
