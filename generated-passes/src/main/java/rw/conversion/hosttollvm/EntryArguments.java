package rw.conversion.hosttollvm;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.BlockArgument;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.loc.Location;
import rw.ir.rewrite.convert.ConversionPatternRewriter;
import rw.ir.rewrite.convert.TypeConverter;
import rw.ir.type.Type;

/**
 * The entry block of a converted function definition in MLIR's calling convention: each memref
 * argument becomes its descriptor fields, packed back into a descriptor at the start of the block
 * when the argument is used; other arguments get their converted types.
 */
final class EntryArguments {
  private EntryArguments() {}

  static void convert(ConversionPatternRewriter r, Location loc, Region body) {
    if (body.isEmpty() || body.entryBlock().numArguments() == 0) return;
    TypeConverter tc = r.currentTypeConverter();
    Block entry = body.entryBlock();
    int original = entry.numArguments();
    r.setInsertionPointToStart(entry);
    for (int i = 0; i < original; i++) {
      BlockArgument old = entry.argument(i);
      Type converted = tc.convertType(old.type());
      if (converted == null) throw new IllegalStateException("no LLVM type for argument type " + old.type());
      if (!FunctionSignatures.isMemRef(old.type())) {
        r.replaceUsesOfBlockArgument(old, List.of(entry.addArgument(converted, old.location())));
        continue;
      }
      List<Value> fields = new ArrayList<>();
      for (Type t : MemRefDescriptors.fieldTypes(converted)) fields.add(entry.addArgument(t, old.location()));
      if (old.hasUses()) r.replaceUsesOfBlockArgument(old, List.of(PackDescriptor.run(r, loc, converted, fields)));
    }
    for (int i = 0; i < original; i++) entry.eraseArgument(0);
  }
}
