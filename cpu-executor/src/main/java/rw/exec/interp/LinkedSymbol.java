package rw.exec.interp;

import rw.dialect.llvm.Linkage;
import rw.dialect.llvm.LinkageAttr;
import rw.ir.Operation;
import rw.ir.attr.Attribute;
import rw.ir.attr.StringAttr;

/**
 * A function ({@code llvm.func}) or global ({@code llvm.mlir.global}) of one of the linked
 * modules, with its linkage and whether it is a definition: a function with a body, or a global
 * with an initial value, an initializer region or a linkage other than external (LLVM gives
 * such globals an undefined, here zero, initializer).
 */
public record LinkedSymbol(String name, Operation op, Operation module, boolean isFunction, Linkage linkage,
    boolean isDefinition) {

  static LinkedSymbol of(Operation op, Operation module) {
    Attribute sym = op.inherentAttr("sym_name");
    if (!(sym instanceof StringAttr s)) return null;
    boolean function = op.name().equals("llvm.func");
    Linkage linkage = op.inherentAttr("linkage") instanceof LinkageAttr l ? l.linkage() : Linkage.EXTERNAL;
    return new LinkedSymbol(s.value(), op, module, function, linkage, isDefinition(op, function, linkage));
  }

  private static boolean isDefinition(Operation op, boolean function, Linkage linkage) {
    boolean hasBody = op.numRegions() > 0 && !op.region(0).isEmpty() && !op.region(0).entryBlock().isEmpty();
    if (function) return hasBody;
    if (hasBody || op.inherentAttr("value") != null) return true;
    return linkage != Linkage.EXTERNAL && linkage != Linkage.EXTERN_WEAK;
  }

  /** Private and internal symbols are visible only in their own module. */
  public boolean isLocal() {
    return linkage == Linkage.PRIVATE || linkage == Linkage.INTERNAL;
  }

  /** Linkages whose definition gives way to another, non-weak definition of the same name. */
  public boolean isWeak() {
    switch (linkage) {
      case LINKONCE: case LINKONCE_ODR: case WEAK: case WEAK_ODR: case COMMON: case AVAILABLE_EXTERNALLY:
        return true;
      default:
        return false;
    }
  }
}
