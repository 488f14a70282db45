package rw.dialect.spirv;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;

/**
 * One SPIR-V enum of MLIR 22 ({@code #spirv.storage_class<…>}, {@code #spirv.function_control<…>},
 * …): its mnemonic, C++ name and cases in MLIR's order, read from the table
 * {@code rw/dialect/spirv/enums.txt}. Bit enums combine cases with {@code |}; their empty
 * combination is {@code None}.
 */
public final class SpirvEnumKind {
  private static final Map<String, SpirvEnumKind> KINDS = load();
  private static final Set<String> EXTENSIONS = Set.copyOf(readLines("extensions.txt"));

  public static final SpirvEnumKind STORAGE_CLASS = of("storage_class");
  public static final SpirvEnumKind DECORATION = of("decoration");
  public static final SpirvEnumKind EXECUTION_MODEL = of("execution_model");
  public static final SpirvEnumKind EXECUTION_MODE = of("execution_mode");
  public static final SpirvEnumKind FUNCTION_CONTROL = of("function_control");
  public static final SpirvEnumKind LOOP_CONTROL = of("loop_control");
  public static final SpirvEnumKind SELECTION_CONTROL = of("selection_control");
  public static final SpirvEnumKind MEMORY_ACCESS = of("memory_access");
  public static final SpirvEnumKind MEMORY_MODEL = of("memory_model");
  public static final SpirvEnumKind ADDRESSING_MODEL = of("addressing_model");
  public static final SpirvEnumKind BUILT_IN = of("built_in");
  public static final SpirvEnumKind SCOPE = of("scope");
  public static final SpirvEnumKind CAPABILITY = of("capability");
  public static final SpirvEnumKind VERSION = of("version");
  public static final SpirvEnumKind VENDOR = of("vendor");
  public static final SpirvEnumKind CLIENT_API = of("client_api");
  public static final SpirvEnumKind DEVICE_TYPE = of("device_type");

  private final String mnemonic;
  private final String cppName;
  private final boolean bits;
  private final List<String> cases;
  private final Map<String, Integer> index = new HashMap<>();

  private SpirvEnumKind(String mnemonic, String cppName, boolean bits, List<String> cases) {
    this.mnemonic = mnemonic;
    this.cppName = cppName;
    this.bits = bits;
    this.cases = List.copyOf(cases);
    for (int i = 0; i < cases.size(); i++) index.put(cases.get(i), i);
  }

  /** The kind whose attribute mnemonic is {@code mnemonic}, or {@code null}. */
  public static SpirvEnumKind lookup(String mnemonic) {
    return KINDS.get(mnemonic);
  }

  /** Whether {@code name} is an extension MLIR 22 knows ({@code SPV_KHR_16bit_storage}). */
  public static boolean isExtension(String name) {
    return EXTENSIONS.contains(name);
  }

  public String mnemonic() {
    return mnemonic;
  }

  /** {@code StorageClass}: the enum's name in MLIR's C++ ({@code ::mlir::spirv::StorageClass}). */
  public String cppName() {
    return cppName;
  }

  public boolean isBitEnum() {
    return bits;
  }

  public List<String> cases() {
    return cases;
  }

  public boolean isCase(String name) {
    return index.containsKey(name);
  }

  /** The position of case {@code name} in MLIR's order, or -1. */
  public int ordinal(String name) {
    Integer i = index.get(name);
    return i == null ? -1 : i;
  }

  /** The spelling of a bit-enum value with these cases set: in case order, {@code None} when empty. */
  public String combine(Collection<String> set) {
    StringJoiner out = new StringJoiner("|");
    for (String c : cases) {
      if (!c.equals("None") && set.contains(c)) out.add(c);
    }
    return out.length() == 0 ? "None" : out.toString();
  }

  /** MLIR's message for a word that is not a case: {@code expected ::mlir::spirv::X to be one of: …}. */
  public String notACaseMessage() {
    return "expected ::mlir::spirv::" + cppName + " to be one of: " + String.join(", ", cases);
  }

  @Override
  public String toString() {
    return "#spirv." + mnemonic;
  }

  private static SpirvEnumKind of(String mnemonic) {
    SpirvEnumKind k = KINDS.get(mnemonic);
    if (k == null) throw new IllegalStateException("no SPIR-V enum " + mnemonic + " in enums.txt");
    return k;
  }

  private static Map<String, SpirvEnumKind> load() {
    Map<String, SpirvEnumKind> kinds = new LinkedHashMap<>();
    for (String line : readLines("enums.txt")) {
      String[] f = line.split("\\|");
      if (f.length != 4) throw new IllegalStateException("bad enums.txt line: " + line);
      List<String> cases = List.of(f[3].split(","));
      kinds.put(f[0], new SpirvEnumKind(f[0], f[1], f[2].equals("bits"), cases));
    }
    return kinds;
  }

  private static List<String> readLines(String resource) {
    List<String> lines = new ArrayList<>();
    try (InputStream in = SpirvEnumKind.class.getResourceAsStream(resource)) {
      if (in == null) throw new IllegalStateException("missing resource " + resource);
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (!line.isBlank() && !line.startsWith("#")) lines.add(line.strip());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return lines;
  }
}
