package rw.ir.def;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import rw.ir.Block;
import rw.ir.Context;
import rw.ir.OpOperand;
import rw.ir.Operation;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.diag.Diagnostic;
import rw.ir.type.FloatType;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;
import rw.ir.verify.Verifier;

/**
 * The verifier's records (ops unchanged since they passed skip their own checks; functions'
 * symbol users are remembered) never hide an error: the corpus modules, verified, then changed
 * at random step after step (a value's type, an operand, an inherent attribute, an op moved),
 * report after each step what a verification of a clone (no records) reports.
 */
class VerifierRecordsFuzzTest {
  private static final List<Type> TYPES = List.of(IntegerType.I32, IntegerType.I64, FloatType.F32, IndexType.INSTANCE);

  @Test
  void changedCorpusModulesReportWhatAClonesReport() throws IOException {
    for (String name : RoundTripTest.FILES) {
      for (long seed = 1; seed <= 30; seed++) check(name, seed);
    }
  }

  private static void check(String name, long seed) throws IOException {
    Operation module = RoundTripTest.parse(name + ".mlir", RoundTripTest.resource(name + ".mlir"));
    Random random = new Random(seed * 31 + name.hashCode());
    String first = verify(module);
    assertEquals(verify(module.clone()), first, name);
    for (int step = 0; step < 8; step++) {
      String change = change(module, random);
      assertEquals(verify(module.clone()), verify(module), name + " seed " + seed + " step " + step + ": " + change);
    }
  }

  /** One random change of {@code module}; says which. */
  private static String change(Operation module, Random random) {
    List<Operation> ops = new ArrayList<>();
    List<Value> values = new ArrayList<>();
    List<OpOperand> uses = new ArrayList<>();
    module.walk(op -> {
      if (op != module) ops.add(op);
      values.addAll(op.results());
      for (Region r : op.regions()) {
        for (Block b : r.blocks()) values.addAll(b.arguments());
      }
      for (int i = 0; i < op.numOperands(); i++) uses.add(op.opOperand(i));
    });
    switch (random.nextInt(4)) {
      case 0 -> {
        Value v = values.get(random.nextInt(values.size()));
        Type t = random.nextBoolean() ? TYPES.get(random.nextInt(TYPES.size())) : values.get(random.nextInt(values.size())).type();
        v.setType(t);
        return "type of " + v.type();
      }
      case 1 -> {
        if (uses.isEmpty()) return "nothing";
        OpOperand use = uses.get(random.nextInt(uses.size()));
        use.set(values.get(random.nextInt(values.size())));
        return "operand of " + use.owner();
      }
      case 2 -> {
        return changeAttribute(ops.get(random.nextInt(ops.size())), ops.get(random.nextInt(ops.size())), random);
      }
      default -> {
        Operation op = ops.get(random.nextInt(ops.size()));
        Operation anchor = ops.get(random.nextInt(ops.size()));
        if (op.numRegions() != 0 || op == anchor) return "nothing";
        op.moveBefore(anchor);
        return "moved " + op;
      }
    }
  }

  /** Gives an inherent attribute of {@code op} the value of one of {@code donor}'s. */
  private static String changeAttribute(Operation op, Operation donor, Random random) {
    if (!(op.properties() instanceof DictionaryAttr mine) || mine.isEmpty()) return "nothing";
    if (!(donor.properties() instanceof DictionaryAttr theirs) || theirs.isEmpty()) return "nothing";
    NamedAttribute target = mine.entries().get(random.nextInt(mine.size()));
    NamedAttribute value = theirs.entries().get(random.nextInt(theirs.size()));
    op.setInherentAttr(target.name(), value.value());
    return target.name() + " of " + op;
  }

  private static String verify(Operation op) {
    Context ctx = op.context();
    ctx.diagnostics().clear();
    Verifier.verify(op);
    String text = ctx.diagnostics().collected().stream().map(Diagnostic::render).collect(Collectors.joining("\n"));
    ctx.diagnostics().clear();
    return text;
  }
}
