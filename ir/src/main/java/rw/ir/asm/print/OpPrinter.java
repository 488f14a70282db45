package rw.ir.asm.print;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.List;
import rw.ir.Block;
import rw.ir.BlockArgument;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.Value;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.Spelling;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.attr.Utf8Text;
import rw.ir.loc.Location;
import rw.ir.type.FunctionType;
import rw.ir.type.Type;

/**
 * Prints operations, regions and blocks (MLIR's OperationPrinter), and is the
 * {@link OpAsmPrinter} that custom forms print through.
 */
final class OpPrinter implements OpAsmPrinter {
  private static final int INDENT_WIDTH = 2;

  private final Utf8Text out;
  private final PrintOptions options;
  private final SsaNamer names;
  private final Syntaxes syntaxes;
  private final AliasTable aliases;
  private final TypeAttrPrinter attrs;
  private final BlockHeaders blockHeaders;
  private final ArrayDeque<String> defaultDialects = new ArrayDeque<>();
  private int indent;
  /** A custom form asked for a location: MLIR makes an alias for it even without debug info. */
  private boolean locationSpecifierSeen;
  /** Whether the body of a top-level op may be printed on several threads (not by a fork). */
  private final boolean mayFork;
  private boolean forksNeedAliases;
  /** How this printer numbers the regions the namer left for it (made when first needed). */
  private SsaNamer.Walk walk;

  OpPrinter(Utf8Text out, PrintOptions options, SsaNamer names, Syntaxes syntaxes, AliasTable aliases) {
    this(out, options, names, syntaxes, aliases, true);
  }

  private OpPrinter(Utf8Text out, PrintOptions options, SsaNamer names, Syntaxes syntaxes, AliasTable aliases,
      boolean mayFork) {
    this.mayFork = mayFork;
    this.out = out;
    this.syntaxes = syntaxes;
    this.options = options;
    this.names = names;
    this.aliases = aliases;
    TypeAttrPrinter.Aliases lookup = aliases.isEmpty() ? TypeAttrPrinter.Aliases.NONE : aliases;
    this.attrs = new TypeAttrPrinter(out, lookup, options.elideElementsLargerThan(), options.prettyDebugInfo());
    this.blockHeaders = new BlockHeaders(out, names, attrs, options.debugInfo());
    defaultDialects.push("builtin");
  }

  /** Whether the text printed so far lacks aliases MLIR would have made. */
  boolean needsAliases() {
    return attrs.sawAliasable() || locationSpecifierSeen || forksNeedAliases;
  }

  /**
   * A printer of the same print writing to {@code into}, at this printer's indentation and
   * default dialects, for another thread (its own caches; the names and aliases are only read).
   */
  OpPrinter fork(Utf8Text into) {
    OpPrinter fork = new OpPrinter(into, options, names, new Syntaxes(), aliases, false);
    fork.indent = indent;
    fork.defaultDialects.clear();
    fork.defaultDialects.addAll(defaultDialects);
    return fork;
  }

  /** Appends what {@code fork} printed (its chunks, not a copy of them). */
  void absorb(OpPrinter fork) {
    forksNeedAliases |= fork.needsAliases();
    out.append(fork.out);
  }

  /** An op of the top-level op's body: its regions numbered if they were left for the printer, then its line. */
  void numberAndPrintOpLine(Operation op) {
    numberDeferred(op);
    printOpLine(op);
  }

  private void numberDeferred(Operation op) {
    if (op.numRegions() == 0) return;
    if (walk == null) walk = names.walk(syntaxes);
    names.numberDeferred(op, walk);
  }

  /** One op of a block, indented, and its newline. */
  void printOpLine(Operation op) {
    printFullOpWithIndentAndLoc(op);
    out.append('\n');
  }

  /** Aliases that cannot be deferred, the op, a newline, then the deferred (location) aliases. */
  void printTopLevel(Operation op) {
    printAliasDefinitions(false);
    printFullOpWithIndentAndLoc(op);
    out.append('\n');
    printAliasDefinitions(true);
  }

  private void printAliasDefinitions(boolean deferred) {
    for (AliasTable.Entry e : aliases.definitions(deferred)) {
      out.append(e.name).append(" = ");
      if (e.value instanceof Type t) attrs.printTypeWithoutAlias(t);
      else if (e.value instanceof Location l) attrs.printLocation(l, false);
      else attrs.printAttributeWithoutAlias((Attribute) e.value, TypeAttrPrinter.Elision.NEVER);
      out.append('\n');
    }
  }

  void printFullOpWithIndentAndLoc(Operation op) {
    appendIndent(indent);
    printFullOp(op);
    printTrailingLocation(op.location(), true);
  }

