package rw.ir.rewrite.convert;

import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.rewrite.PatternSet;
import rw.ir.rewrite.TestIr;
import rw.ir.type.IntegerType;
import rw.ir.type.TupleType;
import rw.ir.type.Type;

/**
 * A small conversion for the tests: {@code i64 -> i32}, tuples flattened (1:N). Ops of dialect
 * {@code src} are illegal, {@code dst} legal; {@code test.func}, {@code test.ret} and
 * {@code test.br} are legal once their types are. {@code src.add -> dst.add},
 * {@code src.make : tuple<i32, i64> -> dst.first, dst.second}, {@code src.br -> dst.br} (converting the
 * block it jumps to, as MLIR 22's branch patterns do).
 */
final class Narrowing {
  final TypeConverter converter = new TypeConverter();
  final ConversionTarget target = new ConversionTarget();
  final PatternSet patterns = new PatternSet();

  Narrowing() {
    converter.addIdentityConversion();
    converter.addConversion(IntegerType.class, t -> t.width() == 64 ? IntegerType.I32 : null);
    converter.addConversion(t -> t instanceof TupleType tuple ? converter.convertTypes(tuple.types()) : null);
    target.addLegalOp("builtin.module")
        .addLegalDialect("dst")
        .addIllegalDialect("src")
        .addDynamicallyLegalOp("test.func", op -> converter.isLegal(op.region(0)))
        .addDynamicallyLegalOp(converter::isLegal, "test.ret", "test.br");
    patterns.add(ConversionPattern.of("test.func", 1, converter, "ConvertFunc", (op, a, r) -> {
      if (!r.convertRegionTypes(op.region(0), converter)) return r.notifyMatchFailure(op, "region types do not convert");
      r.modifyOpInPlace(op, () -> {});
      return true;
    }));
    patterns.add(ConversionPattern.of("src.add", 1, converter, "ConvertAdd", (op, a, r) -> {
      List<Type> types = converter.convertTypes(op.resultTypes());
      Operation add = r.create("dst.add", op.location(), a.operands(), types);
      r.replaceOp(op, add);
      return true;
    }));
    patterns.add(ConversionPattern.of("src.make", 1, converter, "ConvertMake", (op, a, r) -> {
      Value first = r.create("dst.first", op.location(), List.of(), List.of(IntegerType.I32)).result();
      Value second = r.create("dst.second", op.location(), List.of(), List.of(IntegerType.I32)).result();
      r.replaceOpWithMultiple(op, List.of(List.of(first, second)));
      return true;
    }));
    patterns.add(ConversionPattern.of("src.br", 1, converter, "ConvertBranch", (op, a, r) -> {
      List<Value> operands = a.flatOperands();
      Block dest = r.convertSuccessor(op.successor(0), operands.stream().map(Value::type).toList());
      if (dest == null) return r.notifyMatchFailure(op, "successor block does not convert");
      r.replaceOp(op, r.create(new OperationState(op.context(), "dst.br", op.location()).addOperands(operands).addSuccessor(dest)));
      return true;
    }));
    for (String name : List.of("test.ret", "test.br")) {
      patterns.add(ConversionPattern.of(name, 1, converter, "ConvertOperands", (op, a, r) -> {
        r.modifyOpInPlace(op, () -> op.setOperands(a.flatOperands()));
        return true;
      }));
    }
  }

  static String print(Operation op) {
    return TestIr.print(op);
  }
}
