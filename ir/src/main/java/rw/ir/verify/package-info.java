/**
 * Well-formedness, as MLIR checks it: {@link rw.ir.verify.Verifier#verify(rw.ir.Operation)}
 * reports through the context's diagnostics with MLIR 22's messages, in MLIR's order;
 * {@link rw.ir.verify.DominanceInfo} answers dominance queries across nested regions.
 */
package rw.ir.verify;
