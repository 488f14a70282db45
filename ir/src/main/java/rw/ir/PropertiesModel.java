package rw.ir;

/**
 * How a registered op keeps its inherent attributes (MLIR's property storage of ODS ops).
 * Attached to an {@link OpDef} with {@code implement(PropertiesModel.class, …)} by higher layers;
 * the generic-form parser asks it to normalise each op it creates, as MLIR does when it converts
 * {@code <{…}>} into the op's properties.
 */
public interface PropertiesModel {
  /**
   * Normalises a freshly created {@code op}: converts the properties written for it, moves
   * inherent attributes given among its attributes into the properties, drops unknown property
   * entries, and fills in default values. Returns MLIR's complaint about the written properties
   * (the text after {@code invalid properties {…} for op name: }), or {@code null} when fine.
   */
  String adopt(Operation op);
}
