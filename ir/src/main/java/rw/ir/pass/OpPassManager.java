package rw.ir.pass;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.StringJoiner;
import rw.ir.Operation;
import rw.ir.Trait;

/**
 * A pipeline anchored on an op name ({@code builtin.module}, {@code func.func}) or on any op
 * ({@link #ANY}): a list of passes and of adaptors that run nested pipelines on the ops directly
 * nested in the anchor's regions. With {@link Nesting#IMPLICIT}, adding a pass anchored on
 * another op nests a pipeline for it; with {@link Nesting#EXPLICIT} (textual pipelines) that is
 * an error.
 */
public final class OpPassManager {
  /** The anchor of op-agnostic pipelines and passes. */
  public static final String ANY = "any";

  /** Whether a pass for another op is nested automatically. */
  public enum Nesting { EXPLICIT, IMPLICIT }

  private final String anchor;
  private final Nesting nesting;
  private final List<PipelineElement> elements = new ArrayList<>();

  public OpPassManager(String anchor, Nesting nesting) {
    if (anchor == null || nesting == null) throw new IllegalArgumentException("null component");
    this.anchor = anchor.isEmpty() ? ANY : anchor;
    this.nesting = nesting;
  }

  /** The op name this pipeline runs on, or {@link #ANY}. */
  public String anchor() {
    return anchor;
  }

  public boolean isOpAgnostic() {
    return anchor.equals(ANY);
  }

  public Nesting nesting() {
    return nesting;
  }

  public List<PipelineElement> elements() {
    return Collections.unmodifiableList(elements);
  }

  public int size() {
    return elements.size();
  }

  public boolean isEmpty() {
    return elements.isEmpty();
  }

  /**
   * Appends {@code pass}. A pass anchored on another op than this pipeline's is nested in a new
   * pipeline for its op under implicit nesting, and rejected under explicit nesting.
   */
  public OpPassManager addPass(Pass pass) {
    if (accepts(pass)) {
      elements.add(pass);
      return this;
    }
    if (nesting == Nesting.IMPLICIT) {
      nest(pass.anchor()).addPass(pass);
      return this;
    }
    throw new IllegalArgumentException(mismatchMessage(pass));
  }

  /** Whether {@code pass} may be added here without nesting. */
  public boolean accepts(Pass pass) {
    return isOpAgnostic() || pass.info().isOpAgnostic() || pass.anchor().equals(anchor);
  }

  /** MLIR's message for a pass added to a pipeline of another op under explicit nesting. */
  public String mismatchMessage(Pass pass) {
    return "Can't add pass '" + pass.name() + "' restricted to '" + pass.anchor()
        + "' on a PassManager intended to run on '" + anchor + "', did you intend to nest?";
  }

  /** Appends an adaptor with a new pipeline for {@code opName} ops, and returns that pipeline. */
  public OpPassManager nest(String opName) {
    OpPassManager nested = new OpPassManager(opName, nesting);
    elements.add(new PassAdaptor(nested));
    return nested;
  }

  public OpPassManager nestAny() {
    return nest(ANY);
  }

  /** This pipeline's contents in MLIR's textual syntax, without the anchor. */
  public String toPipelineText() {
    StringJoiner sj = new StringJoiner(",");
    for (PipelineElement e : elements) sj.add(e.toPipelineText());
    return sj.toString();
  }

  /** {@code anchor(contents)}, the form {@code --pass-pipeline} takes. */
  public String toAnchoredPipelineText() {
    return anchor + "(" + toPipelineText() + ")";
  }

  /**
   * MLIR's {@code --dump-pass-pipeline} form: {@code Pass Manager with N passes:}, then the
   * anchored pipeline with one element per line, nested pipelines indented by two.
   */
  public String toDumpText() {
    StringBuilder sb = new StringBuilder("Pass Manager with ").append(elements.size()).append(" passes:\n");
    appendPretty(sb, 0);
    return sb.append('\n').toString();
  }

  void appendPretty(StringBuilder sb, int indent) {
    sb.append(anchor).append("(\n");
    String inner = " ".repeat(indent + 2);
    for (int i = 0; i < elements.size(); i++) {
      if (i > 0) sb.append(",\n");
      PipelineElement e = elements.get(i);
      if (e instanceof PassAdaptor a) a.appendPretty(sb, indent + 2);
      else sb.append(inner).append(e.toPipelineText());
    }
    sb.append('\n').append(" ".repeat(indent)).append(')');
  }

  /**
   * Whether this pipeline runs on {@code op}: its name is the anchor, or, for op-agnostic
   * pipelines, it is a registered isolated-from-above op that every pass accepts.
   */
  boolean canScheduleOn(Operation op) {
    if (!isOpAgnostic()) return anchor.equals(op.name());
    if (!op.isRegistered() || !op.hasTrait(Trait.ISOLATED_FROM_ABOVE)) return false;
    for (PipelineElement e : elements) {
      if (e instanceof Pass p && !p.canScheduleOn(op.name())) return false;
    }
    return true;
  }

  /** Merges adjacent adaptors, here and in nested pipelines, as MLIR does before running. */
  void finalizePipeline() {
    List<PipelineElement> merged = new ArrayList<>();
    PassAdaptor last = null;
    for (PipelineElement e : elements) {
      if (!(e instanceof PassAdaptor adaptor)) {
        merged.add(e);
        last = null;
        continue;
      }
      if (last != null && adaptor.tryMergeInto(last)) continue;
      merged.add(adaptor);
      last = adaptor;
    }
    elements.clear();
    elements.addAll(merged);
    for (PipelineElement e : elements) {
      if (e instanceof PassAdaptor a) a.finalizeNested();
    }
  }

  /** Moves every element of this pipeline to the end of {@code other}. */
  void mergeInto(OpPassManager other) {
    other.elements.addAll(elements);
    elements.clear();
  }

  @Override
  public String toString() {
    return toAnchoredPipelineText();
  }
}
