package rw.dialect.gpu.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.syntax.FunctionSignature;
import rw.ir.Block;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmParser.RegionArgument;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * The memory attributions of gpu.func and gpu.launch: {@code workgroup(%a : memref<4xf32, 3>
 * {attrs})} and {@code private(...)}: extra entry block arguments after the function's.
 */
final class Attributions {
  private Attributions() {}

  /**
   * Parses {@code keyword(%a : type {attrs}, ...)} when present, appending the arguments to
   * {@code args}; returns the attributes as an array when any argument had some, an empty array
   * otherwise (the keyword absent or no attributes), {@code null} after an error.
   */
  static ArrayAttr parse(OpAsmParser parser, OperationState state, String keyword, List<RegionArgument> args) {
    if (!parser.parseOptionalKeyword(keyword)) return ArrayAttr.EMPTY;
    if (!parser.parseLParen()) return null;
    List<DictionaryAttr> attrs = new ArrayList<>();
    if (!parser.parseOptionalRParen()) {
      do {
        RegionArgument a = parser.parseArgument(false);
        if (a == null) return null;
        Type type = parser.parseColonType();
        if (type == null) return null;
        List<NamedAttribute> dict = new ArrayList<>();
        if (!parser.parseOptionalAttrDict(dict)) return null;
        OperationState scratch = new OperationState(state.name, null);
        if (!parser.parseOptionalLocationSpecifier(scratch)) return null;
        Location loc = scratch.location != null ? scratch.location : a.location();
        args.add(new RegionArgument(a.name(), type, loc));
        attrs.add(DictionaryAttr.of(dict));
      } while (parser.parseOptionalComma());
      if (!parser.parseRParen()) return null;
    }
    for (DictionaryAttr d : attrs) {
      if (!d.isEmpty()) return new ArrayAttr(List.copyOf(attrs));
    }
    return ArrayAttr.EMPTY;
  }

  /** {@code " keyword(%a : type {attrs}, ...)"} of entry arguments {@code [from, to)}; nothing when empty. */
  static void print(OpAsmPrinter p, String keyword, Block entry, int from, int to, ArrayAttr attrs) {
    if (from >= to) return;
    p.append(" ").append(keyword).append("(");
    for (int i = from; i < to; i++) {
      if (i > from) p.append(", ");
      p.printOperand(entry.argument(i)).append(" : ").printType(entry.argument(i).type());
      p.printOptionalAttrDict(FunctionSignature.dictAt(attrs, i - from), List.of());
    }
    p.append(")");
  }
}
