package rw.dialect;

import java.util.List;
import rw.ir.OpVerifier;
import rw.ir.Operation;

/**
 * MLIR's {@code HasParent<op>} trait as an op verifier (named by the trait in .rw, generated into
 * the op's spec): the op must sit directly in one of the given ops.
 */
public record HasParent(List<String> parents) implements OpVerifier {
  public HasParent {
    parents = List.copyOf(parents);
  }

  public static HasParent of(String... parents) {
    return new HasParent(List.of(parents));
  }

  @Override
  public boolean verify(Operation op) {
    Operation parent = op.parentOp();
    if (parent != null && parents.contains(parent.name())) return true;
    if (parents.size() == 1) op.emitOpError("expects parent op '" + parents.get(0) + "'");
    else op.emitOpError("expects parent op to be one of '" + String.join(", ", parents) + "'");
    return false;
  }
}
