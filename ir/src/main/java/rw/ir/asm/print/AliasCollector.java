package rw.ir.asm.print;

import java.util.ArrayList;
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
import rw.ir.attr.AffineMapAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerSetAttr;
import rw.ir.attr.LocationAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.loc.Location;
import rw.ir.type.DialectPrinter;
import rw.ir.type.TupleType;
import rw.ir.type.Type;

/**
 * Finds the aliases of a print by walking the op as the printer will (MLIR's dummy alias
 * printer): custom forms through their {@link OpSyntax} with this class as the printer, the
 * generic form as regions, operand types, result types, then attributes. Visits are recorded
 * in an {@link AliasTable} with their nesting depth.
 */
final class AliasCollector implements OpAsmPrinter {
  /** The tuple types with more elements than this get the {@code !tuple} alias. */
  private static final int TUPLE_ALIAS_SIZE = 16;

  private final AliasTable table = new AliasTable();
  private final PrintOptions options;
  private final Syntaxes syntaxes;
  private final NestedVisits nested;
  /** Aliased values met while visiting the current value, and their deepest depth. */
  private List<AliasTable.Entry> children;
  private int maxDepth;
  private boolean deferrable;

  private AliasCollector(PrintOptions options, Syntaxes syntaxes) {
    this.options = options;
    this.syntaxes = syntaxes;
    this.nested = new NestedVisits(this);
  }

  static AliasTable collect(Operation root, PrintOptions options, Syntaxes syntaxes) {
    AliasCollector c = new AliasCollector(options, syntaxes);
    c.visitOp(root);
    c.table.assignNames();
    return c.table;
  }

  // ---- ops, regions, blocks ----

  void visitOp(Operation op) {
    if (options.debugInfo()) visitLocation(op.location(), true);
    OpSyntax syntax = options.genericForm() ? null : syntaxes.of(op);
    if (syntax != null) {
      syntax.print(op, this);
      return;
    }
    for (Region r : op.regions()) visitRegion(r, true, true);
    for (int i = 0; i < op.numOperands(); i++) type(op.operand(i).type());
    for (int i = 0; i < op.numResults(); i++) type(op.result(i).type());
    DictionaryAttr attrs = op.isRegistered() ? op.attrDictionary() : op.attributes();
    for (NamedAttribute a : attrs.entries()) attribute(a.value(), false);
  }

  private void visitRegion(Region region, boolean entryArgs, boolean terminators) {
    List<Block> blocks = region.blocks();
    for (int i = 0; i < blocks.size(); i++) {
      boolean entry = i == 0;
      visitBlock(blocks.get(i), !entry || entryArgs, !entry || terminators);
    }
  }

  private void visitBlock(Block block, boolean args, boolean terminator) {
    if (args) {
      for (BlockArgument a : block.arguments()) {
        type(a.type());
        if (options.debugInfo()) visitLocation(a.location(), false);
      }
    }
    Operation last = block.last();
    boolean skipLast = !terminator && last != null && last.hasTrait(Trait.IS_TERMINATOR);
    for (Operation op = block.first(); op != null; op = op.nextInBlock()) {
      if (skipLast && op == last) break;
      visitOp(op);
    }
  }

  // ---- values ----

  void type(Type t) {
    visit(t, false);
  }

  void attribute(Attribute a, boolean elideType) {
    visit(a, elideType);
  }

  void visitLocation(Location loc, boolean canBeDeferred) {
    boolean saved = deferrable;
    deferrable = canBeDeferred;
    visit(loc, false);
    deferrable = saved;
  }

  /** Visits a type, attribute or location; returns its alias depth. */
  int visit(Object value, boolean elideType) {
    if (NestedValues.isLeaf(value)) return 0;
    if (value instanceof LocationAttr la) value = la.location();
    String base = aliasBase(value);
    if (base == null) return visitUnaliased(value, elideType);
    AliasTable.Entry e = table.get(value);
    if (e == null) {
      e = table.add(value, base, value instanceof Type, deferrable);
      List<AliasTable.Entry> savedChildren = children;
      int savedDepth = maxDepth;
      children = new ArrayList<>();
      maxDepth = 0;
      NestedValues.visitChildren(value, elideType, this, nested);
      e.children = children;
      if (maxDepth > 0) e.depth = maxDepth + 1;
      children = savedChildren;
      maxDepth = savedDepth;
    } else if (!deferrable) {
      markNonDeferrable(e);
    }
    if (children != null) children.add(e);
    maxDepth = Math.max(maxDepth, e.depth);
    return e.depth;
  }

  private int visitUnaliased(Object value, boolean elideType) {
    int savedDepth = maxDepth;
    maxDepth = 0;
    NestedValues.visitChildren(value, elideType, this, nested);
    int depth = maxDepth > 0 ? maxDepth + 1 : 0;
    maxDepth = Math.max(savedDepth, depth);
    return depth;
  }

