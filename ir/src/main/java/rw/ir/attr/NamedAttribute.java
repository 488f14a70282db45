package rw.ir.attr;

/** One {@code name = value} entry of a dictionary. */
public record NamedAttribute(String name, Attribute value) implements Comparable<NamedAttribute> {
  // equals and hashCode are written out: rw runs on C1, which compiles the records' generated
  // ones (method-handle chains) about 6x slower.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof NamedAttribute a && a.name.equals(name) && a.value.equals(value);
  }

  @Override
  public int hashCode() {
    return name.hashCode() * 31 + value.hashCode();
  }

  public NamedAttribute {
    if (name == null || value == null) throw new IllegalArgumentException("null component");
  }

  @Override
  public int compareTo(NamedAttribute o) {
    return name.compareTo(o.name);
  }
}
