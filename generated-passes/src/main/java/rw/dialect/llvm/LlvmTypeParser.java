package rw.dialect.llvm;

import static rw.dialect.ParameterErrors.quoted;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import rw.dialect.AsmIntegers;
import rw.dialect.ParameterErrors;
import rw.ir.asm.DialectAsmParser;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * Parses LLVM dialect types as MLIR 22 does, with its error messages. One instance per context:
 * it keeps the identified structs seen so far (a name may only ever have one body) and the
 * identified structs being parsed (for recursive references {@code struct<"name">}).
 */
final class LlvmTypeParser {
  private final Map<String, LlvmStructType> identified = new HashMap<>();
  private final Deque<String> enclosing = new ArrayDeque<>();

  /** The body of {@code !llvm.…}: a keyword type; a builtin type is an error. */
  Type parseTopLevel(DialectAsmParser p) {
    return dispatch(p, false);
  }

  /**
   * A type inside an LLVM type: any type in full form ({@code i32}, {@code !llvm.ptr}), else
   * an LLVM type in short form ({@code ptr}). With {@code allowAny} false only the short form.
   */
  Type dispatch(DialectAsmParser p, boolean allowAny) {
    Location keyLoc = p.currentLocation();
    Type full = p.parseOptionalType();
    if (full != null) {
      if (allowAny) return full;
      p.emitError(keyLoc, "unexpected type, expected keyword");
      return null;
    }
    if (!p.currentLocation().equals(keyLoc)) return null;
    String key = p.parseOptionalKeyword();
    if (key == null) {
      p.emitError("expected valid keyword");
      return null;
    }
    return keywordType(p, key, keyLoc);
  }

  private Type keywordType(DialectAsmParser p, String key, Location keyLoc) {
    switch (key) {
      case "void": return LlvmVoidType.VOID;
      case "ptr": return parsePointer(p);
      case "array": return parseArray(p);
      case "struct": return parseStruct(p);
      case "func": return parseFunction(p);
      case "target": return parseTargetExt(p);
      default: break;
    }
    LlvmSpecialType.Kind kind = LlvmSpecialType.Kind.of(key);
    if (kind != null) return new LlvmSpecialType(kind);
    p.emitError(keyLoc, "unknown LLVM type: " + key);
    return null;
  }

  private Type parsePointer(DialectAsmParser p) {
    if (!p.parseOptionalLess()) return LlvmPointerType.PTR;
    Location at = p.currentLocation();
    Long raw = p.parseOptionalInteger();
    if (raw == null) p.emitError("expected integer value");
    Long space = raw == null ? null : AsmIntegers.unsigned32(p, at, raw);
    if (space == null) {
      ParameterErrors.report(p, "LLVMPointerType", "addressSpace", "unsigned");
      return null;
    }
    if (!p.parseGreater()) return null;
    return LlvmPointerType.of((int) (long) space);
  }

  private Type parseArray(DialectAsmParser p) {
    Location loc = p.currentLocation();
    if (!p.parseLess()) return null;
    Location at = p.currentLocation();
    Long raw = p.parseOptionalInteger();
    if (raw == null) p.emitError("expected integer value");
    Long count = raw == null ? null : AsmIntegers.unsigned64(p, at, raw);
    if (count == null) {
      ParameterErrors.report(p, "LLVMArrayType", "numElements", "uint64_t");
      return null;
    }
    if (!p.parseOptionalKeyword("x")) {
      p.emitError("expected 'x'");
      return null;
    }
    Type element = dispatch(p, true);
    if (element == null || !p.parseGreater()) return null;
    if (!LlvmArrayType.isValidElementType(element)) {
      p.emitError(loc, "invalid array element type: " + quoted(element));
      return null;
    }
    return new LlvmArrayType(element, count);
  }

  private Type parseFunction(DialectAsmParser p) {
    Location loc = p.currentLocation();
    if (!p.parseLess()) return null;
    Type result = dispatch(p, true);
    if (result == null || !p.parseLParen()) return null;
    List<Type> params = new ArrayList<>();
    Boolean varArg = parseParams(p, params);
    if (varArg == null || !p.parseGreater()) return null;
    if (!LlvmFunctionType.isValidResultType(result)) {
      p.emitError(loc, "invalid function result type: " + quoted(result));
      return null;
    }
    for (Type t : params) {
      if (LlvmFunctionType.isValidArgumentType(t)) continue;
      p.emitError(loc, "invalid function argument type: " + quoted(t));
      return null;
    }
    return new LlvmFunctionType(result, params, varArg);
  }

  /** {@code )}, {@code ...)} or {@code t1, t2[, ...])} after {@code (}: whether variadic, or null. */
  private Boolean parseParams(DialectAsmParser p, List<Type> params) {
    if (p.parseOptionalRParen()) return false;
    if (p.parseOptionalEllipsis()) return p.parseRParen() ? Boolean.TRUE : null;
    do {
      if (p.parseOptionalEllipsis()) return p.parseRParen() ? Boolean.TRUE : null;
      Type t = dispatch(p, true);
      if (t == null) return null;
      params.add(t);
    } while (p.parseOptionalComma());
    return p.parseRParen() ? Boolean.FALSE : null;
  }

