package rw.conversion.support;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.OpDef;
import rw.ir.OpName;
import rw.ir.Operation;
import rw.ir.PropertiesModel;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.build.InsertionGuard;
import rw.ir.build.InsertionPoint;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.rewrite.convert.ConversionConfig;
import rw.ir.symbol.SymbolUses;
import rw.ir.type.Type;

/**
 * The op and symbol actions of code generated from {@code .rw} rules: building an op with its
 * properties (defaults filled in by the op's definition), looking symbols up by computed names,
 * creating a symbol op unless it exists, renaming a symbol with all its uses.
 */
public final class RuleOps {
  private RuleOps() {}

  /** Builds {@code name} at the builder's insertion point. */
  public static Operation build(OpBuilder b, String name, Location loc, List<? extends Value> operands,
      List<NamedAttribute> properties, List<NamedAttribute> attributes, List<? extends Type> resultTypes) {
    return build(b, name, loc, operands, properties, attributes, resultTypes, List.of());
  }

  /** Builds {@code name} with {@code successors} at the builder's insertion point. */
  public static Operation build(OpBuilder b, String name, Location loc, List<? extends Value> operands,
      List<NamedAttribute> properties, List<NamedAttribute> attributes, List<? extends Type> resultTypes,
      List<rw.ir.Block> successors) {
    OpName opName;
    if (attributes.isEmpty()) {
      BuildTargets.Target target = BuildTargets.of(b.context(), name, properties);
      if (target.specs() != null) {
        Operation op = buildAsWritten(target, loc, operands, properties, resultTypes, successors);
        if (op != null) return b.insert(op);
      }
      opName = target.opName();
    } else {
      opName = b.context().opName(name);
    }
    OpDef def = opName.def();
    PropertiesModel model = def == null ? null : def.getInterface(PropertiesModel.class);
    rw.ir.def.OpSpec spec = def == null ? null : def.getInterface(rw.ir.def.OpSpec.class);
    int regions = spec == null ? 0 : spec.regions().size();
    List<NamedAttribute> props = withSegments(spec, operands.size(), properties);
    Attribute propsAttr = model != null || !props.isEmpty() ? DictionaryAttr.of(props) : null;
    Operation op = Operation.create(opName, loc, operands, resultTypes, DictionaryAttr.of(attributes), propsAttr, successors, regions);
    if (model != null) model.adopt(op);
    return b.insert(op);
  }

  /**
   * The op of {@code target} with {@code properties} as written, which is what building it
   * otherwise would make when each value may be stored as its declared attribute; {@code null}
   * when one may not.
   */
  private static Operation buildAsWritten(BuildTargets.Target target, Location loc, List<? extends Value> operands,
      List<NamedAttribute> properties, List<? extends Type> resultTypes, List<rw.ir.Block> successors) {
    rw.ir.def.AttrSpec[] specs = target.specs();
    int[] order = target.order();
    NamedAttribute[] sorted = new NamedAttribute[target.entries()];
    for (int j = 0; j < sorted.length; j++) {
      if (order[j] < 0) {
        sorted[j] = target.defaults()[j];
        continue;
      }
      NamedAttribute e = properties.get(order[j]);
      if (!specs[j].constraint().isStorable(e.value())) return null;
      sorted[j] = e;
    }
    DictionaryAttr props = sorted.length == 0 ? null : DictionaryAttr.ofSorted(sorted);
    return Operation.create(target.opName(), loc, operands, resultTypes, DictionaryAttr.EMPTY, props, successors, target.regions());
  }

  /** Removes inherent attribute {@code name} of {@code op}, from its properties when it has them. */
  public static void removeInherentAttr(Operation op, String name) {
    if (op.properties() instanceof DictionaryAttr d && d.contains(name)) op.setProperties(d.without(name));
    else op.removeAttr(name);
  }

