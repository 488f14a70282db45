package rw.ir.asm.print;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rw.ir.attr.AffineMapAttr;
import rw.ir.attr.ArrayAttr;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.DenseElementsAttr;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.FloatAttr;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.OpaqueAttr;
import rw.ir.attr.StridedLayoutAttr;
import rw.ir.attr.StringAttr;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.attr.UnitAttr;
import rw.ir.type.ComplexType;
import rw.ir.type.FloatType;
import rw.ir.type.FunctionType;
import rw.ir.type.IntegerType;
import rw.ir.type.MemRefType;
import rw.ir.type.NoneType;
import rw.ir.type.OpaqueType;
import rw.ir.type.RankedTensorType;
import rw.ir.type.ShapedType;
import rw.ir.type.TupleType;
import rw.ir.type.Type;
import rw.ir.type.UnrankedMemRefType;
import rw.ir.type.UnrankedTensorType;
import rw.ir.type.VectorType;

/**
 * Spellings of types and attributes. Every expected string was printed by mlir-opt-22
 * --allow-unregistered-dialect --mlir-print-op-generic from an attribute dictionary holding the
 * same value (as an attribute dictionary entry: integer and float types are always printed).
 */
class TypeAttrPrinterTest {
  private static final Type I32 = IntegerType.I32;
  private static final Type I64 = IntegerType.I64;
  private static final Type F32 = FloatType.F32;
  private static final long DYN = ShapedType.DYNAMIC;

  @Test
  void builtinTypes() {
    check("vector<[4]xf32>", new VectorType(List.of(4L), List.of(true), F32));
    check("vector<2x[4]x8xi8>", new VectorType(List.of(2L, 4L, 8L), List.of(false, true, false), IntegerType.I8));
    check("vector<f32>", new VectorType(List.of(), F32));
    check("memref<4xf32, 1>", new MemRefType(List.of(4L), F32, null, IntegerAttr.of(1, I64)));
    check("memref<4xf32, 1 : i32>", new MemRefType(List.of(4L), F32, null, IntegerAttr.of(1, I32)));
    check("memref<4xf32, \"ms\">", new MemRefType(List.of(4L), F32, null, StringAttr.of("ms")));
    check("memref<*xf32, 3>", new UnrankedMemRefType(F32, IntegerAttr.of(3, I64)));
    check("memref<?x4xf32, strided<[4, 1]>, 2>",
        new MemRefType(List.of(DYN, 4L), F32, new StridedLayoutAttr(0, List.of(4L, 1L)), IntegerAttr.of(2, I64)));
    check("memref<4xf32, strided<[1], offset: ?>>",
        new MemRefType(List.of(4L), F32, new StridedLayoutAttr(DYN, List.of(1L)), null));
    check("memref<4xf32>", new MemRefType(List.of(4L), F32, new AffineMapAttr("(d0) -> (d0)"), null));
    check("memref<f32>", new MemRefType(List.of(), F32));
    check("memref<0xf32>", new MemRefType(List.of(0L), F32));
    check("tensor<?x4xf32, \"enc\">", new RankedTensorType(List.of(DYN, 4L), F32, StringAttr.of("enc")));
    check("tensor<*xi8>", new UnrankedTensorType(IntegerType.I8));
    check("() -> ()", new FunctionType(List.of(), List.of()));
    check("(i32) -> (() -> ())", new FunctionType(List.of(I32), List.of(new FunctionType(List.of(), List.of()))));
    check("(i32, f32) -> (i1, i2)", new FunctionType(List.of(I32, F32), List.of(IntegerType.I1, IntegerType.of(2))));
    check("none", NoneType.INSTANCE);
    check("complex<f64>", new ComplexType(FloatType.F64));
    check("tuple<>", new TupleType(List.of()));
    check("tuple<i32, f32>", new TupleType(List.of(I32, F32)));
    check("f80", FloatType.of(FloatType.Kind.F80));
    check("tf32", FloatType.of(FloatType.Kind.TF32));
    check("si8", new IntegerType(8, IntegerType.Signedness.SIGNED));
    check("ui64", new IntegerType(64, IntegerType.Signedness.UNSIGNED));
  }

