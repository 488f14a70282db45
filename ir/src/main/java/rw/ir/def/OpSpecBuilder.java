package rw.ir.def;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rw.ir.OpVerifier;
import rw.ir.Trait;
import rw.ir.asm.OpSyntax;

/** Collects the parts of an {@link OpSpec}; {@link #build()} checks them and freezes the spec. */
public final class OpSpecBuilder {
  final String name;
  String summary = "";
  String description = "";
  final List<ValueSpec> operands = new ArrayList<>();
  final List<ValueSpec> results = new ArrayList<>();
  final List<AttrSpec> attributes = new ArrayList<>();
  final List<RegionSpec> regions = new ArrayList<>();
  final List<SuccessorSpec> successors = new ArrayList<>();
  final EnumSet<Trait> traits = EnumSet.noneOf(Trait.class);
  final List<TypeRelation> relations = new ArrayList<>();
  OpVerifier verifier = OpVerifier.NONE;
  OpVerifier regionVerifier = OpVerifier.NONE;
  boolean operandSegments;
  boolean resultSegments;
  boolean usesProperties = true;
  String assemblyFormat;
  String implicitTerminator;
  private OpSyntax customSyntax;
  private ResultNamer resultNamer;
  private ResultTypeInference resultInference;
  private String defaultDialect = "";
  private final Map<Class<?>, Object> interfaces = new LinkedHashMap<>();

  /** What the spec keeps only to hand on to its OpDef and syntax. */
  record Extras(ResultNamer resultNamer, ResultTypeInference resultInference, String defaultDialect,
      Map<Class<?>, Object> interfaces) {}

  OpSpecBuilder(String name) {
    if (name == null || name.indexOf('.') <= 0) throw new IllegalArgumentException("op name needs a dialect prefix: " + name);
    this.name = name;
  }

  public OpSpecBuilder summary(String text) {
    this.summary = text;
    return this;
  }

  public OpSpecBuilder description(String text) {
    this.description = text;
    return this;
  }

  public OpSpecBuilder operands(ValueSpec... specs) {
    Collections.addAll(operands, specs);
    return this;
  }

  public OpSpecBuilder results(ValueSpec... specs) {
    Collections.addAll(results, specs);
    return this;
  }

  public OpSpecBuilder attributes(AttrSpec... specs) {
    Collections.addAll(attributes, specs);
    return this;
  }

  public OpSpecBuilder regions(RegionSpec... specs) {
    Collections.addAll(regions, specs);
    return this;
  }

  public OpSpecBuilder successors(SuccessorSpec... specs) {
    Collections.addAll(successors, specs);
    return this;
  }

  public OpSpecBuilder traits(Trait... ts) {
    Collections.addAll(traits, ts);
    return this;
  }

  /** Type relations, checked in the order given. */
  public OpSpecBuilder relations(TypeRelation... rs) {
    Collections.addAll(relations, rs);
    if (relations.stream().anyMatch(r -> r instanceof TypeRelation.SameOperandsAndResultType)) {
      traits.add(Trait.SAME_OPERANDS_AND_RESULT_TYPE);
    }
    return this;
  }

  public OpSpecBuilder verifier(OpVerifier v) {
    this.verifier = v;
    return this;
  }

  public OpSpecBuilder regionVerifier(OpVerifier v) {
    this.regionVerifier = v;
    return this;
  }

  /** MLIR's {@code AttrSizedOperandSegments}. */
  public OpSpecBuilder attrSizedOperandSegments() {
    this.operandSegments = true;
    return this;
  }

  /** MLIR's {@code AttrSizedResultSegments}. */
  public OpSpecBuilder attrSizedResultSegments() {
    this.resultSegments = true;
    return this;
  }

  /** Keeps inherent attributes among the attributes instead of the properties (pre-properties ODS ops). */
  public OpSpecBuilder inherentAttributesAsAttributes() {
    this.usesProperties = false;
    return this;
  }

  /** The declarative assembly format (ODS {@code assemblyFormat}). */
  public OpSpecBuilder assemblyFormat(String format) {
    this.assemblyFormat = format;
    return this;
  }

  /** A hand-written custom form, for ops whose syntax no format expresses. */
  public OpSpecBuilder customSyntax(OpSyntax syntax) {
    this.customSyntax = syntax;
    return this;
  }

  /** MLIR's {@code SingleBlockImplicitTerminator<op>}: also implies {@link Trait#SINGLE_BLOCK}. */
  public OpSpecBuilder implicitTerminator(String opName) {
    this.implicitTerminator = opName;
    traits.add(Trait.SINGLE_BLOCK);
    return this;
  }

  public OpSpecBuilder resultNames(ResultNamer namer) {
    this.resultNamer = namer;
    return this;
  }

  /** MLIR's InferTypeOpInterface: formats that write no result type infer them with {@code inference}. */
  public OpSpecBuilder inferResultTypes(ResultTypeInference inference) {
    this.resultInference = inference;
    return this;
  }

  public OpSpecBuilder defaultDialect(String dialect) {
    this.defaultDialect = dialect;
    return this;
  }

  /** Attaches another interface implementation to the op's definition. */
  public <T> OpSpecBuilder implement(Class<T> iface, T impl) {
    if (interfaces.putIfAbsent(iface, iface.cast(impl)) != null) {
      throw new IllegalStateException(name + " implements " + iface.getSimpleName() + " twice");
    }
    return this;
  }

  Extras extras() {
    return new Extras(resultNamer, resultInference, defaultDialect, OpSpec.copy(interfaces));
  }

  /** Checks the parts (unique names, segment traits, one kind of syntax) and parses the format. */
  public OpSpec build() {
    Set<String> seen = new HashSet<>();
    OpSpec spec = new OpSpec(this);
    for (String n : spec.declaredNames()) {
      if (!seen.add(n)) throw new IllegalArgumentException(name + ": '" + n + "' declared twice");
    }
    checkGroups(operands, operandSegments, "operand");
    checkGroups(results, resultSegments, "result");
    if (assemblyFormat != null && customSyntax != null) {
      throw new IllegalArgumentException(name + ": both an assembly format and a custom syntax");
    }
    spec.attachSyntax(customSyntax);
    return spec;
  }

  private void checkGroups(List<ValueSpec> groups, boolean segmented, String kind) {
    long variable = groups.stream().filter(v -> v.arity().isVariable()).count();
    if (variable > 1 && !segmented) {
      throw new IllegalArgumentException(name + ": several variable-length " + kind + " groups need attrSized"
          + (kind.equals("operand") ? "Operand" : "Result") + "Segments()");
    }
  }
}
