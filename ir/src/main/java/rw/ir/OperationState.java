package rw.ir;

import java.util.ArrayList;
import java.util.List;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/** Everything needed to create an {@link Operation}; filled in by parsers and builders. */
public final class OperationState {
  public final OpName name;
  public Location location;
  public final List<Value> operands = new ArrayList<>();
  public final List<Type> resultTypes = new ArrayList<>();
  public final List<NamedAttribute> attributes = new ArrayList<>();
  /** The op's properties ({@code <{...}>}), or {@code null}. */
  public Attribute properties;
  public final List<Block> successors = new ArrayList<>();
  /** Regions to move into the op; they must not belong to another op. */
  public final List<Region> regions = new ArrayList<>();

  public OperationState(OpName name, Location location) {
    this.name = name;
    this.location = location;
  }

  public OperationState(Context ctx, String name, Location location) {
    this(ctx.opName(name), location);
  }

  public OperationState addOperands(List<? extends Value> values) {
    for (int i = 0; i < values.size(); i++) operands.add(values.get(i));
    return this;
  }

  public OperationState addOperand(Value v) {
    operands.add(v);
    return this;
  }

  public OperationState addTypes(List<? extends Type> types) {
    for (int i = 0; i < types.size(); i++) resultTypes.add(types.get(i));
    return this;
  }

  public OperationState addType(Type t) {
    resultTypes.add(t);
    return this;
  }

  public OperationState addAttribute(String attrName, Attribute value) {
    attributes.add(new NamedAttribute(attrName, value));
    return this;
  }

  public OperationState setProperties(Attribute props) {
    this.properties = props;
    return this;
  }

  public OperationState addSuccessor(Block b) {
    successors.add(b);
    return this;
  }

  /** Adds a new empty region and returns it. */
  public Region addRegion() {
    Region r = new Region();
    regions.add(r);
    return r;
  }

  public DictionaryAttr attributeDictionary() {
    return DictionaryAttr.of(attributes);
  }
}
