package rw.ir.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rw.ir.verify.TestIr.body;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.StringAttr;
import rw.ir.type.IntegerType;

/** builtin.module and builtin.unrealized_conversion_cast; expected texts from mlir-opt-22. */
class BuiltinOpsVerifierTest {
  private final TestIr ir = new TestIr();

  private Operation module(int regions, int blocks, int results) {
    OperationState s = new OperationState(ir.ctx, "builtin.module", TestIr.loc(1, 1));
    for (int r = 0; r < regions; r++) {
      Region region = s.addRegion();
      for (int b = 0; b < blocks; b++) region.addBlock(new Block());
    }
    for (int i = 0; i < results; i++) s.addType(IntegerType.I32);
    return Operation.create(s);
  }

  private String error(String message) {
    return "t.mlir:1:1: error: 'builtin.module' op " + message;
  }

  @Test
  void counts() {
    assertEquals(error("requires one region"), ir.verify(module(0, 0, 0)));
    assertEquals(error("requires one region"), ir.verify(module(2, 1, 0)));
    assertEquals(error("requires zero results"), ir.verify(module(1, 1, 1)));
    Operation def = ir.op(null, "foo.def", 1, 1, 1);
    Operation m = module(1, 1, 0);
    m.insertOperands(0, List.of(def.result()));
    assertEquals(error("requires zero operands"), ir.verify(m));
  }

  @Test
  void bodyRegion() {
    assertEquals(error("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks"),
        ir.verify(module(1, 0, 0)));
    assertEquals(error("expects region #0 to have 0 or 1 blocks"), ir.verify(module(1, 2, 0)));
    Operation m = module(1, 1, 0);
    m.region(0).entryBlock().addArgument(IntegerType.I32, TestIr.loc(2, 6));
    assertEquals(error("region should have no arguments"), ir.verify(m));
  }

  @Test
  void symbolAttributes() {
    Operation m = module(1, 1, 0);
    m.setAttr("sym_name", IntegerAttr.of(3, IntegerType.I64));
    assertEquals(error("attribute 'sym_name' failed to satisfy constraint: string attribute"), ir.verify(m));
    m = module(1, 1, 0);
    m.setProperties(DictionaryAttr.EMPTY.with("sym_visibility", IntegerAttr.of(3, IntegerType.I64)));
    assertEquals(error("attribute 'sym_visibility' failed to satisfy constraint: string attribute"),
        ir.verify(m));
    m = module(1, 1, 0);
    m.setProperties(DictionaryAttr.EMPTY.with("sym_visibility", StringAttr.of("bad")));
    assertEquals("", ir.verify(m));
    m.setInherentAttr("sym_name", StringAttr.of("m"));
    assertEquals(error("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"bad\""),
        ir.verify(m));
  }

  @Test
  void attributesNeedADialectPrefix() {
    Operation m = module(1, 1, 0);
    m.setAttr("sym_visibility", StringAttr.of("private"));
    m.setAttr("a.b", IntegerAttr.of(1, IntegerType.I64));
    m.setAttr("d", IntegerAttr.of(3, IntegerType.I64));
    m.setAttr("c", IntegerAttr.of(2, IntegerType.I64));
    assertEquals(error("can only contain attributes with dialect-prefixed names, found: 'c'"), ir.verify(m));
  }

  @Test
  void nestedModulesAreIsolatedSymbolTables() {
    Operation outer = module(1, 1, 0);
    Operation inner = module(1, 1, 0);
    body(outer).append(inner);
    inner.setInherentAttr("sym_name", StringAttr.of("b"));
    for (int line = 3; line <= 4; line++) ir.op(body(inner), "foo.sym", line, 5, 0).setAttr("sym_name", StringAttr.of("f"));
    for (int line = 6; line <= 7; line++) ir.op(body(outer), "foo.sym", line, 3, 0).setAttr("sym_name", StringAttr.of("f"));
    assertEquals("t.mlir:4:5: error: redefinition of symbol named 'f'\n"
        + "t.mlir:3:5: note: see existing symbol definition here", ir.verify(outer));
  }

  @Test
  void unrealizedConversionCast() {
    Operation m = module(1, 1, 0);
    ir.op(body(m), "builtin.unrealized_conversion_cast", 41, 1, 0);
    assertEquals("t.mlir:41:1: error: 'builtin.unrealized_conversion_cast' op expected at least one result for "
        + "cast operation", ir.verify(m));
    body(m).first().erase();
    ir.withRegions(body(m), "builtin.unrealized_conversion_cast", 43, 1, 1, 1);
    assertEquals("t.mlir:43:1: error: 'builtin.unrealized_conversion_cast' op requires zero regions",
        ir.verify(m));
    body(m).first().erase();
    Operation def = ir.op(body(m), "foo.def", 46, 1, 1);
    ir.op(body(m), "builtin.unrealized_conversion_cast", 47, 6, 2, def.result());
    assertEquals("", ir.verify(m));
  }
}