  private Type parseTargetExt(DialectAsmParser p) {
    if (!p.parseLess()) return null;
    String name = p.parseOptionalString();
    if (name == null) {
      p.emitError("expected string");
      ParameterErrors.report(p, "LLVMTargetExtType", "extTypeName", "::llvm::StringRef");
      return null;
    }
    List<Type> types = new ArrayList<>();
    List<Integer> ints = new ArrayList<>();
    if (p.parseOptionalComma() && !parseTargetParams(p, types, ints)) {
      p.emitError("failed to parse parameter list for target extension type");
      return null;
    }
    if (!p.parseGreater()) return null;
    return new LlvmTargetExtType(name, types, ints);
  }

  private boolean parseTargetParams(DialectAsmParser p, List<Type> types, List<Integer> ints) {
    do {
      Location at = p.currentLocation();
      Long raw = p.parseOptionalInteger();
      if (raw != null) {
        Long v = AsmIntegers.unsigned32(p, at, raw);
        if (v == null) return false;
        ints.add((int) (long) v);
        continue;
      }
      if (!ints.isEmpty()) return false;
      Type t = dispatch(p, true);
      if (t == null) return false;
      types.add(t);
    } while (p.parseOptionalComma());
    return true;
  }

  private Type parseStruct(DialectAsmParser p) {
    Location loc = p.currentLocation();
    if (!p.parseLess()) return null;
    String name = p.parseOptionalString();
    if (name != null) {
      Location greaterLoc = p.currentLocation();
      if (p.parseOptionalGreater()) return reference(p, name, greaterLoc);
      if (!p.parseComma()) return null;
    }
    Location kwLoc = p.currentLocation();
    if (p.parseOptionalKeyword("opaque")) return parseOpaqueRest(p, name, kwLoc);
    if (name != null && enclosing.contains(name)) {
      p.emitError(kwLoc, "identifier already used for an enclosing struct");
      return null;
    }
    boolean packed = p.parseOptionalKeyword("packed");
    if (!p.parseLParen()) return null;
    if (p.parseOptionalRParen()) {
      if (!p.parseGreater()) return null;
      return name == null ? literal(List.of(), packed) : define(p, name, packed, List.of(), kwLoc);
    }
    Location subtypesLoc = p.currentLocation();
    List<Type> body = parseStructBody(p, name);
    if (body == null || !p.parseRParen() || !p.parseGreater()) return null;
    if (name != null) return define(p, name, packed, body, subtypesLoc);
    Type invalid = firstInvalidElement(body);
    if (invalid == null) return literal(body, packed);
    p.emitError(loc, "invalid LLVM structure element type: " + quoted(invalid));
    return null;
  }

  private List<Type> parseStructBody(DialectAsmParser p, String name) {
    List<Type> body = new ArrayList<>();
    if (name != null) enclosing.push(name);
    try {
      do {
        Type t = dispatch(p, true);
        if (t == null) return null;
        body.add(t);
      } while (p.parseOptionalComma());
    } finally {
      if (name != null) enclosing.pop();
    }
    return body;
  }

  private Type reference(DialectAsmParser p, String name, Location greaterLoc) {
    if (enclosing.contains(name)) return LlvmStructType.reference(name);
    p.emitError(greaterLoc, "struct without a body only allowed in a recursive struct");
    return null;
  }

  private Type parseOpaqueRest(DialectAsmParser p, String name, Location kwLoc) {
    if (name == null) {
      p.emitError(kwLoc, "only identified structs can be opaque");
      return null;
    }
    if (!p.parseGreater()) return null;
    LlvmStructType existing = identified.get(name);
    if (existing != null && !existing.isOpaque()) {
      p.emitError(kwLoc, "redeclaring defined struct as opaque");
      return null;
    }
    LlvmStructType opaque = LlvmStructType.opaque(name);
    identified.putIfAbsent(name, opaque);
    return opaque;
  }

  private Type define(DialectAsmParser p, String name, boolean packed, List<Type> body, Location at) {
    Type invalid = firstInvalidElement(body);
    if (invalid != null) {
      p.emitError(at, "invalid LLVM structure element type: " + quoted(invalid));
      return null;
    }
    LlvmStructType type = LlvmStructType.identified(name, packed, body);
    LlvmStructType existing = identified.putIfAbsent(name, type);
    if (existing == null) return type;
    boolean same = existing.form() == LlvmStructType.Form.IDENTIFIED
        && existing.packed() == packed && existing.body().equals(body);
    if (same) return type;
    p.emitError(at, "identified type already used with a different body");
    return null;
  }

  private static Type firstInvalidElement(List<Type> body) {
    for (Type t : body) {
      if (!LlvmStructType.isValidElementType(t)) return t;
    }
    return null;
  }

  private static LlvmStructType literal(List<Type> body, boolean packed) {
    return packed ? LlvmStructType.packed(body) : LlvmStructType.literal(body);
  }
}
