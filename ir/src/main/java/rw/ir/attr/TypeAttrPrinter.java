package rw.ir.attr;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import rw.ir.loc.Location;
import rw.ir.type.DialectPrinter;
import rw.ir.type.DialectType;
import rw.ir.type.FloatType;
import rw.ir.type.FunctionType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.NoneType;
import rw.ir.type.TupleType;
import rw.ir.type.ShapedType;
import rw.ir.type.Type;

/**
 * Prints types and attributes exactly as MLIR 22 does, into a {@link Utf8Text}. Aliases
 * ({@code #map}, {@code !tuple}) come from an {@link Aliases} table that the op printer fills;
 * {@code toString()} of the type and attribute records uses a printer without aliases.
 */
public final class TypeAttrPrinter implements DialectPrinter {
  /** When the {@code : type} suffix of integer and float attributes is left out. */
  public enum Elision {
    /** Always printed. */
    NEVER,
    /** Left out for {@code i64} integers and {@code f64} floats (the parser's defaults). */
    MAY,
    /** Always left out. */
    MUST
  }

  /** Alias names by type or attribute, e.g. {@code #map1}; {@code null} when none. */
  public interface Aliases {
    Aliases NONE = new Aliases() {
      @Override
      public String aliasOf(Type type) {
        return null;
      }

      @Override
      public String aliasOf(Attribute attribute) {
        return null;
      }
    };

    String aliasOf(Type type);

    String aliasOf(Attribute attribute);

    default String aliasOf(Location location) {
      return null;
    }
  }

  private final Utf8Text out;
  private final Aliases aliases;
  private final long elideElementsAbove;
  private final boolean prettyLocations;
  private final LocationPrinter locations;
  private final TypeSpelling types;
  /** Spellings already made by this printer and the printers of nested dialect bodies. */
  private final Map<Object, String> memo;
  /** Shared with nested printers: whether a value MLIR makes aliases for was printed in full. */
  private final boolean[] sawAliasable;
  /** The spellings of dialect values (made when first needed). */
  private DialectSymbols symbols;

  /**
   * @param elideElementsAbove dense elements attributes with more elements than this (and not
   *     splats) print as {@code dense_resource<__elided__>}; negative: never
   * @param prettyLocations locations without {@code loc(...)} (MLIR's pretty debug info)
   */
  public TypeAttrPrinter(Utf8Text out, Aliases aliases, long elideElementsAbove, boolean prettyLocations) {
    this(out, aliases, elideElementsAbove, prettyLocations, new HashMap<>(), new boolean[1]);
  }

  private TypeAttrPrinter(Utf8Text out, Aliases aliases, long elideElementsAbove, boolean prettyLocations,
      Map<Object, String> memo, boolean[] sawAliasable) {
    this.memo = memo;
    this.sawAliasable = sawAliasable;
    this.out = out;
    this.aliases = aliases;
    this.elideElementsAbove = elideElementsAbove;
    this.prettyLocations = prettyLocations;
    this.locations = new LocationPrinter(out, aliases, prettyLocations);
    this.types = new TypeSpelling(this);
  }

  public TypeAttrPrinter(Utf8Text out) {
    this(out, Aliases.NONE, -1, false);
  }

  /** MLIR's spelling of {@code location}: {@code loc(...)}. */
  public static String print(Location location) {
    Utf8Text sb = new Utf8Text();
    new TypeAttrPrinter(sb).printLocation(location, false);
    return sb.toString();
  }

  /**
   * Whether this printer (or a printer of a nested dialect body) printed in full a value that
   * MLIR prints through an alias (affine map, integer set, tuple of more than 16 types,
   * location attribute): then the text needs the aliases a printer of the whole op collects.
   */
  public boolean sawAliasable() {
    return sawAliasable[0];
  }

  /**
   * {@code loc(...)} (bare in the pretty form); with {@code allowAlias} the location itself may
   * print as its alias. Nested locations always may.
   */
  public void printLocation(Location location, boolean allowAlias) {
    locations.print(location, allowAlias);
  }

  /** MLIR's spelling of {@code type}. */
  public static String print(Type type) {
    Utf8Text sb = new Utf8Text();
    new TypeAttrPrinter(sb).printType(type);
    return sb.toString();
  }

  /** MLIR's spelling of {@code attribute}, with its type where MLIR prints it. */
  public static String print(Attribute attribute) {
    Utf8Text sb = new Utf8Text();
    new TypeAttrPrinter(sb).printAttribute(attribute);
    return sb.toString();
  }

