package rw.ir.def;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Formats that do not fit their op are bugs of the definition, reported when the spec is built. */
class FormatErrorsTest {
  private static OpSpecBuilder binary() {
    return OpSpec.builder("fmt.add")
        .operands(ValueSpec.single("lhs", TypeConstraints.ANY), ValueSpec.single("rhs", TypeConstraints.ANY))
        .results(ValueSpec.single("result", TypeConstraints.ANY))
        .attributes(AttrSpec.optional("flag", AttrConstraints.UNIT), AttrSpec.optional("n", AttrConstraints.I64));
  }

  private static String error(String format) {
    return assertThrows(IllegalArgumentException.class, () -> binary().assemblyFormat(format).build()).getMessage();
  }

  @Test
  void attrDictIsRequired() {
    assertEquals("op 'fmt.add' assembly format, column 35: 'attr-dict' directive not found in custom assembly format",
        error("$lhs `,` $rhs `:` type($result)   "));
  }

  @Test
  void everyOperandMustBeBound() {
    assertEquals("op 'fmt.add' assembly format, column 33: operand #1, named 'rhs', not found",
        error("$lhs attr-dict `:` type($result)"));
  }

  @Test
  void unknownNames() {
    assertEquals("op 'fmt.add' assembly format, column 5: expected variable to refer to an argument, region, result,"
        + " or successor: 'foo'", error("$foo"));
  }

  @Test
  void typesMustBeWrittenOrInferable() {
    assertEquals("op 'fmt.add' assembly format, column 27: type of operand #0, named 'lhs', is not buildable and a"
        + " buildable type cannot be inferred", error("$lhs `,` $rhs attr-dict   "));
  }

  @Test
  void variablesAreBoundOnce() {
    assertEquals("op 'fmt.add' assembly format, column 10: operand 'lhs' is already bound", error("$lhs $lhs"));
  }

  @Test
  void optionalGroupsNeedAnAnchorAndAnOptionalStart() {
    assertEquals("op 'fmt.add' assembly format, column 10: optional group has no anchor element", error("(`x` $n)?"));
    assertEquals("op 'fmt.add' assembly format, column 47: an optional group cannot start with a non-optional operand",
        error("($lhs^ `,` $rhs)? attr-dict `:` type(operands)"));
  }

  @Test
  void anchorsOnlyInGroups() {
    assertEquals("op 'fmt.add' assembly format, column 3: '^' is only valid inside an optional group", error("$n^"));
  }

  @Test
  void customDirectivesAreHandWritten() {
    assertEquals("op 'fmt.add' assembly format, column 7: 'custom' directives are not supported by declarative formats"
        + " here; write the op's syntax by hand", error("custom<Foo>($lhs)"));
  }

  @Test
  void resultsOnlyInTypeDirectives() {
    assertEquals("op 'fmt.add' assembly format, column 8: result variables can only be used as a child to a"
        + " 'type' directive", error("$result"));
  }
}
