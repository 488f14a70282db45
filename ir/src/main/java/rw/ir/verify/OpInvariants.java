package rw.ir.verify;

import java.util.List;
import rw.ir.Block;
import rw.ir.OpDef;
import rw.ir.OpDef.Count;
import rw.ir.OpVerifier;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.attr.Attribute;
import rw.ir.attr.StringAttr;
import rw.ir.symbol.SymbolTable;

/**
 * The checks a registered op's definition implies, in MLIR's order: region, result, successor
 * and operand counts; the structural traits; the declared invariants; the terminator and
 * symbol traits; the op's own verifier. Region traits and the region verifier run once the
 * nested ops are verified ({@link #verifyRegions}).
 */
final class OpInvariants {
  private static final List<String> VISIBILITIES = List.of("public", "private", "nested");

  private OpInvariants() {}

  static boolean verify(Operation op) {
    OpDef def = op.def();
    if (op.isVerified()) return verifyContext(op, def);
    if (!regionCount(op, def.regionCount()) || !resultCount(op, def.resultCount())) return false;
    if (!successorCount(op, def.successorCount()) || !operandCount(op, def.operandCount())) return false;
    if (op.hasTrait(Trait.NO_REGION_ARGUMENTS) && !noRegionArguments(op)) return false;
    if (op.hasTrait(Trait.SINGLE_BLOCK) && !singleBlock(op)) return false;
    if (!def.invariants().verify(op)) return false;
    if (op.hasTrait(Trait.IS_TERMINATOR) && !isLastInBlock(op)) return false;
    if (op.hasTrait(Trait.SYMBOL) && !isValidSymbol(op)) return false;
    return verifier(op, def);
  }

  /**
   * The checks of {@link #verify} in the same order, for an op that passed them all and has not
   * changed since ({@link Operation#isVerified}: every change of its operands, results' or
   * operands' types, attributes or properties marks it changed): those that depend on more than
   * these, on where the op is and what its regions hold. The others would pass again.
   */
  private static boolean verifyContext(Operation op, OpDef def) {
    if (def.successorCount() != null && op.numSuccessors() != 0 && !successorsInRegion(op)) return false;
    if (op.hasTrait(Trait.NO_REGION_ARGUMENTS) && !noRegionArguments(op)) return false;
    if (op.hasTrait(Trait.SINGLE_BLOCK) && !singleBlock(op)) return false;
    OpVerifier context = def.contextInvariants();
    if (context != OpVerifier.NONE && !context.verify(op)) return false;
    if (op.hasTrait(Trait.IS_TERMINATOR) && !isLastInBlock(op)) return false;
    return verifier(op, def);
  }

  /** The op's own verifier, which may look anywhere: it runs every time. */
  private static boolean verifier(Operation op, OpDef def) {
    OpVerifier v = def.verifier();
    return v == OpVerifier.NONE || v.verify(op);
  }

  /**
   * The checks that need the nested ops verified: isolation (unless the caller settled it:
   * {@code isolationDue} false), symbol table, region verifier.
   */
  static boolean verifyRegions(Operation op, boolean isolationDue) {
    if (isolationDue && op.hasTrait(Trait.ISOLATED_FROM_ABOVE) && !IsolationCheck.verify(op)) return false;
    if (op.hasTrait(Trait.SYMBOL_TABLE) && !SymbolTableCheck.verify(op)) return false;
    OpVerifier v = op.def().regionVerifier();
    return v == OpVerifier.NONE || v.verify(op);
  }

  private static boolean fail(Operation op, String message) {
    op.emitOpError(message);
    return false;
  }

  private static boolean regionCount(Operation op, Count c) {
    if (c == null || c.accepts(op.numRegions())) return true;
    if (c.atLeast()) return fail(op, "expected " + c.value() + " or more regions");
    if (c.value() == 0) return fail(op, "requires zero regions");
    return fail(op, c.value() == 1 ? "requires one region" : "expected " + c.value() + " regions");
  }

  private static boolean resultCount(Operation op, Count c) {
    if (c == null || c.accepts(op.numResults())) return true;
    if (c.atLeast()) return fail(op, "expected " + c.value() + " or more results");
    if (c.value() == 0) return fail(op, "requires zero results");
    return fail(op, c.value() == 1 ? "requires one result" : "expected " + c.value() + " results");
  }

  private static boolean successorCount(Operation op, Count c) {
    if (c == null) return true;
    int n = op.numSuccessors();
    if (!c.accepts(n)) {
      String expected = c.atLeast() ? "at least " + c.value() + " successors"
          : c.value() + (c.value() == 1 ? " successor" : " successors");
      return fail(op, "requires " + expected + " but found " + n);
    }
    if (!c.atLeast() && c.value() == 0) return true;
    return successorsInRegion(op);
  }

  private static boolean successorsInRegion(Operation op) {
    for (int i = 0; i < op.numSuccessors(); i++) {
      if (op.successor(i).parent() != op.parentRegion()) {
        op.emitError("reference to block defined in another region");
        return false;
      }
    }
    return true;
  }

  private static boolean operandCount(Operation op, Count c) {
    if (c == null || c.accepts(op.numOperands())) return true;
    int n = op.numOperands();
    if (c.atLeast()) return fail(op, "expected " + c.value() + " or more operands, but found " + n);
    if (c.value() == 0) return fail(op, "requires zero operands");
    if (c.value() == 1) return fail(op, "requires a single operand");
    return fail(op, "expected " + c.value() + " operands, but found " + n);
  }

  private static boolean noRegionArguments(Operation op) {
    for (int i = 0; i < op.numRegions(); i++) {
      Block entry = op.region(i).entryBlock();
      if (entry == null || entry.numArguments() == 0) continue;
      return fail(op, op.numRegions() > 1 ? "region #" + i + " should have no arguments"
          : "region should have no arguments");
    }
    return true;
  }

  private static boolean singleBlock(Operation op) {
    for (int i = 0; i < op.numRegions(); i++) {
      Region region = op.region(i);
      if (region.isEmpty()) continue;
      if (region.numBlocks() != 1) return fail(op, "expects region #" + i + " to have 0 or 1 blocks");
      if (!op.hasTrait(Trait.NO_TERMINATOR) && region.entryBlock().isEmpty()) {
        return fail(op, "expects a non-empty block");
      }
    }
    return true;
  }

  private static boolean isLastInBlock(Operation op) {
    Block block = op.block();
    if (block != null && block.last() == op) return true;
    return fail(op, "must be the last operation in the parent block");
  }

  /** MLIR's Symbol trait: a string {@code sym_name}, a valid {@code sym_visibility} if any. */
  private static boolean isValidSymbol(Operation op) {
    if (!(op.inherentAttr(SymbolTable.SYM_NAME) instanceof StringAttr)) {
      return fail(op, "requires string attribute '" + SymbolTable.SYM_NAME + "'");
    }
    Attribute vis = op.inherentAttr(SymbolTable.SYM_VISIBILITY);
    if (vis == null) return true;
    if (!(vis instanceof StringAttr s)) {
      return fail(op, "requires visibility attribute '" + SymbolTable.SYM_VISIBILITY
          + "' to be a string attribute, but got " + vis);
    }
    if (VISIBILITIES.contains(s.value())) return true;
    return fail(op, "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got " + s);
  }
}