  @Test
  void opaqueSymbolsUsePrettyFormWhenSimple() {
    check("!foo.bar", new OpaqueType("foo", "<bar>"));
    check("!foo<\"bar\">", new OpaqueType("foo", "<\"bar\">"));
    check("!foo.bar.baz<1>", new OpaqueType("foo", "<bar.baz<1>>"));
    check("!foo<bar<1>x>", new OpaqueType("foo", "<bar<1>x>"));
    check("!foo.b_1", new OpaqueType("foo", "<b_1>"));
    check("!foo< bar >", new OpaqueType("foo", "< bar >"));
    check("!foo.bar< x  y >", new OpaqueType("foo", ".bar< x  y >"));
    check("#foo.bar", new OpaqueAttr("foo", "<bar>"));
    check("#foo<\"x y\">", new OpaqueAttr("foo", "<\"x y\">"));
  }

  @Test
  void scalarAttributes() {
    check("42 : i64", IntegerAttr.of(42, I64));
    check("-1 : i8", IntegerAttr.of(255, IntegerType.I8));
    check("255 : ui8", IntegerAttr.of(255, new IntegerType(8, IntegerType.Signedness.UNSIGNED)));
    check("-5 : si16", IntegerAttr.of(-5, new IntegerType(16, IntegerType.Signedness.SIGNED)));
    check("7 : index", IntegerAttr.index(7));
    check("true", IntegerAttr.TRUE);
    check("false", IntegerAttr.FALSE);
    check("0 : i0", IntegerAttr.of(0, IntegerType.of(0)));
    check("-9223372036854775808 : i64", IntegerAttr.of(Long.MIN_VALUE, I64));
    check("18446744073709551615 : ui64", new IntegerAttr(new BigInteger("18446744073709551615"),
        new IntegerType(64, IntegerType.Signedness.UNSIGNED)));
    check("1.000000e+00 : f64", FloatAttr.f64(1.0));
    check("1.000000e-01 : f32", FloatAttr.f32(0.1f));
    check("3.14159274 : f32", FloatAttr.f32(3.14159274f));
    check("-0.000000e+00 : f64", FloatAttr.f64(-0.0));
    check("0x7FC00000 : f32", FloatAttr.f32(Float.NaN));
    check("0xFF800000 : f32", FloatAttr.f32(Float.NEGATIVE_INFINITY));
    check("0x41678C29C0000000 : f64", FloatAttr.f64(12345678.0));
    check("9.999940e-41 : f32", FloatAttr.f32(1.0e-40f));
    check("6.550400e+04 : f16", new FloatAttr(65504.0, FloatType.F16));
    check("1.500000e+00 : bf16", new FloatAttr(1.5, FloatType.BF16));
  }

  @Test
  void stringsAndSymbols() {
    check("\"esc\\22\\\\\\0A\\09\\01\\7F\\C3\\A9\"", StringAttr.of("esc\"\\\n\t\u0001\u007fé"));
    check("\"\"", StringAttr.of(""));
    check("@sym", SymbolRefAttr.flat("sym"));
    check("@\"q sym\"::@b", new SymbolRefAttr("q sym", List.of("b")));
    check("i32", new TypeAttr(I32));
    check("unit", UnitAttr.INSTANCE);
  }

  @Test
  void collections() {
    List<Attribute> elements = List.of(IntegerAttr.of(42, I64), IntegerAttr.of(42, I32), FloatAttr.f64(1.5),
        FloatAttr.f32(1.5f), IntegerAttr.TRUE, StringAttr.of("s"), UnitAttr.INSTANCE);
    check("[42, 42 : i32, 1.500000e+00, 1.500000e+00 : f32, true, \"s\", unit]", new ArrayAttr(elements));
    DictionaryAttr dict = DictionaryAttr.of(List.of(new NamedAttribute("x", IntegerAttr.of(42, I64)),
        new NamedAttribute("y", FloatAttr.f64(2.5)), new NamedAttribute("z", UnitAttr.INSTANCE)));
    check("{x = 42 : i64, y = 2.500000e+00 : f64, z}", dict);
    DictionaryAttr names = DictionaryAttr.of(List.of(new NamedAttribute("quoted name", IntegerAttr.of(1, I64)),
        new NamedAttribute("_u", IntegerAttr.of(2, I64)), new NamedAttribute("1x", IntegerAttr.of(3, I64)),
        new NamedAttribute("a.b$c", IntegerAttr.of(4, I64))));
    check("{\"1x\" = 3 : i64, _u = 2 : i64, a.b$c = 4 : i64, \"quoted name\" = 1 : i64}", names);
    check("strided<[4, 1], offset: 2>", new StridedLayoutAttr(2, List.of(4L, 1L)));
    check("strided<[]>", new StridedLayoutAttr(0, List.of()));
    check("strided<[?], offset: ?>", new StridedLayoutAttr(DYN, List.of(DYN)));
  }

