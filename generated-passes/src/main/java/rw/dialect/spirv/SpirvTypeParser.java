package rw.dialect.spirv;

import static rw.dialect.ParameterErrors.quoted;

import java.util.List;
import rw.dialect.AsmIntegers;
import rw.ir.asm.DialectAsmParser;
import rw.ir.loc.Location;
import rw.ir.type.FloatType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;
import rw.ir.type.VectorType;

/**
 * Parses SPIR-V dialect types as MLIR 22 does, with its error messages. Structs are parsed by
 * {@link SpirvStructParser}, which keeps per-context state.
 */
final class SpirvTypeParser {
  private final SpirvStructParser structs = new SpirvStructParser();

  /** The body of {@code !spirv.…}: the mnemonic is next. */
  Type parse(DialectAsmParser p) {
    Location nameLoc = p.currentLocation();
    String keyword = p.parseOptionalKeyword();
    if (keyword == null) {
      p.emitError("expected valid keyword");
      return null;
    }
    switch (keyword) {
      case "array": return parseArray(p);
      case "ptr": return parsePointer(p);
      case "rtarray": return parseRuntimeArray(p);
      case "struct": return structs.parse(p, nameLoc);
      case "matrix": return parseMatrix(p);
      default:
        p.emitError(nameLoc, "unknown SPIR-V type: " + keyword);
        return null;
    }
  }

  /** A type that may compose SPIR-V types: SPIR-V types, floats, 1/8/16/32/64-bit integers, small 1-D vectors. */
  static Type parseElementType(DialectAsmParser p) {
    Location at = p.currentLocation();
    Type t = p.parseType();
    if (t == null) return null;
    String error = elementTypeError(t);
    if (error == null) return t;
    p.emitError(at, error);
    return null;
  }

  private static String elementTypeError(Type t) {
    if (t instanceof SpirvType || t instanceof FloatType) return null;
    if (t instanceof IntegerType i) {
      int w = i.width();
      boolean ok = w == 1 || w == 8 || w == 16 || w == 32 || w == 64;
      return ok ? null : "only 1/8/16/32/64-bit integer type allowed but found " + quoted(t);
    }
    if (!(t instanceof VectorType v)) return "cannot use " + quoted(t) + " to compose SPIR-V types";
    if (v.shape().size() != 1) return "only 1-D vector allowed but found " + quoted(t);
    if (v.shape().get(0) > 4) {
      return "vector length has to be less than or equal to 4 but found " + v.shape().get(0);
    }
    return null;
  }

  private static Type parseArray(DialectAsmParser p) {
    if (!p.parseLess()) return null;
    Location countLoc = p.currentLocation();
    List<Long> dims = p.parseDimensionList(false);
    if (dims == null) return null;
    if (dims.size() != 1) {
      p.emitError(countLoc, "expected single integer for array element count");
      return null;
    }
    if (dims.get(0) == 0) {
      p.emitError(countLoc, "expected array length greater than 0");
      return null;
    }
    Type element = parseElementType(p);
    if (element == null) return null;
    Long stride = parseOptionalStride(p);
    if (stride == null || !p.parseGreater()) return null;
    return new SpirvArrayType(element, dims.get(0) & 0xFFFF_FFFFL, stride);
  }

  private static Type parseRuntimeArray(DialectAsmParser p) {
    if (!p.parseLess()) return null;
    Type element = parseElementType(p);
    if (element == null) return null;
    Long stride = parseOptionalStride(p);
    if (stride == null || !p.parseGreater()) return null;
    return new SpirvRuntimeArrayType(element, stride);
  }

  /** {@code , stride=N} when present: N (> 0), 0 when absent, {@code null} after an error. */
  private static Long parseOptionalStride(DialectAsmParser p) {
    if (!p.parseOptionalComma()) return 0L;
    if (!p.parseOptionalKeyword("stride")) {
      p.emitError("expected 'stride'");
      return null;
    }
    if (!p.parseEqual()) return null;
    Location at = p.currentLocation();
    Long raw = p.parseOptionalInteger();
    if (raw == null) {
      p.emitError("expected integer value");
      return null;
    }
    Long stride = AsmIntegers.unsigned32(p, at, raw);
    if (stride == null) return null;
    if (stride != 0) return stride;
    p.emitError(at, "ArrayStride must be greater than zero");
    return null;
  }

  private static Type parsePointer(DialectAsmParser p) {
    if (!p.parseLess()) return null;
    Type pointee = parseElementType(p);
    if (pointee == null) return null;
    Location classLoc = p.currentLocation();
    if (!p.parseComma()) return null;
    String name = p.parseOptionalKeyword();
    if (name == null) {
      p.emitError("expected valid keyword");
      return null;
    }
    StorageClass storageClass = StorageClass.of(name);
    if (storageClass == null) {
      p.emitError(classLoc, "unknown storage class: " + name);
      return null;
    }
    if (!p.parseGreater()) return null;
    return new SpirvPointerType(pointee, storageClass);
  }

  private static Type parseMatrix(DialectAsmParser p) {
    if (!p.parseLess()) return null;
    Location countLoc = p.currentLocation();
    List<Long> dims = p.parseDimensionList(false);
    if (dims == null) return null;
    if (dims.size() != 1) {
      p.emitError(countLoc, "expected single unsigned integer for number of columns");
      return null;
    }
    long columns = dims.get(0);
    if (columns < 2 || columns > 4) {
      p.emitError(countLoc, "matrix is expected to have 2, 3, or 4 columns");
      return null;
    }
    Location at = p.currentLocation();
    Type column = p.parseType();
    if (column == null) return null;
    String error = columnTypeError(column);
    if (error != null) {
      p.emitError(at, error);
      return null;
    }
    return p.parseGreater() ? new SpirvMatrixType(column, (int) columns) : null;
  }

  private static String columnTypeError(Type t) {
    if (!(t instanceof VectorType v)) return "matrix must be composed using vector type, got " + quoted(t);
    if (v.shape().size() != 1) return "only 1-D vector allowed but found " + quoted(t);
    long n = v.shape().get(0);
    if (n > 4 || n < 2) {
      return "matrix columns size has to be less than or equal to 4 and greater than or equal 2, but found " + n;
    }
    if (!(v.elementType() instanceof FloatType)) {
      return "matrix columns' elements must be of Float type, got " + quoted(v.elementType());
    }
    return null;
  }
}