  private void printFullOp(Operation op) {
    int numResults = op.numResults();
    if (numResults > 0) {
      int[] groups = names.resultGroups(op);
      if (groups.length == 0) {
        printResultGroup(op, 0, numResults);
      } else {
        for (int i = 0; i < groups.length; i++) {
          if (i > 0) out.append(", ");
          int end = i + 1 < groups.length ? groups[i + 1] : numResults;
          printResultGroup(op, groups[i], end - groups[i]);
        }
      }
      out.append(" = ");
    }
    printCustomOrGenericOp(op);
  }

  private void printResultGroup(Operation op, int first, int count) {
    names.appendValue(out, op.result(first), false);
    if (count > 1) out.append(':').append(count);
  }

  private void printCustomOrGenericOp(Operation op) {
    Syntaxes.Entry entry = options.genericForm() ? null : syntaxes.entry(op);
    if (entry == null || entry.syntax() == null) {
      printGenericOp(op);
      return;
    }
    String name = op.name();
    String dialect = defaultDialects.peek();
    int from = 0;
    if (!dialect.isEmpty() && name.startsWith(dialect) && name.length() > dialect.length()
        && name.charAt(dialect.length()) == '.' && name.indexOf('.') == name.lastIndexOf('.')) {
      from = dialect.length() + 1;
    }
    if (entry.name().length == name.length()) out.appendBytes(entry.name(), from);
    else out.append(name.substring(from));
    entry.syntax().print(op, this);
  }

  private void printGenericOp(Operation op) {
    Spelling.quoted(out, op.name());
    out.append('(');
    for (int i = 0, n = op.numOperands(); i < n; i++) {
      if (i > 0) out.append(", ");
      names.appendValue(out, op.operand(i), true);
    }
    out.append(')');
    if (op.numSuccessors() != 0) {
      out.append('[');
      for (int i = 0; i < op.numSuccessors(); i++) {
        if (i > 0) out.append(", ");
        names.appendBlock(out, op.successor(i));
      }
      out.append(']');
    }
    if (op.properties() != null) {
      out.append(" <");
      attrs.printAttribute(op.properties(), TypeAttrPrinter.Elision.NEVER);
      out.append('>');
    }
    if (op.numRegions() != 0) {
      out.append(" (");
      for (int i = 0; i < op.numRegions(); i++) {
        if (i > 0) out.append(", ");
        printRegion(op.region(i), true, true, true);
      }
      out.append(')');
    }
    printOptionalAttrDict(op.attributes(), List.of());
    out.append(" : ");
    printFunctionalType(op);
  }

  private void printTrailingLocation(Location loc, boolean allowAlias) {
    if (!options.debugInfo()) return;
    out.append(' ');
    attrs.printLocation(loc, allowAlias);
  }

  private void appendIndent(int n) {
    out.appendSpaces(n);
  }

  // ---- blocks ----

  private void printBlock(Block block, boolean printHeader, boolean printTerminator) {
    if (printHeader) {
      appendIndent(indent);
      blockHeaders.print(block);
    }
    indent += INDENT_WIDTH;
    Operation last = block.last();
    boolean skipLast = !printTerminator && last != null && last.hasTrait(Trait.IS_TERMINATOR);
    if (mayFork && ParallelPrinting.worthIt(block)) {
      ParallelPrinting.print(this, block, skipLast ? last : null);
    } else {
      for (Operation op = block.first(); op != null; op = op.nextInBlock()) {
        if (skipLast && op == last) break;
        numberDeferred(op);
        printOpLine(op);
      }
    }
    indent -= INDENT_WIDTH;
  }

  // ---- OpAsmPrinter ----

