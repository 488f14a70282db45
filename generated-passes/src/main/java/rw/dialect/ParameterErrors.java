package rw.dialect;

import rw.ir.asm.DialectAsmParser;

/**
 * The follow-up error that MLIR's generated (ODS) type and attribute parsers report when a
 * parameter failed to parse, after the error of the parameter itself.
 */
public final class ParameterErrors {
  private ParameterErrors() {}

  /** Reports {@code failed to parse OWNER parameter 'PARAM' which is to be a `CPP`} at the current token. */
  public static void report(DialectAsmParser p, String owner, String param, String cppType) {
    p.emitError("failed to parse " + owner + " parameter '" + param + "' which is to be a `" + cppType + "`");
  }

  /** {@code 'type'}: a type or attribute as MLIR quotes it in messages. */
  public static String quoted(Object typeOrAttr) {
    return "'" + typeOrAttr + "'";
  }
}
