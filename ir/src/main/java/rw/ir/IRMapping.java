package rw.ir;

import java.util.IdentityHashMap;
import java.util.Map;

/** Maps values, blocks and operations of an original to those of a clone. */
public final class IRMapping {
  private final Map<Value, Value> values = new IdentityHashMap<>();
  private final Map<Block, Block> blocks = new IdentityHashMap<>();
  private final Map<Operation, Operation> ops = new IdentityHashMap<>();

  public void map(Value from, Value to) {
    values.put(from, to);
  }

  public void map(Block from, Block to) {
    blocks.put(from, to);
  }

  public void map(Operation from, Operation to) {
    ops.put(from, to);
  }

  /** The mapped value, or {@code v} itself when it is not mapped. */
  public Value lookupOrDefault(Value v) {
    return values.getOrDefault(v, v);
  }

  public Block lookupOrDefault(Block b) {
    return blocks.getOrDefault(b, b);
  }

  /** The mapped value, or {@code null}. */
  public Value lookupOrNull(Value v) {
    return values.get(v);
  }

  public Block lookupOrNull(Block b) {
    return blocks.get(b);
  }

  public Operation lookupOrNull(Operation op) {
    return ops.get(op);
  }

  public boolean contains(Value v) {
    return values.containsKey(v);
  }
}
