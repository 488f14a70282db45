package rw.ir.def;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rw.ir.OpDef;
import rw.ir.OpVerifier;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.PropertiesModel;
import rw.ir.Trait;
import rw.ir.asm.OpSyntax;
import rw.ir.attr.Attribute;
import rw.ir.attr.NamedAttribute;
import rw.ir.def.format.AssemblyFormat;
import rw.ir.type.Type;

/**
 * The declarative definition of an operation (MLIR's ODS record, xDSL's IRDL): named operands,
 * results, attributes, regions and successors with their constraints, traits and type relations,
 * documentation, a verifier hook and an assembly format. {@link #toOpDef()} turns it into the
 * {@link OpDef} a context registers: counts, traits, the invariant checks with MLIR's messages,
 * the custom syntax, and the conversion of generic-form properties. Immutable; made by
 * {@link #builder(String)}.
 */
public final class OpSpec {
  /** The property holding the sizes of the operand groups ({@code AttrSizedOperandSegments}). */
  public static final String OPERAND_SEGMENT_SIZES = "operandSegmentSizes";
  /** The property holding the sizes of the result groups ({@code AttrSizedResultSegments}). */
  public static final String RESULT_SEGMENT_SIZES = "resultSegmentSizes";

  private final String name;
  private final String summary;
  private final String description;
  private final List<ValueSpec> operands;
  private final List<ValueSpec> results;
  private final List<AttrSpec> attributes;
  /** The attributes again, for the lookups by name (a loop over a list pays an itable stub per call on C1). */
  private final AttrSpec[] attributeArray;
  /** The group names, for the lookups by name (as {@link #attributeArray}). */
  private final String[] operandNames;
  private final String[] resultNames;
  /** How many leading groups hold one value each without segment sizes: group i of those is value i. */
  private final int singleOperandPrefix;
  private final int singleResultPrefix;
  /** Where the op keeps its inherent attributes, with their defaults: made once, used by every op built. */
  private final SpecProperties properties;
  private final List<RegionSpec> regions;
  private final List<SuccessorSpec> successors;
  private final Set<Trait> traits;
  private final List<TypeRelation> relations;
  private final OpVerifier verifier;
  private final OpVerifier regionVerifier;
  private final boolean operandSegments;
  private final boolean resultSegments;
  private final boolean usesProperties;
  private final String assemblyFormat;
  private final String implicitTerminator;
  private final OpSpecBuilder.Extras extras;
  private OpSyntax syntax;

  OpSpec(OpSpecBuilder b) {
    this.name = b.name;
    this.summary = b.summary;
    this.description = b.description;
    this.operands = List.copyOf(b.operands);
    this.results = List.copyOf(b.results);
    this.attributes = List.copyOf(b.attributes);
    this.attributeArray = this.attributes.toArray(new AttrSpec[0]);
    this.regions = List.copyOf(b.regions);
    this.successors = List.copyOf(b.successors);
    this.traits = Collections.unmodifiableSet(b.traits.isEmpty() ? EnumSet.noneOf(Trait.class) : EnumSet.copyOf(b.traits));
    this.relations = List.copyOf(b.relations);
    this.verifier = b.verifier;
    this.regionVerifier = b.regionVerifier;
    this.operandSegments = b.operandSegments;
    this.resultSegments = b.resultSegments;
    this.usesProperties = b.usesProperties;
    this.assemblyFormat = b.assemblyFormat;
    this.implicitTerminator = b.implicitTerminator;
    this.extras = b.extras();
    this.operandNames = names(operands);
    this.resultNames = names(results);
    this.singleOperandPrefix = operandSegments ? 0 : singlePrefix(operands);
    this.singleResultPrefix = resultSegments ? 0 : singlePrefix(results);
    this.properties = new SpecProperties(this);
  }

  private static String[] names(List<ValueSpec> groups) {
    return groups.stream().map(ValueSpec::name).toArray(String[]::new);
  }

  private static int singlePrefix(List<ValueSpec> groups) {
    int n = 0;
    while (n < groups.size() && !groups.get(n).arity().isVariable()) n++;
    return n;
  }

  /** Called once by the builder: the format needs the finished spec. */
  void attachSyntax(OpSyntax custom) {
    if (assemblyFormat != null) syntax = AssemblyFormat.parse(assemblyFormat, this);
    else syntax = custom;
  }

