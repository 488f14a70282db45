package rw.dialect.spirv;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import rw.dialect.AsmIntegers;
import rw.dialect.ParameterErrors;
import rw.ir.asm.DialectAsmParser;
import rw.ir.attr.Attribute;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * Parses the SPIR-V dialect attributes rw knows, with MLIR 22's error messages: the enum
 * attributes, {@code vce}, {@code target_env} and {@code interface_var_abi} here, the struct-like
 * {@code resource_limits} and {@code entry_point_abi} in {@link SpirvStructAttrParser}.
 */
final class SpirvAttrParser {
  private SpirvAttrParser() {}

  /** The body of {@code #spirv.…}; the mnemonic is next. */
  static Attribute parse(DialectAsmParser p, Type type) {
    Location nameLoc = p.currentLocation();
    if (type != null) {
      p.emitError(nameLoc, "unexpected type");
      return null;
    }
    String mnemonic = p.parseOptionalKeyword();
    if (mnemonic == null) {
      p.emitError("expected valid keyword");
      return null;
    }
    switch (mnemonic) {
      case "target_env": return parseTargetEnv(p);
      case "vce": return parseVce(p);
      case "interface_var_abi": return parseInterfaceVarAbi(p);
      case "resource_limits": return SpirvStructAttrParser.parseResourceLimits(p);
      case "entry_point_abi": return SpirvStructAttrParser.parseEntryPointAbi(p);
      default: break;
    }
    SpirvEnumKind kind = SpirvEnumKind.lookup(mnemonic);
    if (kind != null) return parseEnum(p, kind);
    p.emitError(nameLoc, "unknown SPIR-V attribute kind: " + mnemonic);
    return null;
  }

  private static Attribute parseEnum(DialectAsmParser p, SpirvEnumKind kind) {
    if (!p.parseLess()) return null;
    List<String> cases = new ArrayList<>();
    do {
      if (!parseCase(p, kind, cases)) {
        ParameterErrors.report(p, "SPIRV_" + kind.cppName() + "Attr", "value",
            "::mlir::spirv::" + kind.cppName());
        return null;
      }
    } while (kind.isBitEnum() && p.parseOptionalVerticalBar());
    if (!p.parseGreater()) return null;
    return new SpirvEnumAttr(kind, String.join("|", cases));
  }

  private static boolean parseCase(DialectAsmParser p, SpirvEnumKind kind, List<String> into) {
    Location at = p.currentLocation();
    String word = p.parseOptionalKeyword();
    if (word == null) word = p.parseOptionalString();
    if (word == null) return p.emitError("expected valid keyword or string");
    if (!kind.isCase(word)) return p.emitError(at, kind.notACaseMessage());
    into.add(word);
    return true;
  }

  private static Attribute parseVce(DialectAsmParser p) {
    if (!p.parseLess()) return null;
    Location at = p.currentLocation();
    String version = p.parseOptionalKeyword();
    if (version == null) {
      p.emitError("expected valid keyword");
      return null;
    }
    if (!p.parseComma()) return null;
    if (!SpirvEnumKind.VERSION.isCase(version)) {
      p.emitError(at, "unknown version: " + version);
      return null;
    }
    List<String> capabilities = parseKeywordList(p, SpirvEnumKind.CAPABILITY::isCase, "unknown capability: ");
    if (capabilities == null || !p.parseComma()) return null;
    List<String> extensions = parseKeywordList(p, SpirvEnumKind::isExtension, "unknown extension: ");
    if (extensions == null || !p.parseGreater()) return null;
    return new VceAttr(version, capabilities, extensions);
  }

  /** {@code [A, B]} of known words; {@code unknown + word} for one that is not. */
  private static List<String> parseKeywordList(DialectAsmParser p, Predicate<String> known, String unknown) {
    if (!p.parseLSquare()) return null;
    List<String> words = new ArrayList<>();
    if (p.parseOptionalRSquare()) return words;
    do {
      Location at = p.currentLocation();
      String word = p.parseOptionalKeyword();
      if (word == null) {
        p.emitError("expected valid keyword");
        return null;
      }
      if (!known.test(word)) {
        p.emitError(at, unknown + word);
        return null;
      }
      words.add(word);
    } while (p.parseOptionalComma());
    return p.parseRSquare() ? words : null;
  }