  @Test
  void denseElements() {
    check("dense<[1, 2, 3]> : tensor<3xi32>", dense(tensor(I32, 3), ints(I32, 1, 2, 3)));
    check("dense<5> : tensor<2x2xi32>", new DenseElementsAttr(tensor(I32, 2, 2), true, ints(I32, 5)));
    check("dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>",
        dense(tensor(F32, 2, 2), floats(1, 2, 3, 4)));
    check("dense<[true, false]> : tensor<2xi1>", dense(tensor(IntegerType.I1, 2), ints(IntegerType.I1, 1, 0)));
    check("dense<1> : tensor<1xi32>", dense(tensor(I32, 1), ints(I32, 1)));
    check("dense<1> : tensor<1x2xi32>", dense(tensor(I32, 1, 2), ints(I32, 1, 1)));
    check("dense<[[1, 2]]> : vector<1x2xi64>", dense(new VectorType(List.of(1L, 2L), I64), ints(I64, 1, 2)));
    check("dense<> : tensor<0xi32>", dense(tensor(I32, 0), List.of()));
    check("dense<1.000000e-01> : tensor<f64>", dense(tensor(FloatType.F64), List.of(FloatAttr.f64(0.1))));
    check("dense<[\"a\", \"b\"]> : tensor<2x!x.s>",
        dense(tensor(new OpaqueType("x", ".s"), 2), List.of(StringAttr.of("a"), StringAttr.of("b"))));
    check("dense<[0x7FC00000, 1.000000e+00]> : tensor<2xf32>",
        dense(tensor(F32, 2), List.of(FloatAttr.f32(Float.NaN), FloatAttr.f32(1f))));
    List<Attribute> complex = List.of(new ArrayAttr(List.of(FloatAttr.f32(1f), FloatAttr.f32(2f))));
    check("dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>",
        new DenseElementsAttr(tensor(new ComplexType(F32)), true, complex));
  }

  @Test
  void largeDenseElementsPrintInHex() {
    long[] v = new long[101];
    for (int i = 0; i < v.length; i++) v[i] = i;
    String i8 = TypeAttrPrinter.print(dense(tensor(IntegerType.I8, 101), ints(IntegerType.I8, v)));
    assertEquals("dense<\"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F2021222324252627"
        + "28292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F5051525354555657"
        + "58595A5B5C5D5E5F6061626364\"> : tensor<101xi8>", i8);
    long[] bits = new long[101];
    for (int i = 0; i < bits.length; i++) bits[i] = i % 3 == 0 ? 1 : 0;
    String i1 = TypeAttrPrinter.print(dense(tensor(IntegerType.I1, 101), ints(IntegerType.I1, bits)));
    assertEquals("dense<\"0x49922449922449922449922409\"> : tensor<101xi1>", i1);
    String i32 = TypeAttrPrinter.print(dense(tensor(I32, 101), ints(I32, v)));
    assertEquals("dense<\"0x000000000100000002000000", i32.substring(0, 33));
    long[] hundred = new long[100];
    String notHex = TypeAttrPrinter.print(dense(tensor(I64, 100), ints(I64, hundred)));
    assertEquals("dense<0> : tensor<100xi64>", notHex);
  }

  @Test
  void denseArrays() {
    check("array<i32>", new DenseArrayAttr(I32, List.of()));
    check("array<f32: 1.000000e+00, 2.500000e+00>", new DenseArrayAttr(F32, List.of(1.0, 2.5)));
    check("array<i1: true, false>", new DenseArrayAttr(IntegerType.I1, List.of(1L, 0L)));
    check("array<i64: -1, 3>", new DenseArrayAttr(I64, List.of(-1L, 3L)));
  }

  private static void check(String expected, Type type) {
    assertEquals(expected, TypeAttrPrinter.print(type));
    assertEquals(expected, type.toString());
  }

  private static void check(String expected, Attribute attr) {
    assertEquals(expected, TypeAttrPrinter.print(attr));
  }

  private static RankedTensorType tensor(Type element, long... dims) {
    List<Long> shape = new ArrayList<>();
    for (long d : dims) shape.add(d);
    return new RankedTensorType(shape, element);
  }

  private static DenseElementsAttr dense(Type type, List<Attribute> elements) {
    return new DenseElementsAttr(type, false, elements);
  }

  private static List<Attribute> ints(Type type, long... values) {
    List<Attribute> list = new ArrayList<>();
    for (long v : values) list.add(IntegerAttr.of(v, type));
    return list;
  }

  private static List<Attribute> floats(double... values) {
    List<Attribute> list = new ArrayList<>();
    for (double v : values) list.add(FloatAttr.f32((float) v));
    return list;
  }
}