  public Utf8Text out() {
    return out;
  }

  @Override
  public TypeAttrPrinter append(String text) {
    out.append(text);
    return this;
  }

  @Override
  public TypeAttrPrinter append(long number) {
    out.append(number);
    return this;
  }

  @Override
  public TypeAttrPrinter printString(String text) {
    Spelling.quoted(out, text);
    return this;
  }

  @Override
  public TypeAttrPrinter printAttribute(Attribute attribute) {
    printAttribute(attribute, Elision.NEVER);
    return this;
  }

  @Override
  public TypeAttrPrinter printAttributeWithoutType(Attribute attribute) {
    printAttribute(attribute, Elision.MUST);
    return this;
  }

  /** The attribute or its alias. */
  public void printAttribute(Attribute attribute, Elision elision) {
    if (aliases != Aliases.NONE) {
      String alias = aliases.aliasOf(attribute);
      if (alias != null) {
        out.append(alias);
        return;
      }
    }
    printAttributeWithoutAlias(attribute, elision);
  }

  @Override
  public TypeAttrPrinter printType(Type type) {
    if (aliases != Aliases.NONE) {
      String alias = aliases.aliasOf(type);
      if (alias != null) {
        out.append(alias);
        return this;
      }
    }
    printTypeWithoutAlias(type);
    return this;
  }

  // ---- types ----

  /** The type itself, even when it has an alias (for alias definitions). */
  public void printTypeWithoutAlias(Type type) {
    if (type instanceof TupleType t && t.types().size() > 16) sawAliasable[0] = true;
    if (type instanceof IntegerType it) {
      out.append(it.signedness().prefix()).append(it.width());
    } else if (type instanceof FloatType ft) {
      out.append(ft.kind().spelling());
    } else if (type instanceof DialectType dt) {
      appendDialectSymbol(dt, '!', dt.dialect());
    } else if (type instanceof IndexType) {
      out.append("index");
    } else if (type instanceof FunctionType ft) {
      printFunctionType(ft.inputs(), ft.results());
    } else {
      types.print(type);
    }
  }

  /** {@code (a, b) -> r} or {@code (a) -> (r1, r2)}. */
  public void printFunctionType(List<? extends Type> inputs, List<? extends Type> results) {
    out.append('(');
    printTypeList(inputs);
    out.append(") -> ");
    if (results.size() == 1 && !(results.get(0) instanceof FunctionType)) {
      printType(results.get(0));
      return;
    }
    out.append('(');
    printTypeList(results);
    out.append(')');
  }

  /** Types separated by {@code ", "}. */
  public void printTypeList(List<? extends Type> types) {
    for (int i = 0; i < types.size(); i++) {
      if (i > 0) out.append(", ");
      printType(types.get(i));
    }
  }

  /** Whether a memref layout is the identity affine map, which MLIR never prints. */
  public static boolean isIdentityLayout(Attribute layout) {
    return TypeSpelling.isIdentityLayout(layout);
  }

  // ---- attributes ----

  /** The attribute itself, even when it has an alias (for alias definitions). */
  public void printAttributeWithoutAlias(Attribute attribute, Elision elision) {
    if (attribute instanceof AffineMapAttr || attribute instanceof IntegerSetAttr || attribute instanceof LocationAttr) {
      sawAliasable[0] = true;
    }
    if (attribute instanceof IntegerAttr ia) {
      printInteger(ia, elision);
    } else if (attribute instanceof FloatAttr fa) {
      printFloat(fa, elision);
    } else if (attribute instanceof StringAttr sa) {
      Spelling.quoted(out, sa.value());
      printTypeSuffix(sa.type(), elision);
    } else if (attribute instanceof DictionaryAttr da) {
      printDictionary(da);
    } else if (attribute instanceof ArrayAttr aa) {
      out.append('[');
      List<Attribute> elements = aa.elements();
      for (int i = 0; i < elements.size(); i++) {
        if (i > 0) out.append(", ");
        printAttribute(elements.get(i), Elision.MAY);
      }
      out.append(']');
    } else {
      printOtherAttribute(attribute, elision);
    }
  }

  private void printOtherAttribute(Attribute attribute, Elision elision) {
    if (attribute instanceof TypeAttr ta) {
      printType(ta.type());
    } else if (attribute instanceof UnitAttr) {
      out.append("unit");
    } else if (attribute instanceof SymbolRefAttr sr) {
      Spelling.symbolRef(out, sr.root());
      for (String n : sr.nested()) Spelling.symbolRef(out.append("::"), n);
    } else if (attribute instanceof DenseElementsAttr de) {
      new DenseElementsPrinter(this).print(de, elideElementsAbove);
      printTypeSuffix(de.type(), elision);
    } else if (attribute instanceof DenseArrayAttr da) {
      new DenseElementsPrinter(this).printArray(da);
    } else {
      printRareAttribute(attribute);
    }
  }

