package rw.ir.rewrite.convert;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import rw.ir.Value;
import rw.ir.type.Type;

/**
 * How the arguments of a block (or the inputs of a signature) map to new ones: each original
 * input becomes a run of new inputs (1:N, possibly none), or is dropped in favour of given
 * values. Built by {@link TypeConverter#convertSignature} or by hand.
 */
public final class SignatureConversion {
  /**
   * Where original input {@code i} went: new inputs {@code [inputNo, inputNo + size)}, or, when
   * {@code replacementValues} is non-empty, those values.
   */
  public record InputMapping(int inputNo, int size, List<Value> replacementValues) {
    public InputMapping {
      replacementValues = List.copyOf(replacementValues);
    }

    public boolean replacedWithValues() {
      return !replacementValues.isEmpty();
    }
  }

  private final InputMapping[] remapped;
  private final List<Type> argTypes = new ArrayList<>();

  public SignatureConversion(int numOriginalInputs) {
    this.remapped = new InputMapping[numOriginalInputs];
  }

  public int numOriginalInputs() {
    return remapped.length;
  }

  /** Original input {@code origInputNo} becomes new inputs of {@code types} (none: dropped). */
  public void addInputs(int origInputNo, List<? extends Type> types) {
    if (types.isEmpty()) return;
    remapInput(origInputNo, argTypes.size(), types.size());
    argTypes.addAll(types);
  }

  /** Appends new inputs that no original input maps to. */
  public void addInputs(List<? extends Type> types) {
    argTypes.addAll(types);
  }

  /** Original input {@code origInputNo} becomes the {@code count} new inputs from {@code newInputNo}. */
  public void remapInput(int origInputNo, int newInputNo, int count) {
    requireUnmapped(origInputNo);
    if (count <= 0) throw new IllegalArgumentException("remapping to " + count + " inputs");
    remapped[origInputNo] = new InputMapping(newInputNo, count, List.of());
  }

  /** Original input {@code origInputNo} is dropped; its uses take {@code replacements}. */
  public void remapInput(int origInputNo, List<? extends Value> replacements) {
    requireUnmapped(origInputNo);
    if (replacements.isEmpty()) throw new IllegalArgumentException("no replacement values");
    remapped[origInputNo] = new InputMapping(origInputNo, 0, List.copyOf(replacements));
  }

  private void requireUnmapped(int origInputNo) {
    if (remapped[origInputNo] != null) throw new IllegalStateException("input #" + origInputNo + " remapped twice");
  }

  /** The new input types, in order. */
  public List<Type> convertedTypes() {
    return Collections.unmodifiableList(argTypes);
  }

  /** Where original input {@code i} went, or {@code null} when it was dropped without replacement. */
  public InputMapping inputMapping(int i) {
    return remapped[i];
  }
}
