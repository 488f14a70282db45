package rw.ir.attr;

/** One {@code name = value} entry of a dictionary. */
public record NamedAttribute(String name, Attribute value) implements Comparable<NamedAttribute> {
  public NamedAttribute {
    if (name == null || value == null) throw new IllegalArgumentException("null component");
  }

  @Override
  public int compareTo(NamedAttribute o) {
    return name.compareTo(o.name);
  }
}
