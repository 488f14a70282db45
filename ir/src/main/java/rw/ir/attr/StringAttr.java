package rw.ir.attr;

import java.nio.charset.StandardCharsets;
import java.util.Objects;
import rw.ir.type.Type;

/**
 * {@code "text"}, optionally typed ({@code "text" : i32}; {@code type} is {@code null} when not).
 * MLIR strings are byte strings: each {@code char} of {@code value} is one byte (0 to 255), so
 * non-ASCII text is held as its UTF-8 bytes. Use {@link #of} to make one from Java text.
 */
public record StringAttr(String value, Type type) implements BuiltinAttr {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof StringAttr a && a.value.equals(value) && Objects.equals(a.type, type);
  }

  @Override
  public int hashCode() {
    return value.hashCode() * 31 + Objects.hashCode(type);
  }

  public StringAttr {
    if (value == null) throw new IllegalArgumentException("null value");
  }

  /** A string attribute holding the UTF-8 bytes of {@code text}. */
  public static StringAttr of(String text) {
    return new StringAttr(fromUtf8(text), null);
  }

  /** The Java text that the bytes encode in UTF-8. */
  public String text() {
    return new String(value.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
  }

  /** The byte-string form of Java text (one char per UTF-8 byte). */
  public static String fromUtf8(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) >= 0x80) {
        return new String(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
      }
    }
    return text;
  }

  /** MLIR's spelling. */
  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
