package rw.ir.loc;

/** {@code loc("name")} or {@code loc("name"(child))}. */
public record NameLoc(String name, Location child) implements Location {

  public NameLoc {
    if (name == null || child == null) throw new IllegalArgumentException("null component");
  }

  @Override
  public FileLineColLoc filePosition() {
    return child.filePosition();
  }
}
