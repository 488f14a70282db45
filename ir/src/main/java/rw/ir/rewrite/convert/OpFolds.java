package rw.ir.rewrite.convert;

import java.util.HashMap;
import java.util.Map;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.attr.Attribute;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/**
 * The folders of a context's ops, declared per op name, and the constant materializer of each
 * dialect (MLIR: an op's {@code fold} hook and its dialect's {@code materializeConstant}). The
 * dialect conversion tries them on every op that is not legal before its patterns, as MLIR's does.
 */
public final class OpFolds {
  /** Folds one op seen through {@code in}: a {@link FoldResult}, or {@code null} when it does not fold. */
  @FunctionalInterface
  public interface Folder {
    FoldResult fold(FoldView in);
  }

  /** Builds a constant op of {@code value} and {@code type} at the builder's point, or returns {@code null}. */
  @FunctionalInterface
  public interface Materializer {
    Operation materialize(OpBuilder b, Attribute value, Type type, Location loc);
  }

  private final Map<String, Folder> folders = new HashMap<>();
  private final Map<String, Materializer> materializers = new HashMap<>();

  /** The registry of {@code ctx} (empty until a dialect registers its folders). */
  public static OpFolds of(Context ctx) {
    return ctx.extension(OpFolds.class, OpFolds::new);
  }

  public OpFolds register(String opName, Folder folder) {
    folders.put(opName, folder);
    return this;
  }

  public OpFolds materializer(String dialect, Materializer m) {
    materializers.put(dialect, m);
    return this;
  }

  public boolean isEmpty() {
    return folders.isEmpty();
  }

  Folder folder(String opName) {
    return folders.get(opName);
  }

  Materializer materializer(String dialect) {
    return materializers.get(dialect);
  }
}
