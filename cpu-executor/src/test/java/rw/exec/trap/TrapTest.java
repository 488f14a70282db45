package rw.exec.trap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.loc.CallSiteLoc;
import rw.ir.loc.FileLineColLoc;
import rw.ir.loc.FusedLoc;
import rw.ir.loc.Location;
import rw.ir.loc.NameLoc;

class TrapTest {
  private static final FileLineColLoc HERE = new FileLineColLoc("k.mlir", 12, 7);

  @Test
  void rendersLikeAnMlirDiagnosticWhenLocated() {
    Trap t = new Trap(TrapKind.DIVISION_BY_ZERO, "integer division by zero (sdiv)", HERE);
    assertEquals("k.mlir:12:7: error: trap: integer division by zero (sdiv)", t.render());
    assertEquals(t.render(), t.getMessage());
  }

  @Test
  void rendersUnknownPositionLikeDiagnostic() {
    Trap t = new Trap(TrapKind.UNREACHABLE, "reached llvm.unreachable");
    assertEquals("<unknown>:0: error: trap: reached llvm.unreachable", t.render());
    assertFalse(t.hasPosition());
  }

  @Test
  void usesTheInnermostFilePositionOfCompositeLocations() {
    Location named = new NameLoc("callee", HERE);
    Location call = new CallSiteLoc(named, new FileLineColLoc("main.mlir", 1, 1));
    Location fused = new FusedLoc(List.of(Location.unknown(), call), null);
    assertEquals("k.mlir:12:7: error: trap: x", new Trap(TrapKind.ABORT, "x", fused).render());
  }

  @Test
  void atAttachesALocationOnce() {
    Trap raw = new Trap(TrapKind.OUT_OF_BOUNDS, "load of 4 bytes ...");
    Trap located = raw.at(HERE);
    assertEquals(HERE, located.location());
    assertEquals(TrapKind.OUT_OF_BOUNDS, located.kind());
    assertEquals("load of 4 bytes ...", located.detail());
    assertSame(located, located.at(new FileLineColLoc("outer.mlir", 3, 3)));
  }

  @Test
  void atIgnoresLocationsWithoutPosition() {
    Trap raw = new Trap(TrapKind.OUT_OF_BOUNDS, "x");
    assertSame(raw, raw.at(Location.unknown()));
    assertSame(raw, raw.at(null));
  }

  @Test
  void isUncheckedAndCarriesNoJavaStackTrace() {
    Trap t = new Trap(TrapKind.STEP_LIMIT, "too many steps");
    assertTrue(t instanceof RuntimeException);
    assertEquals(0, t.getStackTrace().length);
  }

  @Test
  void rejectsNullComponents() {
    assertThrows(IllegalArgumentException.class, () -> new Trap(null, "x"));
    assertThrows(IllegalArgumentException.class, () -> new Trap(TrapKind.ABORT, null));
    assertThrows(IllegalArgumentException.class, () -> new Trap(TrapKind.ABORT, "x", null));
  }

  @Test
  void toStringNamesTheKind() {
    assertTrue(new Trap(TrapKind.DOUBLE_FREE, "d").toString().startsWith("Trap[DOUBLE_FREE]"));
  }
}
