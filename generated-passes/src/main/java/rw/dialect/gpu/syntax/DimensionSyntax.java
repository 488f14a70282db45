package rw.dialect.gpu.syntax;

import java.util.List;
import java.util.function.BiConsumer;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.attr.Attribute;
import rw.ir.attr.IntegerAttr;
import rw.ir.attr.OpaqueAttr;
import rw.ir.loc.Location;
import rw.ir.type.IndexType;

/**
 * The GPU index ops ({@code gpu.thread_id}, {@code block_id}, {@code block_dim}, {@code grid_dim},
 * {@code global_id}, the cluster ones): {@code gpu.thread_id  x upper_bound 64}, with MLIR's two
 * spaces before the dimension. The dimension is the attribute {@code #gpu<dim x>}; results are
 * named after the op and dimension ({@code %thread_id_x}).
 */
public final class DimensionSyntax implements OpSyntax {
  static final String DIMENSION = "dimension";
  static final String UPPER_BOUND = "upper_bound";
  private static final InherentAttributes INHERENT = InherentAttributes.of(DIMENSION, UPPER_BOUND);
  private static final List<String> DIMS = List.of("x", "y", "z");

  /** {@code #gpu<dim x>}. */
  public static Attribute dimension(String dim) {
    return new OpaqueAttr("gpu", "<dim " + dim + ">");
  }

  /** The {@code x}/{@code y}/{@code z} of a dimension attribute, or {@code null}. */
  static String dimensionName(Attribute a) {
    if (!(a instanceof OpaqueAttr o) || !o.dialect().equals("gpu") || !o.body().startsWith("<dim ")) return null;
    return o.body().substring(5, o.body().length() - 1);
  }

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    Location at = parser.currentLocation();
    String dim = parser.parseKeyword("");
    if (dim == null) return false;
    if (!DIMS.contains(dim)) {
      parser.emitError(at, "expected ::mlir::gpu::Dimension to be one of: x, y, z");
      return parser.emitError("failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`");
    }
    state.addAttribute(DIMENSION, dimension(dim));
    if (parser.parseOptionalKeyword(UPPER_BOUND)) {
      Attribute bound = parser.parseAttribute(IndexType.INSTANCE);
      if (bound == null) return false;
      state.addAttribute(UPPER_BOUND, bound);
    }
    if (!parser.parseOptionalAttrDict(state.attributes)) return false;
    state.addType(IndexType.INSTANCE);
    return INHERENT.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.append("  ").append(String.valueOf(dimensionName(op.inherentAttr(DIMENSION))));
    if (op.inherentAttr(UPPER_BOUND) instanceof IntegerAttr bound) {
      p.append(" upper_bound ").append(bound.value().toString());
    }
    p.printOptionalAttrDict(op.attrDictionary(), List.of(DIMENSION, UPPER_BOUND));
  }

  @Override
  public void suggestResultNames(Operation op, BiConsumer<Value, String> setName) {
    String mnemonic = op.name().substring(op.name().indexOf('.') + 1);
    setName.accept(op.result(0), mnemonic + "_" + dimensionName(op.inherentAttr(DIMENSION)));
  }
}
