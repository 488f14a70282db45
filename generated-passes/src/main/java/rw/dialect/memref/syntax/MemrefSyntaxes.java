package rw.dialect.memref.syntax;

import java.util.List;
import rw.dialect.syntax.ResultNamesEntry;

/**
 * The memref ops' result names (their custom forms are declarative): {@code %alloc},
 * {@code %cast}, {@code %subview}, …, and {@code %base_buffer, %offset, %sizes, %strides}.
 */
public final class MemrefSyntaxes {
  private MemrefSyntaxes() {}

  public static List<ResultNamesEntry> resultNames() {
    return List.of(
        named("alloc"), named("alloca"), named("cast"), named("dim"), named("subview"),
        named("reinterpret_cast"), named("collapse_shape"), named("expand_shape"), named("view"),
        ResultNamesEntry.first("memref.extract_aligned_pointer_as_index", "intptr"),
        new ResultNamesEntry("memref.extract_strided_metadata", (op, setName) -> {
          int rank = (op.numResults() - 2) / 2;
          setName.accept(op.result(0), "base_buffer");
          setName.accept(op.result(1), "offset");
          if (rank == 0) return;
          setName.accept(op.result(2), "sizes");
          setName.accept(op.result(2 + rank), "strides");
        }));
  }

  private static ResultNamesEntry named(String mnemonic) {
    return ResultNamesEntry.first("memref." + mnemonic, mnemonic);
  }
}