  @Override
  public OpAsmPrinter printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators,
      boolean printEmptyBlock) {
    out.append("{\n");
    if (!region.isEmpty()) {
      OpSyntax parent = syntaxes.of(region.parentOp());
      defaultDialects.push(parent == null ? "" : parent.defaultDialect());
      List<Block> blocks = region.blocks();
      Block entry = blocks.get(0);
      boolean header = (printEmptyBlock && entry.isEmpty())
          || (printEntryBlockArgs && entry.numArguments() != 0);
      printBlock(entry, header, printBlockTerminators);
      for (int i = 1; i < blocks.size(); i++) printBlock(blocks.get(i), true, true);
      defaultDialects.pop();
    }
    appendIndent(indent);
    out.append('}');
    return this;
  }

  @Override
  public OpAsmPrinter append(String text) {
    out.append(text);
    return this;
  }

  @Override
  public OpAsmPrinter append(long number) {
    out.append(number);
    return this;
  }

  @Override
  public OpAsmPrinter printType(Type type) {
    attrs.printType(type);
    return this;
  }

  @Override
  public OpAsmPrinter printAttribute(Attribute attribute) {
    attrs.printAttribute(attribute, TypeAttrPrinter.Elision.NEVER);
    return this;
  }

  @Override
  public OpAsmPrinter printString(String text) {
    Spelling.quoted(out, text);
    return this;
  }

  @Override
  public OpAsmPrinter printOperand(Value v) {
    names.appendValue(out, v, true);
    return this;
  }

  @Override
  public OpAsmPrinter printOperands(List<? extends Value> values) {
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) out.append(", ");
      names.appendValue(out, values.get(i), true);
    }
    return this;
  }

  @Override
  public OpAsmPrinter printTypes(List<? extends Type> types) {
    attrs.printTypeList(types);
    return this;
  }

  @Override
  public OpAsmPrinter printAttributeWithoutType(Attribute attribute) {
    attrs.printAttribute(attribute, TypeAttrPrinter.Elision.MUST);
    return this;
  }

  @Override
  public OpAsmPrinter printKeywordOrString(String keyword) {
    Spelling.keywordOrString(out, keyword);
    return this;
  }

  @Override
  public OpAsmPrinter printSymbolName(String name) {
    Spelling.symbolRef(out, name);
    return this;
  }

  @Override
  public OpAsmPrinter printOptionalAttrDict(DictionaryAttr attributes, Collection<String> elided) {
    printAttrDict(attributes, elided, false);
    return this;
  }

  @Override
  public OpAsmPrinter printOptionalAttrDictWithKeyword(DictionaryAttr attributes, Collection<String> elided) {
    printAttrDict(attributes, elided, true);
    return this;
  }

  private void printAttrDict(DictionaryAttr attributes, Collection<String> elided, boolean keyword) {
    List<NamedAttribute> entries = attributes.entries();
    boolean any = false;
    for (int i = 0; i < entries.size(); i++) {
      NamedAttribute e = entries.get(i);
      if (elided.contains(e.name())) continue;
      out.append(any ? ", " : keyword ? " attributes {" : " {");
      any = true;
      attrs.printNamedAttribute(e);
    }
    if (any) out.append('}');
  }

  @Override
  public OpAsmPrinter printFunctionalType(Operation op) {
    out.append('(');
    for (int i = 0, n = op.numOperands(); i < n; i++) {
      if (i > 0) out.append(", ");
      attrs.printType(op.operand(i).type());
    }
    out.append(") -> ");
    int numResults = op.numResults();
    boolean wrapped = numResults != 1 || op.result(0).type() instanceof FunctionType;
    if (wrapped) out.append('(');
    for (int i = 0; i < numResults; i++) {
      if (i > 0) out.append(", ");
      attrs.printType(op.result(i).type());
    }
    if (wrapped) out.append(')');
    return this;
  }

  /** {@code " -> t"} or {@code " -> (t1, t2)"}; nothing for no types. */
  @Override
  public OpAsmPrinter printArrowTypeList(List<? extends Type> types) {
    if (types.isEmpty()) return this;
    out.append(" -> ");
    boolean wrapped = types.size() != 1 || types.get(0) instanceof FunctionType;
    if (wrapped) out.append('(');
    attrs.printTypeList(types);
    if (wrapped) out.append(')');
    return this;
  }

  @Override
  public OpAsmPrinter printRegionArgument(Value argument, DictionaryAttr argAttributes, boolean omitType) {
    names.appendValue(out, argument, true);
    if (!omitType) {
      out.append(": ");
      attrs.printType(argument.type());
    }
    printAttrDict(argAttributes, List.of(), false);
    if (argument instanceof BlockArgument a) printTrailingLocation(a.location(), false);
    return this;
  }

  @Override
  public OpAsmPrinter printSuccessor(Block block) {
    names.appendBlock(out, block);
    return this;
  }

  @Override
  public OpAsmPrinter printSuccessorAndUseList(Block block, List<? extends Value> operands) {
    names.appendBlock(out, block);
    if (operands.isEmpty()) return this;
    out.append('(');
    printOperands(operands);
    out.append(" : ");
    for (int i = 0; i < operands.size(); i++) {
      if (i > 0) out.append(", ");
      attrs.printType(operands.get(i).type());
    }
    out.append(')');
    return this;
  }

  @Override
  public OpAsmPrinter printOptionalLocationSpecifier(Location location) {
    locationSpecifierSeen = true;
    printTrailingLocation(location, true);
    return this;
  }

  @Override
  public OpAsmPrinter printNewline() {
    out.append('\n');
    appendIndent(indent);
    return this;
  }

  @Override
  public OpAsmPrinter increaseIndent() {
    indent += INDENT_WIDTH;
    return this;
  }

  @Override
  public OpAsmPrinter decreaseIndent() {
    indent -= INDENT_WIDTH;
    return this;
  }

  @Override
  public String nameOf(Value v) {
    Utf8Text text = new Utf8Text(32);
    names.appendValue(text, v, true);
    String s = text.toString();
    return s.charAt(0) == '%' ? s.substring(1) : s;
  }
}