  public static OpSpecBuilder builder(String name) {
    return new OpSpecBuilder(name);
  }

  public String name() {
    return name;
  }

  public String summary() {
    return summary;
  }

  public String description() {
    return description;
  }

  public List<ValueSpec> operands() {
    return operands;
  }

  public List<ValueSpec> results() {
    return results;
  }

  public List<AttrSpec> attributes() {
    return attributes;
  }

  public List<RegionSpec> regions() {
    return regions;
  }

  public List<SuccessorSpec> successors() {
    return successors;
  }

  public Set<Trait> traits() {
    return traits;
  }

  public boolean hasTrait(Trait t) {
    return traits.contains(t);
  }

  /** The type relations, in declaration order (the order the verifier checks them). */
  public List<TypeRelation> relations() {
    return relations;
  }

  /** The op's own verifier (ODS {@code hasVerifier}); runs after every declared check. */
  public OpVerifier verifier() {
    return verifier;
  }

  public OpVerifier regionVerifier() {
    return regionVerifier;
  }

  /** Whether operand group sizes are kept in {@value #OPERAND_SEGMENT_SIZES}. */
  public boolean hasOperandSegments() {
    return operandSegments;
  }

  public boolean hasResultSegments() {
    return resultSegments;
  }

  /**
   * What an op built with properties under exactly {@code names} and no other attribute needs of
   * this definition, or {@code null} when it needs more: the declared attribute of each name, for
   * the check of its value ({@link AttrConstraint#isStorable}). Once the values pass, the
   * properties are the op's as written with the default values of {@link #missingDefaults}
   * added, which is what {@link PropertiesModel#adopt} of {@code model} would make of them: the
   * op keeps properties and has no segment sizes. (For builders that make many ops from the same
   * names: they ask once.)
   */
  public AttrSpec[] propertiesAsWritten(PropertiesModel model, String[] names) {
    return model == properties ? properties.asWritten(names) : null;
  }

  /** The attributes with a default value that properties under {@code names} lack, as adoption adds them. */
  public List<NamedAttribute> missingDefaults(String[] names) {
    return properties.missingDefaults(names);
  }

  /** Whether inherent attributes live in the properties (MLIR 22's default) rather than the attributes. */
  public boolean usesProperties() {
    return usesProperties;
  }

  /** The declarative assembly format, or {@code null}. */
  public String assemblyFormat() {
    return assemblyFormat;
  }

  /** The op its single-block regions end with when the text leaves it out, or {@code null}. */
  public String implicitTerminator() {
    return implicitTerminator;
  }

  /** The custom textual form (from the format or hand-written), or {@code null} for the generic form only. */
  public OpSyntax syntax() {
    return syntax;
  }

  /** Names result values in the custom form ({@code %c0}), or {@code null}. */
  public ResultNamer resultNamer() {
    return extras.resultNamer();
  }

  /** Infers result types from operands and attributes (MLIR's InferTypeOpInterface), or {@code null}. */
  public ResultTypeInference resultInference() {
    return extras.resultInference();
  }

  /** The dialect whose prefix nested ops may leave out, or {@code ""}. */
  public String defaultDialect() {
    return extras.defaultDialect();
  }

  public AttrSpec attribute(String attrName) {
    // The same String object first (see DictionaryAttr.get), then equal ones.
    for (AttrSpec a : attributeArray) {
      if (a.name() == attrName) return a;
    }
    for (AttrSpec a : attributeArray) {
      if (a.name().equals(attrName)) return a;
    }
    return null;
  }

  public int operandIndex(String groupName) {
    return indexOf(operandNames, groupName);
  }

  public int resultIndex(String groupName) {
    return indexOf(resultNames, groupName);
  }

  private static int indexOf(String[] names, String groupName) {
    for (int i = 0; i < names.length; i++) {
      if (names[i] == groupName) return i;
    }
    for (int i = 0; i < names.length; i++) {
      if (names[i].equals(groupName)) return i;
    }
    return -1;
  }