  private static void markNonDeferrable(AliasTable.Entry e) {
    if (!e.deferrable) return;
    e.deferrable = false;
    for (AliasTable.Entry c : e.children) markNonDeferrable(c);
  }

  private String aliasBase(Object value) {
    if (value instanceof AffineMapAttr) return "map";
    if (value instanceof IntegerSetAttr) return "set";
    if (value instanceof Location) return "loc";
    if (value instanceof TupleType t && t.types().size() > TUPLE_ALIAS_SIZE) return "tuple";
    return null;
  }

  // ---- OpAsmPrinter: record what a custom printer would print ----

  @Override
  public OpAsmPrinter append(String text) {
    return this;
  }

  @Override
  public OpAsmPrinter append(long number) {
    return this;
  }

  @Override
  public OpAsmPrinter printType(Type type) {
    type(type);
    return this;
  }

  @Override
  public OpAsmPrinter printAttribute(Attribute attribute) {
    attribute(attribute, false);
    return this;
  }

  @Override
  public OpAsmPrinter printString(String text) {
    return this;
  }

  @Override
  public OpAsmPrinter printOperand(Value v) {
    return this;
  }

  @Override
  public OpAsmPrinter printOperands(List<? extends Value> values) {
    return this;
  }

  @Override
  public OpAsmPrinter printTypes(List<? extends Type> types) {
    for (Type t : types) type(t);
    return this;
  }

  @Override
  public OpAsmPrinter printAttributeWithoutType(Attribute attribute) {
    attribute(attribute, true);
    return this;
  }

  @Override
  public OpAsmPrinter printKeywordOrString(String keyword) {
    return this;
  }

  @Override
  public OpAsmPrinter printSymbolName(String name) {
    return this;
  }

  @Override
  public OpAsmPrinter printOptionalAttrDict(DictionaryAttr attributes, Collection<String> elided) {
    for (NamedAttribute a : attributes.entries()) {
      if (!elided.contains(a.name())) attribute(a.value(), false);
    }
    return this;
  }

  @Override
  public OpAsmPrinter printOptionalAttrDictWithKeyword(DictionaryAttr attributes, Collection<String> elided) {
    return printOptionalAttrDict(attributes, elided);
  }

  @Override
  public OpAsmPrinter printFunctionalType(Operation op) {
    for (int i = 0; i < op.numOperands(); i++) type(op.operand(i).type());
    for (int i = 0; i < op.numResults(); i++) type(op.result(i).type());
    return this;
  }

  @Override
  public OpAsmPrinter printArrowTypeList(List<? extends Type> types) {
    return printTypes(types);
  }

  @Override
  public OpAsmPrinter printRegionArgument(Value argument, DictionaryAttr argAttributes, boolean omitType) {
    type(argument.type());
    if (options.debugInfo() && argument instanceof BlockArgument a) visitLocation(a.location(), false);
    return this;
  }

  @Override
  public OpAsmPrinter printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators,
      boolean printEmptyBlock) {
    visitRegion(region, printEntryBlockArgs, printBlockTerminators);
    return this;
  }

  @Override
  public OpAsmPrinter printSuccessor(Block block) {
    return this;
  }

  @Override
  public OpAsmPrinter printSuccessorAndUseList(Block block, List<? extends Value> operands) {
    return this;
  }

  @Override
  public OpAsmPrinter printOptionalLocationSpecifier(Location location) {
    visitLocation(location, false);
    return this;
  }

  @Override
  public OpAsmPrinter printNewline() {
    return this;
  }

  @Override
  public OpAsmPrinter increaseIndent() {
    return this;
  }

  @Override
  public OpAsmPrinter decreaseIndent() {
    return this;
  }

  @Override
  public String nameOf(Value v) {
    return "";
  }

  /** The printer handed to dialect types and attributes: it visits what they print. */
  private static final class NestedVisits implements DialectPrinter {
    private final AliasCollector c;

    NestedVisits(AliasCollector c) {
      this.c = c;
    }

    @Override
    public DialectPrinter append(String text) {
      return this;
    }

    @Override
    public DialectPrinter append(long number) {
      return this;
    }

    @Override
    public DialectPrinter printType(Type type) {
      c.type(type);
      return this;
    }

    @Override
    public DialectPrinter printAttribute(Attribute attribute) {
      c.attribute(attribute, false);
      return this;
    }

    @Override
    public DialectPrinter printAttributeWithoutType(Attribute attribute) {
      c.attribute(attribute, true);
      return this;
    }

    @Override
    public DialectPrinter printString(String text) {
      return this;
    }
  }
}