  private static Attribute parseTargetEnv(DialectAsmParser p) {
    if (!p.parseLess()) return null;
    Location at = p.currentLocation();
    Attribute triple = p.parseAttribute();
    if (triple == null) return null;
    if (!(triple instanceof VceAttr vce)) {
      p.emitError(at, "invalid kind of attribute specified");
      return null;
    }
    if (!p.parseComma()) return null;
    TargetEnvParts parts = new TargetEnvParts();
    if (p.parseOptionalKeyword("api") && !parseClientApi(p, parts)) return null;
    if (!parseDevice(p, parts)) return null;
    at = p.currentLocation();
    Attribute limits = p.parseAttribute();
    if (limits == null) return null;
    if (!(limits instanceof ResourceLimitsAttr rl)) {
      p.emitError(at, "invalid kind of attribute specified");
      return null;
    }
    if (!p.parseGreater()) return null;
    return new TargetEnvAttr(vce, parts.clientApi, parts.vendor, parts.deviceType, parts.deviceId, rl);
  }

  /** After {@code api}: {@code = Name ,}. An unknown name is reported, and parsing goes on (MLIR). */
  private static boolean parseClientApi(DialectAsmParser p, TargetEnvParts parts) {
    if (!p.parseEqual()) return false;
    Location at = p.currentLocation();
    String api = p.parseOptionalKeyword();
    if (api == null) return p.emitError("expected valid keyword");
    if (SpirvEnumKind.CLIENT_API.isCase(api)) {
      parts.clientApi = api;
    } else {
      p.emitError(at, "unknown client API: " + api);
    }
    return p.parseComma();
  }

  /** {@code Vendor[:DeviceType[:id]] ,} when a keyword is next. Unknown names are reported, parsing goes on. */
  private static boolean parseDevice(DialectAsmParser p, TargetEnvParts parts) {
    Location at = p.currentLocation();
    String vendor = p.parseOptionalKeyword();
    if (vendor == null) return true;
    if (SpirvEnumKind.VENDOR.isCase(vendor)) {
      parts.vendor = vendor;
    } else {
      p.emitError(at, "unknown vendor: " + vendor);
    }
    if (p.parseOptionalColon() && !parseDeviceType(p, parts)) return false;
    return p.parseComma();
  }

  private static boolean parseDeviceType(DialectAsmParser p, TargetEnvParts parts) {
    Location at = p.currentLocation();
    String type = p.parseOptionalKeyword();
    if (type == null) return p.emitError("expected valid keyword");
    if (SpirvEnumKind.DEVICE_TYPE.isCase(type)) {
      parts.deviceType = type;
    } else {
      p.emitError(at, "unknown device type: " + type);
    }
    if (!p.parseOptionalColon()) return true;
    at = p.currentLocation();
    Long raw = p.parseOptionalInteger();
    if (raw == null) return p.emitError("expected integer value");
    Long id = AsmIntegers.unsigned32(p, at, raw);
    if (id == null) return false;
    parts.deviceId = id;
    return true;
  }

  /** What {@code target_env} says besides its triple and limits, filled while parsing. */
  private static final class TargetEnvParts {
    String clientApi = TargetEnvAttr.UNKNOWN;
    String vendor = TargetEnvAttr.UNKNOWN;
    String deviceType = TargetEnvAttr.UNKNOWN;
    long deviceId = TargetEnvAttr.UNKNOWN_DEVICE_ID;
  }

  private static Attribute parseInterfaceVarAbi(DialectAsmParser p) {
    if (!p.parseLess() || !p.parseLParen()) return null;
    Long set = parseAbiNumber(p, "missing descriptor set");
    if (set == null || !p.parseComma()) return null;
    Long binding = parseAbiNumber(p, "missing binding");
    if (binding == null || !p.parseRParen()) return null;
    Optional<StorageClass> storageClass = Optional.empty();
    if (p.parseOptionalComma()) {
      Location at = p.currentLocation();
      String name = p.parseOptionalKeyword();
      if (name == null) {
        p.emitError("expected valid keyword");
        return null;
      }
      storageClass = Optional.ofNullable(StorageClass.of(name));
      if (storageClass.isEmpty()) {
        p.emitError(at, "unknown storage class: " + name);
        return null;
      }
    }
    if (!p.parseGreater()) return null;
    return new InterfaceVarAbiAttr(set, binding, storageClass);
  }

  private static Long parseAbiNumber(DialectAsmParser p, String missing) {
    Location at = p.currentLocation();
    Long raw = p.parseOptionalInteger();
    Long value = raw == null ? null : AsmIntegers.unsigned32(p, at, raw);
    if (value == null) p.emitError(at, missing);
    return value;
  }
}