  private void printRareAttribute(Attribute attribute) {
    if (attribute instanceof AffineMapAttr am) {
      out.append("affine_map<").append(am.map()).append('>');
    } else if (attribute instanceof IntegerSetAttr is) {
      out.append("affine_set<").append(is.set()).append('>');
    } else if (attribute instanceof StridedLayoutAttr sl) {
      printStrided(sl);
    } else if (attribute instanceof LocationAttr la) {
      locations.print(la.location(), false);
    } else if (attribute instanceof OpaqueAttr oa) {
      Spelling.dialectSymbol(out, '#', oa.dialect(), Spelling.opaqueData(oa.body()));
    } else if (attribute instanceof DialectAttr da) {
      appendDialectSymbol(da, '#', da.dialect());
    } else {
      throw new IllegalStateException("no spelling for attribute " + attribute.getClass().getName());
    }
  }

  /** Appends the spelling of a dialect type or attribute ({@link DialectSymbols}). */
  void appendDialectSymbol(Object value, char prefix, String dialect) {
    if (symbols == null) symbols = new DialectSymbols(this, memo);
    symbols.append(out, value, prefix, dialect);
  }

  /** A printer of a dialect value's body into {@code body}: this printer's aliases, options and memo. */
  TypeAttrPrinter nested(Utf8Text body) {
    return new TypeAttrPrinter(body, aliases, elideElementsAbove, prettyLocations, memo, sawAliasable);
  }

  private void printInteger(IntegerAttr ia, Elision elision) {
    Type type = ia.type();
    if (type instanceof IntegerType it && it.width() == 1 && it.isSignless()) {
      out.append(ia.value().signum() != 0 ? "true" : "false");
      return;
    }
    appendInteger(out, ia.value());
    if (elision == Elision.MAY && type.equals(IntegerType.I64)) return;
    printTypeSuffix(type, elision);
  }

  static void appendInteger(Utf8Text sb, BigInteger value) {
    if (value.bitLength() < 64) sb.append(value.longValue());
    else sb.append(value.toString());
  }

  private void printFloat(FloatAttr fa, Elision elision) {
    out.append(spellFloat(fa.value(), fa.type()));
    if (elision == Elision.MAY && fa.type().equals(FloatType.F64)) return;
    printTypeSuffix(fa.type(), elision);
  }

  /** The spelling of a float value of {@code type} (f64 when the type is not a float type). */
  String spellFloat(double value, Type type) {
    FloatAttr key = new FloatAttr(value, type);
    String known = memo.get(key);
    if (known != null) return known;
    FloatType.Kind kind = type instanceof FloatType ft ? ft.kind() : FloatType.Kind.F64;
    String spelling = FloatSpelling.of(value, kind);
    memo.put(key, spelling);
    return spelling;
  }

  private void printTypeSuffix(Type type, Elision elision) {
    if (elision == Elision.MUST || type == null || type instanceof NoneType) return;
    out.append(" : ");
    printType(type);
  }

  private void printDictionary(DictionaryAttr da) {
    out.append('{');
    List<NamedAttribute> entries = da.entries();
    for (int i = 0; i < entries.size(); i++) {
      if (i > 0) out.append(", ");
      printNamedAttribute(entries.get(i));
    }
    out.append('}');
  }

  /** {@code name = value}, or {@code name} alone for a unit attribute. */
  public void printNamedAttribute(NamedAttribute entry) {
    Spelling.keywordOrString(out, entry.name());
    if (entry.value() instanceof UnitAttr) return;
    out.append(" = ");
    printAttribute(entry.value(), Elision.NEVER);
  }

  private void printStrided(StridedLayoutAttr sl) {
    out.append("strided<[");
    List<Long> strides = sl.strides();
    for (int i = 0; i < strides.size(); i++) {
      if (i > 0) out.append(", ");
      appendDynamic(strides.get(i));
    }
    out.append(']');
    if (sl.offset() != 0) {
      out.append(", offset: ");
      appendDynamic(sl.offset());
    }
    out.append('>');
  }

  private void appendDynamic(long v) {
    if (v == ShapedType.DYNAMIC) out.append('?');
    else out.append(v);
  }
}
