package rw.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import rw.generator.dialect.Names;
import rw.generator.dialect.SpecCode;

/** The Java names the dialect generator derives from .rw names. */
class NamesTest {
  @Test
  void viewClassNamesAreCamelCase() {
    assertEquals("MlirAddressof", Names.camel("mlir.addressof"));
    assertEquals("CondBr", Names.camel("cond_br"));
    assertEquals("GlobalVariable", Names.camel("GlobalVariable"));
    assertEquals("GLFma", Names.camel("GL.Fma"));
  }

  @Test
  void accessorsAvoidJavaKeywordsAndViewMethods() {
    assertEquals("trueValue", Names.lowerCamel("true_value"));
    assertEquals("if_", Names.lowerCamel("if"));
    assertEquals("op_", Names.lowerCamel("op"));
    assertEquals("create_", Names.lowerCamel("create"));
  }

  @Test
  void constantsAreUpperSnakeCase() {
    assertEquals("SIGNLESS_INTEGER_LIKE", Names.constant("SignlessIntegerLike"));
    assertEquals("FLAGS_ATTR", Names.constant("FlagsAttr"));
  }

  @Test
  void keywordEscapesAreDropped() {
    assertEquals("false", Names.unescape("^false"));
    assertEquals("oeq", Names.unescape("oeq"));
  }

  @Test
  void javaSyntaxIsAConstructorOrAFactoryCall() {
    assertEquals("new rw.x.A()", SpecCode.javaSyntax("rw.x.A").toString());
    assertEquals("rw.x.A.make()", SpecCode.javaSyntax("rw.x.A.make()").toString());
  }

  @Test
  void anInexpressibleConstraintNamesItsLine() {
    GeneratorFixture fixture = new GeneratorFixture().load("builtin.rw", "bad.rw");
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> fixture.generate("bad.rw"));
    assertTrue(e.getMessage().startsWith("bad.rw:6: "), e.getMessage());
  }
}
