package rw.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The parser reuses what it can from one op to the next (the resolution of each op name, one
 * operation state per name, one op parser and one format record per nesting depth, SSA entries of
 * closed scopes): ops nested in ops of the same name and of other formats, and names that come
 * back in sibling scopes, parse exactly as if everything were new.
 */
class ParserReuseTest {
  @TempDir
  Path dir;

  /** Nested ops of one name, ops of other formats in between, at several depths: printed back as written. */
  @Test
  void nestedAndSiblingOpsParseAsWritten() throws IOException {
    Rw r = run(INPUT);
    assertEquals("", r.stderr());
    assertEquals(EXPECTED, r.stdout());
  }

  /** A name used in a closed region is not in scope after it, though its entry is reused. */
  @Test
  void namesOfClosedRegionsAreGone() throws IOException {
    Rw r = run(INPUT.replace("memref.store %4, %m[%i]", "memref.store %4, %m[%j]"));
    assertEquals(path() + ":17:25: error: use of undeclared SSA value name\n"
        + "    memref.store %4, %m[%j] : memref<8xf32>\n"
        + "                        ^\n", r.stderr());
    assertEquals(1, r.exit());
  }

  /** A bare op name resolved with func's default dialect is not taken for the same spelling elsewhere. */
  @Test
  void bareNamesResolveWithTheirDefaultDialect() throws IOException {
    Rw r = run("func.func @f() {\n  return\n}\nreturn\n");
    assertEquals(path() + ":4:1: error: custom op 'return' is unknown (tried 'builtin.return' as well)\n"
        + "return\n^\n", r.stderr());
    assertEquals(1, r.exit());
  }

  private Rw run(String text) throws IOException {
    Files.writeString(path(), text, StandardCharsets.UTF_8);
    return Rw.run("opt", path().toString());
  }

  private Path path() {
    return dir.resolve("input.mlir");
  }

  private static final String INPUT = "func.func @f(%a: i32, %b: i32, %m: memref<8xf32>, %lb: index, %ub: index, %st: index, %c: i1) -> i32 {\n"
      + "  %0 = arith.addi %a, %b : i32\n"
      + "  %p = scf.for %k = %lb to %ub step %st iter_args(%z = %0) -> (i32) {\n"
      + "    scf.yield %z : i32\n"
      + "  }\n"
      + "  %q = scf.if %c -> (i32) {\n"
      + "    scf.yield %p : i32\n"
      + "  } else {\n"
      + "    scf.yield %a : i32\n"
      + "  }\n"
      + "  %1 = scf.for %i = %lb to %ub step %st iter_args(%x = %q) -> (i32) {\n"
      + "    %2 = scf.for %j = %lb to %ub step %st iter_args(%y = %x) -> (i32) {\n"
      + "      %3 = arith.muli %y, %b : i32\n"
      + "      scf.yield %3 : i32\n"
      + "    }\n"
      + "    %4 = memref.load %m[%i] : memref<8xf32>\n"
      + "    memref.store %4, %m[%i] : memref<8xf32>\n"
      + "    scf.yield %2 : i32\n"
      + "  }\n"
      + "  %5 = scf.if %c -> (i32) {\n"
      + "    %6 = scf.if %c -> (i32) {\n"
      + "      scf.yield %a : i32\n"
      + "    } else {\n"
      + "      scf.yield %b : i32\n"
      + "    }\n"
      + "    scf.yield %6 : i32\n"
      + "  } else {\n"
      + "    scf.yield %1 : i32\n"
      + "  }\n"
      + "  %7 = arith.cmpi slt, %5, %a : i32\n"
      + "  %8 = arith.select %7, %5, %a : i32\n"
      + "  return %8 : i32\n"
      + "}\n";

  private static final String EXPECTED = "module {\n"
      + "  func.func @f(%arg0: i32, %arg1: i32, %arg2: memref<8xf32>, %arg3: index, %arg4: index, %arg5: index, %arg6: i1) -> i32 {\n"
      + "    %0 = arith.addi %arg0, %arg1 : i32\n"
      + "    %1 = scf.for %arg7 = %arg3 to %arg4 step %arg5 iter_args(%arg8 = %0) -> (i32) {\n"
      + "      scf.yield %arg8 : i32\n"
      + "    }\n"
      + "    %2 = scf.if %arg6 -> (i32) {\n"
      + "      scf.yield %1 : i32\n"
      + "    } else {\n"
      + "      scf.yield %arg0 : i32\n"
      + "    }\n"
      + "    %3 = scf.for %arg7 = %arg3 to %arg4 step %arg5 iter_args(%arg8 = %2) -> (i32) {\n"
      + "      %7 = scf.for %arg9 = %arg3 to %arg4 step %arg5 iter_args(%arg10 = %arg8) -> (i32) {\n"
      + "        %9 = arith.muli %arg10, %arg1 : i32\n"
      + "        scf.yield %9 : i32\n"
      + "      }\n"
      + "      %8 = memref.load %arg2[%arg7] : memref<8xf32>\n"
      + "      memref.store %8, %arg2[%arg7] : memref<8xf32>\n"
      + "      scf.yield %7 : i32\n"
      + "    }\n"
      + "    %4 = scf.if %arg6 -> (i32) {\n"
      + "      %7 = scf.if %arg6 -> (i32) {\n"
      + "        scf.yield %arg0 : i32\n"
      + "      } else {\n"
      + "        scf.yield %arg1 : i32\n"
      + "      }\n"
      + "      scf.yield %7 : i32\n"
      + "    } else {\n"
      + "      scf.yield %3 : i32\n"
      + "    }\n"
      + "    %5 = arith.cmpi slt, %4, %arg0 : i32\n"
      + "    %6 = arith.select %5, %4, %arg0 : i32\n"
      + "    return %6 : i32\n"
      + "  }\n"
      + "}\n"
      + "\n";
}
