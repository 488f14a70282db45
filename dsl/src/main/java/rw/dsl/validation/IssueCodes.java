package rw.dsl.validation;

/** Codes of .rw diagnostics: stable names for tests, quick fixes and the `rw check` output. */
public final class IssueCodes {
  public static final String DUPLICATE = "rw.duplicate";
  public static final String CONSTRAINT_KIND = "rw.constraint-kind";
  public static final String SEGMENTS = "rw.segments";
  public static final String ARITY = "rw.arity";
  public static final String MISSING_ATTRIBUTE = "rw.missing-attribute";
  public static final String MISMATCH = "rw.mismatch";
  public static final String UNUSED = "rw.unused";
  public static final String UNBOUND = "rw.unbound";
  public static final String ABSTRACT_OP = "rw.abstract-op";
  public static final String NOT_A_SYMBOL = "rw.not-a-symbol";
  public static final String CONVERSION_ONLY = "rw.conversion-only";
  public static final String MISPLACED = "rw.misplaced";
  public static final String ROOT_NOT_REPLACED = "rw.root-not-replaced";
  public static final String CHECK_AFTER_CHANGE = "rw.check-after-change";
  public static final String OVERLAP = "rw.overlap";
  public static final String SHADOWED = "rw.shadowed";
  public static final String REMATCH = "rw.rematch";
  public static final String FORMAT = "rw.format";
  public static final String NO_EFFECT = "rw.no-effect";
  public static final String PASS = "rw.pass";
  public static final String JAVA_NAME = "rw.java-name";

  private IssueCodes() {}
}
