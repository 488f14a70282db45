package rw.dialect.llvm;

import java.util.EnumSet;
import java.util.Set;
import java.util.StringJoiner;
import rw.dialect.ParameterErrors;
import rw.ir.asm.DialectAsmParser;
import rw.ir.attr.Attribute;
import rw.ir.loc.Location;

/** Parses the LLVM dialect attributes rw knows, with MLIR 22's error messages. */
final class LlvmAttrParser {
  private static final String FASTMATH_CASES =
      "none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast";

  private LlvmAttrParser() {}

  /** The body of {@code #llvm.…}; the mnemonic is next. */
  static Attribute parse(DialectAsmParser p) {
    Location nameLoc = p.currentLocation();
    String mnemonic = p.parseOptionalKeyword();
    if (mnemonic == null) {
      p.emitError("expected valid keyword");
      return null;
    }
    switch (mnemonic) {
      case "linkage":
        return parseLinkage(p);
      case "cconv":
        return parseCConv(p);
      case "tailcallkind":
        return parseTailCallKind(p);
      case "framePointerKind":
        return parseFramePointerKind(p);
      case "fastmath":
        return parseFastmath(p);
      case "overflow":
        return parseOverflow(p);
      default:
        p.emitError(nameLoc, "unknown attribute `" + mnemonic + "` in dialect `llvm`");
        return null;
    }
  }

  private static Attribute parseLinkage(DialectAsmParser p) {
    Linkage v = parseEnumBody(p, Linkage.values(), "LLVM linkage types",
        "LinkageAttr", "linkage", "linkage::Linkage");
    return v == null ? null : new LinkageAttr(v);
  }

  private static Attribute parseCConv(DialectAsmParser p) {
    CConv v = parseEnumBody(p, CConv.values(), "Calling Conventions",
        "CConvAttr", "CallingConv", "CConv");
    return v == null ? null : new CConvAttr(v);
  }

  private static Attribute parseTailCallKind(DialectAsmParser p) {
    TailCallKind v = parseEnumBody(p, TailCallKind.values(), "Tail Call Kind",
        "TailCallKindAttr", "tailCallKind", "TailCallKind");
    return v == null ? null : new TailCallKindAttr(v);
  }

  private static Attribute parseFramePointerKind(DialectAsmParser p) {
    FramePointerKind v = parseEnumBody(p, FramePointerKind.values(), "LLVM FramePointerKind",
        "FramePointerKindAttr", "framePointerKind", "framePointerKind::FramePointerKind");
    return v == null ? null : new FramePointerKindAttr(v);
  }

  /** {@code <case>} of a keyword enum attribute; {@code null} after reporting. */
  private static <E extends Enum<E> & LlvmKeyword> E parseEnumBody(DialectAsmParser p, E[] cases,
      String description, String owner, String param, String cppType) {
    if (!p.parseLess()) return null;
    E value = parseCase(p, cases, description);
    if (value == null) {
      ParameterErrors.report(p, owner, param, cppType);
      return null;
    }
    return p.parseGreater() ? value : null;
  }

  private static <E extends Enum<E> & LlvmKeyword> E parseCase(DialectAsmParser p, E[] cases,
      String description) {
    Location at = p.currentLocation();
    String word = keywordOrString(p);
    if (word == null) {
      p.emitError("expected keyword for " + description);
      return null;
    }
    for (E e : cases) {
      if (e.keyword().equals(word)) return e;
    }
    StringJoiner all = new StringJoiner(", ", "[", "]");
    for (E e : cases) {
      all.add(e.quoted() ? e.spelling() + e.keyword() : e.keyword());
    }
    p.emitError(at, "expected one of " + all + " for " + description + ", got: " + word);
    return null;
  }

  private static Attribute parseFastmath(DialectAsmParser p) {
    if (!p.parseLess()) return null;
    Set<FastmathFlag> flags = EnumSet.noneOf(FastmathFlag.class);
    do {
      if (!parseFastmathFlag(p, flags)) {
        ParameterErrors.report(p, "LLVM_FastmathFlagsAttr", "value", "::mlir::LLVM::FastmathFlags");
        return null;
      }
    } while (p.parseOptionalComma());
    return p.parseGreater() ? FastmathFlagsAttr.of(flags) : null;
  }

  private static boolean parseFastmathFlag(DialectAsmParser p, Set<FastmathFlag> into) {
    Location at = p.currentLocation();
    String word = keywordOrString(p);
    if (word == null) return p.emitError("expected valid keyword or string");
    if (word.equals("none")) return true;
    if (word.equals("fast")) {
      into.addAll(EnumSet.allOf(FastmathFlag.class));
      return true;
    }
    for (FastmathFlag f : FastmathFlag.values()) {
      if (!f.keyword().equals(word)) continue;
      into.add(f);
      return true;
    }
    return p.emitError(at,
        "expected ::mlir::LLVM::FastmathFlags to be one of: " + FASTMATH_CASES);
  }

  private static Attribute parseOverflow(DialectAsmParser p) {
    if (!p.parseLess()) return null;
    Set<OverflowFlag> flags = EnumSet.noneOf(OverflowFlag.class);
    do {
      Location at = p.currentLocation();
      String word = keywordOrString(p);
      String error = overflowError(word, flags);
      if (error != null) {
        if (word == null) p.emitError(error); else p.emitError(at, error);
        ParameterErrors.report(p, "LLVM_IntegerOverflowFlagsAttr", "value",
            "::mlir::LLVM::IntegerOverflowFlags");
        return null;
      }
    } while (p.parseOptionalComma());
    return p.parseGreater() ? new IntegerOverflowFlagsAttr(flags) : null;
  }

  /** Adds the flag {@code word} names; the error message when it names none. */
  private static String overflowError(String word, Set<OverflowFlag> into) {
    String description = "LLVM integer overflow flags";
    if (word == null) return "expected keyword for " + description;
    if (word.equals("none")) return null;
    for (OverflowFlag f : OverflowFlag.values()) {
      if (!f.keyword().equals(word)) continue;
      into.add(f);
      return null;
    }
    return "expected one of [none, nsw, nuw] for " + description + ", got: " + word;
  }

  private static String keywordOrString(DialectAsmParser p) {
    String word = p.parseOptionalKeyword();
    return word != null ? word : p.parseOptionalString();
  }
}