  /**
   * The properties of {@code op} that a table row carries over: for each pair of {@code moves}
   * (source name, target name), the property of the source name under the target name, when
   * {@code op} has it.
   */
  public static List<NamedAttribute> movedProperties(Operation op, String[] moves) {
    List<NamedAttribute> out = null;
    for (int i = 0; i + 1 < moves.length; i += 2) {
      Attribute value = property(op, moves[i]);
      if (value == null) continue;
      if (out == null) out = new ArrayList<>(moves.length / 2);
      out.add(new NamedAttribute(moves[i + 1], value));
    }
    return out == null ? List.of() : out;
  }

  /** The result types of {@code op} converted (1:N, concatenated), or {@code null} when one does not convert. */
  public static List<Type> convertedResultTypes(rw.ir.rewrite.convert.TypeConverter converter, Operation op) {
    int n = op.numResults();
    if (n == 1) return converter.convert(op.result(0).type());
    List<Type> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      List<Type> converted = converter.convert(op.result(i).type());
      if (converted == null) return null;
      out.addAll(converted);
    }
    return out;
  }

  /** The property {@code name} of {@code op}, or {@code null} when it has none of that name. */
  public static rw.ir.attr.Attribute property(Operation op, String name) {
    return op.properties() instanceof DictionaryAttr d ? d.get(name) : null;
  }

  /**
   * The settings of a generated conversion: traced under {@code --debug-patterns}, else with
   * its steps carrying the running pass's state to the threads that run them; the copies the
   * pass deferred ({@link #deferCopy}) are made as the islands holding them are gathered.
   */
  public static ConversionConfig conversionConfig() {
    ConversionConfig config = tracing() ? ConversionConfig.DEFAULT.withTrace(System.err::println)
        : ConversionConfig.DEFAULT.withCarrier(RunningPass::carry);
    var setup = PendingCopies.islandSetup();
    return setup == null ? config : config.withIslandSetup(setup);
  }

  /**
   * Copies {@code from}, a region of an op isolated from above, into {@code placeholder}, an empty
   * block without arguments, later: right before the running pass's conversion gathers the
   * placeholder's ops, on the thread that converts them, or at the end of the pass run.
   */
  public static void deferCopy(Region from, Block placeholder) {
    PendingCopies.defer(from, placeholder);
  }

  /** Indexes symbol lookups until closed: generated passes hold one for each run. */
  public static SymbolCache symbolCache() {
    return SymbolCache.open();
  }

  /** The op named {@code opName} defining symbol {@code symbol} directly in {@code scope}, or {@code null}. */
  public static Operation lookup(Operation scope, String opName, String symbol) {
    Operation found = SymbolCache.lookup(scope, symbol);
    return found != null && found.name().equals(opName) ? found : null;
  }

  /** The symbol op {@code symbol} of {@code scope}, else built by {@code create} at {@code where}. */
  public static Operation ensure(OpBuilder b, Operation scope, String opName, String symbol, InsertionPoint where, Creator create) {
    Operation existing = lookup(scope, opName, symbol);
    if (existing != null) return existing;
    try (InsertionGuard g = b.saveInsertionPoint()) {
      b.setInsertionPoint(where);
      Operation created = create.create(symbol);
      SymbolCache.added(scope, symbol, created);
      return created;
    }
  }

  /** Renames {@code symbol} and every use of it within {@code scope}. */
  public static void rename(Operation symbol, String newName, Operation scope) {
    SymbolUses.renameWithin(symbol, newName, scope);
  }

  /** The ops named {@code opName} directly in the first block of {@code scope}'s first region. */
  public static List<Operation> children(Operation scope, String opName) {
    List<Operation> out = new ArrayList<>();
    if (scope.numRegions() == 0 || scope.region(0).blocks().isEmpty()) return out;
    for (Operation o = scope.region(0).blocks().get(0).first(); o != null; o = o.nextInBlock()) {
      if (o.name().equals(opName)) out.add(o);
    }
    return out;
  }

  /**
   * {@code properties} plus the {@code operandSegmentSizes} of an op with operand segments when the
   * rule left them out: the rule's operands all belong to the first group, so every other group must
   * be variadic or optional (and is left empty), as for {@code llvm.call} without operand bundles.
   */
  private static List<NamedAttribute> withSegments(rw.ir.def.OpSpec spec, int operands, List<NamedAttribute> properties) {
    if (spec == null || !spec.hasOperandSegments()) return properties;
    for (int i = 0; i < properties.size(); i++) {
      if (properties.get(i).name().equals("operandSegmentSizes")) return properties;
    }
    List<Integer> sizes = new ArrayList<>();
    for (rw.ir.def.ValueSpec group : spec.operands()) {
      if (!sizes.isEmpty() && group.arity() == rw.ir.def.Arity.SINGLE) {
        throw new IllegalStateException(spec.name() + ": cannot infer operandSegmentSizes; give them in the rule");
      }
      sizes.add(sizes.isEmpty() ? operands : 0);
    }
    List<NamedAttribute> all = new ArrayList<>(properties);
    all.add(new NamedAttribute("operandSegmentSizes", new DenseArrayAttr(rw.ir.type.IntegerType.I32, sizes)));
    return all;
  }

  /**
   * Operand group {@code group} of {@code op}, whose definition declares {@code groups} groups:
   * from {@code operandSegmentSizes} when the op has it, else every group but the variadic one at
   * {@code variadic} holds one operand.
   */
  public static List<Value> operandGroup(Operation op, int group, int groups, int variadic) {
    DenseArrayAttr sizes = segmentSizes(op);
    int start = groupStart(op, sizes, group, groups, variadic);
    int end = start + groupSize(op, sizes, group, groups, variadic);
    if (start < 0 || end > op.numOperands() || start > end) {
      throw new IndexOutOfBoundsException("operands " + start + ".." + end + " of " + op.name() + ", which has " + op.numOperands());
    }
    List<Value> out = new ArrayList<>(end - start);
    for (int i = start; i < end; i++) out.add(op.operand(i));
    return out;
  }

  /** The operand of single group {@code group} of {@code op} (see {@link #operandGroup}), without a list. */
  public static Value operand(Operation op, int group, int groups, int variadic) {
    DenseArrayAttr sizes = segmentSizes(op);
    if (groupSize(op, sizes, group, groups, variadic) < 1) {
      throw new IndexOutOfBoundsException("operand group " + group + " of " + op.name() + " is empty");
    }
    return op.operand(groupStart(op, sizes, group, groups, variadic));
  }

  private static DenseArrayAttr segmentSizes(Operation op) {
    return op.inherentAttr("operandSegmentSizes") instanceof DenseArrayAttr sizes ? sizes : null;
  }

  private static int groupStart(Operation op, DenseArrayAttr sizes, int group, int groups, int variadic) {
    if (sizes != null) {
      int start = 0;
      for (int i = 0; i < group; i++) start += sizes.values().get(i).intValue();
      return start;
    }
    return group <= variadic || variadic < 0 ? group : group - 1 + op.numOperands() - (groups - 1);
  }

  private static int groupSize(Operation op, DenseArrayAttr sizes, int group, int groups, int variadic) {
    if (sizes != null) return sizes.values().get(group).intValue();
    return group == variadic ? op.numOperands() - (groups - 1) : 1;
  }

  /** Whether {@code --debug-patterns} asked for a log of the rules applied and the matches failed. */
  public static boolean tracing() {
    return Boolean.getBoolean("rw.debugPatterns");
  }

  /** Fills region {@code index} of {@code op} with one block whose ops {@code body} builds; returns {@code op}. */
  public static Operation withRegion(OpBuilder b, Operation op, int index, java.lang.Runnable body) {
    try (InsertionGuard g = b.saveInsertionPoint()) {
      b.createBlock(op.region(index), List.of(), List.of());
      body.run();
    }
    return op;
  }

  /** The type converter of the conversion running an action that uses {@code convert(T)}. */
  public static rw.ir.rewrite.convert.TypeConverter typeConverter(OpBuilder b) {
    if (!(b instanceof rw.ir.rewrite.convert.ConversionPatternRewriter r)) {
      throw new IllegalStateException("convert(...) in an action that no conversion pattern called");
    }
    return r.currentTypeConverter();
  }

  /** The arguments of {@code block} from {@code first} on, as values (a variadic block argument of a built region). */
  public static List<Value> arguments(rw.ir.Block block, int first) {
    return new ArrayList<>(block.arguments().subList(first, block.numArguments()));
  }

  /** Fills region {@code index} of {@code op} with one block per signature (argument types), built by {@code body}. */
  public static Operation withBlocks(OpBuilder b, Operation op, int index, List<List<Type>> signatures,
      java.util.function.Consumer<List<rw.ir.Block>> body) {
    try (InsertionGuard g = b.saveInsertionPoint()) {
      List<rw.ir.Block> blocks = new ArrayList<>();
      for (List<Type> types : signatures) {
        List<Location> locs = new ArrayList<>();
        for (int i = 0; i < types.size(); i++) locs.add(op.location());
        blocks.add(b.createBlock(op.region(index), types, locs));
      }
      body.accept(blocks);
    }
    return op;
  }

  /** Creates a symbol op for {@link #ensure}. */
  @FunctionalInterface
  public interface Creator {
    Operation create(String symbol);
  }

  /** Operand groups given one argument each (a value or a list of values): the operands and their {@code operandSegmentSizes}. */
  public record Groups(List<Value> values, Attribute sizes) {}

  public static Groups groups(Object... groups) {
    List<Integer> sizes = new ArrayList<>();
    for (Object g : groups) sizes.add(g instanceof Value ? 1 : ((List<?>) g).size());
    return new Groups(operands(groups), new DenseArrayAttr(rw.ir.type.IntegerType.I32, sizes));
  }

  /** Builds {@code name} from operand groups, with their {@code operandSegmentSizes}. */
  public static Operation build(OpBuilder b, String name, Location loc, Groups operands, List<NamedAttribute> properties,
      List<NamedAttribute> attributes, List<? extends Type> resultTypes, List<rw.ir.Block> successors) {
    List<NamedAttribute> props = new ArrayList<>(properties);
    props.add(new NamedAttribute("operandSegmentSizes", operands.sizes()));
    return build(b, name, loc, operands.values(), props, attributes, resultTypes, successors);
  }

  /** Operand values and lists of them, flattened. */
  public static List<Value> operands(Object... parts) {
    int n = 0;
    for (Object p : parts) n += p instanceof Value ? 1 : ((List<?>) p).size();
    List<Value> out = new ArrayList<>(n);
    for (Object p : parts) {
      if (p instanceof Value v) {
        out.add(v);
        continue;
      }
      List<?> list = (List<?>) p;
      for (int i = 0; i < list.size(); i++) out.add((Value) list.get(i));
    }
    return out;
  }

  /** Operands that are single values, as they are (a {@code null} among them is reported when the op is built). */
  public static List<Value> values(Value... values) {
    return java.util.Arrays.asList(values);
  }

  public static List<Type> types(List<? extends Value> values) {
    List<Type> out = new ArrayList<>(values.size());
    for (int i = 0; i < values.size(); i++) out.add(values.get(i).type());
    return out;
  }

  /** The values {@code values} were converted to so far. */
  public static List<Value> remapped(rw.ir.rewrite.convert.ConversionPatternRewriter r, List<? extends Value> values) {
    List<Value> out = new ArrayList<>(values.size());
    for (int i = 0; i < values.size(); i++) out.add(r.remappedValue(values.get(i)));
    return out;
  }

  public static <T> T first(List<T> items) {
    return items.isEmpty() ? null : items.get(0);
  }

  /** The only element, or {@code null} when there are none or several. */
  public static <T> T single(List<T> items) {
    return items.size() == 1 ? items.get(0) : null;
  }
}