  /**
   * The type that a type relation means by {@code valueName} on {@code op}: the type of that
   * operand or result (the first of a group), or of that typed attribute; {@code null} when absent.
   */
  public Type typeOf(Operation op, String valueName) {
    int i = operandIndex(valueName);
    if (i >= 0 && i < singleOperandPrefix) return i < op.numOperands() ? op.operand(i).type() : null;
    if (i >= 0) {
      long r = SegmentAccess.range(operands, operandSegments ? SegmentAccess.sizes(op, OPERAND_SEGMENT_SIZES) : null,
          op.numOperands(), i);
      return SegmentAccess.size(r) == 0 ? null : op.operand(SegmentAccess.start(r)).type();
    }
    i = resultIndex(valueName);
    if (i >= 0 && i < singleResultPrefix) return i < op.numResults() ? op.result(i).type() : null;
    if (i >= 0) {
      long r = SegmentAccess.range(results, resultSegments ? SegmentAccess.sizes(op, RESULT_SEGMENT_SIZES) : null,
          op.numResults(), i);
      return SegmentAccess.size(r) == 0 ? null : op.result(SegmentAccess.start(r)).type();
    }
    return AttrConstraints.typeOf(op.inherentAttr(valueName));
  }

  /**
   * Completes the state of a new op from its inherent attributes ({@code inherent}: the values
   * for this op's declared attributes and segment sizes) and other attributes ({@code dict}, whose
   * entries naming declared attributes join the inherent ones): puts them in the properties (or
   * the attributes, for ops without properties) and fills in default values, as MLIR does when it
   * creates an op. For assembly formats and generated builders.
   */
  public void completeState(OperationState state, Map<String, Attribute> inherent, List<NamedAttribute> dict) {
    properties.fill(state, inherent, dict);
  }

  /** The definition to register: counts, traits, invariants, hooks and syntax. */
  public OpDef toOpDef() {
    OpDef.Builder b = OpDef.builder(name).summary(summary).traits(traits.toArray(new Trait[0]));
    count(operands.stream().filter(v -> !v.arity().isVariable()).count(), variable(operands), b::operands, b::atLeastOperands);
    count(results.stream().filter(v -> !v.arity().isVariable()).count(), variable(results), b::results, b::atLeastResults);
    count(regions.stream().filter(r -> !r.variadic()).count(), regions.stream().anyMatch(RegionSpec::variadic),
        b::regions, b::atLeastRegions);
    count(successors.stream().filter(s -> !s.variadic()).count(), successors.stream().anyMatch(SuccessorSpec::variadic),
        b::successors, b::atLeastSuccessors);
    SpecVerifier invariants = new SpecVerifier(this);
    b.invariants(invariants).contextInvariants(invariants.contextual()).verifier(verifier).regionVerifier(regionVerifier);
    b.implement(OpSpec.class, this);
    b.implement(PropertiesModel.class, properties);
    if (syntax != null) b.implement(OpSyntax.class, syntax);
    for (Map.Entry<Class<?>, Object> e : extras.interfaces().entrySet()) implement(b, e.getKey(), e.getValue());
    return b.build();
  }

  private static <T> void implement(OpDef.Builder b, Class<T> iface, Object impl) {
    b.implement(iface, iface.cast(impl));
  }

  private static boolean variable(List<ValueSpec> specs) {
    return specs.stream().anyMatch(v -> v.arity().isVariable());
  }

  private static void count(long fixed, boolean variable, java.util.function.IntFunction<OpDef.Builder> exactly,
      java.util.function.IntFunction<OpDef.Builder> atLeast) {
    if (variable) atLeast.apply((int) fixed);
    else exactly.apply((int) fixed);
  }

  @Override
  public String toString() {
    return "OpSpec(" + name + ")";
  }

  /** Names of everything the spec declares, for diagnostics of bad specs. */
  List<String> declaredNames() {
    List<String> names = new ArrayList<>();
    operands.forEach(v -> names.add(v.name()));
    results.forEach(v -> names.add(v.name()));
    attributes.forEach(a -> names.add(a.name()));
    regions.forEach(r -> names.add(r.name()));
    successors.forEach(s -> names.add(s.name()));
    return names;
  }

  static Map<Class<?>, Object> copy(Map<Class<?>, Object> m) {
    return Collections.unmodifiableMap(new LinkedHashMap<>(m));
  }
}
