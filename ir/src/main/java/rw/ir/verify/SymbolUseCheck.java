package rw.ir.verify;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Trait;
import rw.ir.diag.Diagnostic;
import rw.ir.symbol.SymbolTable;
import rw.ir.symbol.SymbolTableCollection;
import rw.ir.symbol.SymbolUser;

/**
 * The second half of MLIR's SymbolTable trait: every {@link SymbolUser} op of a table, outside
 * nested tables, checks its references, in the order of {@link SymbolTable#walkSymbolTable}
 * (regions from a worklist, last pushed first); the first failure is reported and stops.
 *
 * <p>The users in the region of an isolated op that is not a table (a function) are recorded in
 * the region ({@link #record}) when the verifier walks the op, and while the op's contents stay
 * unchanged ({@link Operation#isContentsVerified}) a check of the table takes them from the
 * record instead of walking the region again: each user still checks its references. The
 * records follow the order of the verifier's walk, not MLIR's, so the check first runs quietly;
 * only when a reference fails does the walk in MLIR's order run again, to report the failure
 * MLIR reports first. A walk of the op drops its records first ({@link #forget}), so a record is
 * never older than the contents it describes.
 */
final class SymbolUseCheck {
  static final Operation[] NO_USERS = {};

  private final SymbolTableCollection tables = new SymbolTableCollection();
  /** Whether records are used and made (the quiet check) or not (the check in MLIR's order). */
  private final boolean useRecords;
  private Region[] worklist = new Region[16];
  private int size;
  /** The region whose users are being recorded, or {@code null}; its subtree lies above {@link #recordBase}. */
  private Region recorded;
  private int recordBase;
  private final UserList users = new UserList();

  private SymbolUseCheck(boolean useRecords, SymbolTable known) {
    this.useRecords = useRecords;
    if (known != null) tables.add(known);
  }

  /**
   * Checks the references of the users in {@code tableOp}; false after the first failure.
   * {@code symbols}, when not {@code null}, are the table's symbols by name, just gathered (see
   * {@link SymbolTable#SymbolTable(Operation, Map)}): its lookups need not gather them again.
   */
  static boolean verify(Operation tableOp, Map<String, Operation> symbols) {
    SymbolTable table = symbols == null ? null : new SymbolTable(tableOp, symbols);
    List<Diagnostic> dropped = new ArrayList<>(0);
    SymbolUseCheck quiet = new SymbolUseCheck(true, table);
    if (tableOp.context().diagnostics().capturing(dropped, () -> quiet.run(tableOp))) return true;
    return new SymbolUseCheck(false, table).run(tableOp);
  }

  /** Drops what was recorded of the regions of {@code op}, whose contents are verified again. */
  static void forget(Operation op) {
    for (int i = 0; i < op.numRegions(); i++) op.region(i).setVerifierRecord(null);
  }

  /** Records {@code users}, the symbol users in {@code region} (in any order), just verified. */
  static void record(Region region, Operation[] users) {
    region.setVerifierRecord(users);
  }

  /** The symbol-user interface of {@code op}, or {@code null}. */
  static SymbolUser userOf(Operation op) {
    return op.isRegistered() ? op.def().getInterface(SymbolUser.class) : null;
  }

  private boolean run(Operation tableOp) {
    for (int i = 0; i < tableOp.numRegions(); i++) {
      push(tableOp.region(i));
      while (size > 0) {
        if (!visit(worklist[--size])) return false;
        if (recorded != null && size == recordBase) finishRecord();
      }
    }
    return true;
  }

  /** The ops of {@code region}, or the users recorded of it; the regions of its ops are pushed. */
  private boolean visit(Region region) {
    Operation owner = region.parentOp();
    boolean recordable = useRecords && recorded == null && owner != null
        && owner.hasTrait(Trait.ISOLATED_FROM_ABOVE) && !owner.hasTrait(Trait.SYMBOL_TABLE);
    if (recordable && owner.isContentsVerified() && region.verifierRecord() instanceof Operation[] known) {
      for (Operation user : known) {
        if (!userOf(user).verifySymbolUses(user, tables)) return false;
      }
      return true;
    }
    if (recordable) {
      recorded = region;
      recordBase = size;
      users.clear();
    }
    for (int b = 0; b < region.numBlocks(); b++) {
      for (Operation op = region.block(b).first(); op != null; op = op.nextInBlock()) {
        if (!check(op)) return false;
        if (op.numRegions() != 0 && !op.hasTrait(Trait.SYMBOL_TABLE)) {
          for (int r = 0; r < op.numRegions(); r++) push(op.region(r));
        }
      }
    }
    return true;
  }

  /** Checks {@code op}'s references when it is a symbol user, noting it in the record under way. */
  private boolean check(Operation op) {
    SymbolUser user = userOf(op);
    if (user == null) return true;
    if (recorded != null) users.add(op);
    if (user.verifySymbolUses(op, tables)) return true;
    recorded = null;
    return false;
  }

  private void finishRecord() {
    record(recorded, users.toArray());
    recorded = null;
  }

  private void push(Region region) {
    if (size == worklist.length) worklist = Arrays.copyOf(worklist, size * 2);
    worklist[size++] = region;
  }

  /** A growing list of ops, reused. */
  static final class UserList {
    private Operation[] ops = new Operation[16];
    private int count;

    void add(Operation op) {
      if (count == ops.length) ops = Arrays.copyOf(ops, count * 2);
      ops[count++] = op;
    }

    void clear() {
      Arrays.fill(ops, 0, count, null);
      count = 0;
    }

    Operation[] toArray() {
      return count == 0 ? NO_USERS : Arrays.copyOf(ops, count);
    }
  }
}
