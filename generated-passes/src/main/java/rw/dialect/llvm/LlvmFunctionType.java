package rw.dialect.llvm;

import java.util.List;
import rw.ir.attr.TypeAttrPrinter;
import rw.ir.type.DialectPrinter;
import rw.ir.type.Type;

/**
 * {@code !llvm.func<ret (args)>}, {@code !llvm.func<void (ptr, ...)>} when variadic. The
 * result is {@link LlvmVoidType} for functions that return nothing.
 */
public record LlvmFunctionType(Type returnType, List<Type> params, boolean varArg)
    implements LlvmType {
  public LlvmFunctionType {
    if (returnType == null) throw new IllegalArgumentException("null return type");
    params = List.copyOf(params);
  }

  public LlvmFunctionType(Type returnType, List<Type> params) {
    this(returnType, params, false);
  }

  /** Whether {@code type} may be a parameter type (not void, not a function). */
  public static boolean isValidArgumentType(Type type) {
    return !(type instanceof LlvmVoidType) && !(type instanceof LlvmFunctionType);
  }

  /** Whether {@code type} may be the result type (not a function, metadata or label). */
  public static boolean isValidResultType(Type type) {
    if (type instanceof LlvmFunctionType) return false;
    if (!(type instanceof LlvmSpecialType s)) return true;
    return s.kind() != LlvmSpecialType.Kind.METADATA && s.kind() != LlvmSpecialType.Kind.LABEL;
  }

  @Override
  public void print(DialectPrinter printer) {
    printer.append("func<");
    LlvmType.printNested(returnType, printer);
    printer.append(" (");
    for (int i = 0; i < params.size(); i++) {
      if (i > 0) printer.append(", ");
      LlvmType.printNested(params.get(i), printer);
    }
    if (varArg) printer.append(params.isEmpty() ? "..." : ", ...");
    printer.append(")>");
  }

  @Override
  public String toString() {
    return TypeAttrPrinter.print(this);
  }
}
