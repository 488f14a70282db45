/**
 * MLIR's declarative assembly format: {@link rw.ir.def.format.AssemblyFormat} reads an ODS format
 * string against an {@link rw.ir.def.OpSpec} (format parser, binder, type resolution) and becomes
 * the op's {@link rw.ir.asm.OpSyntax}: a reader that parses the op's text and builds its state,
 * and a printer that writes it with MLIR's spacing rules. {@code custom<…>} and {@code oilist}
 * are not supported; ops that need them get hand-written syntax.
 */
package rw.ir.def.format;
