package rw.dialect.scf.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.Value;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmParser.RegionArgument;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.UnitAttr;
import rw.ir.type.IndexType;
import rw.ir.type.Type;

/**
 * {@code scf.for unsigned? %iv = %lb to %ub step %s iter_args(%a = %init) -> (i32) : i32 {...}}.
 * The body's terminator is printed only when the loop carries values; a body without one gets
 * an implicit {@code scf.yield}.
 */
public final class ForSyntax implements OpSyntax {
  static final String UNSIGNED_CMP = "unsignedCmp";
  private static final InherentAttributes INHERENT = InherentAttributes.of(UNSIGNED_CMP);

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    if (parser.parseOptionalKeyword("unsigned")) state.addAttribute(UNSIGNED_CMP, new UnitAttr());
    RegionArgument iv = parser.parseArgument(false);
    if (iv == null || !parser.parseEqual()) return false;
    UnresolvedOperand lb = parser.parseOperand();
    if (lb == null || !parser.parseKeyword("to", "")) return false;
    UnresolvedOperand ub = parser.parseOperand();
    if (ub == null || !parser.parseKeyword("step", "")) return false;
    UnresolvedOperand step = parser.parseOperand();
    if (step == null) return false;
    List<RegionArgument> iterArgs = new ArrayList<>();
    List<UnresolvedOperand> inits = new ArrayList<>();
    boolean hasIterArgs = parser.parseOptionalKeyword("iter_args");
    if (hasIterArgs && !parseIterArgs(parser, state, iterArgs, inits)) return false;
    if (iterArgs.size() != state.resultTypes.size()) {
      return parser.emitError(state.location, "mismatch in number of loop-carried values and defined values");
    }
    Type type = IndexType.INSTANCE;
    if (parser.parseOptionalColon() && (type = parser.parseType()) == null) return false;
    List<RegionArgument> regionArgs = new ArrayList<>();
    regionArgs.add(new RegionArgument(iv.name(), type, iv.location()));
    for (int i = 0; i < iterArgs.size(); i++) {
      RegionArgument a = iterArgs.get(i);
      regionArgs.add(new RegionArgument(a.name(), state.resultTypes.get(i), a.location()));
    }
    Region body = state.addRegion();
    if (!parser.parseRegion(body, regionArgs)) return false;
    ImplicitYield.ensure(body, state.name, state.location);
    for (UnresolvedOperand bound : List.of(lb, ub, step)) {
      if (!parser.resolveOperand(bound, type, state.operands)) return false;
    }
    if (!parser.resolveOperands(inits, state.resultTypes, state.operands)) return false;
    return parser.parseOptionalAttrDict(state.attributes) && INHERENT.moveToProperties(state);
  }

  /** {@code (%a = %x, %b = %y) -> (t1, t2)} after {@code iter_args}. */
  private static boolean parseIterArgs(OpAsmParser parser, OperationState state, List<RegionArgument> args,
      List<UnresolvedOperand> inits) {
    if (!parser.parseLParen()) return false;
    if (!parser.parseOptionalRParen()) {
      do {
        RegionArgument a = parser.parseArgument(false);
        if (a == null || !parser.parseEqual()) return false;
        UnresolvedOperand init = parser.parseOperand();
        if (init == null) return false;
        args.add(a);
        inits.add(init);
      } while (parser.parseOptionalComma());
      if (!parser.parseRParen()) return false;
    }
    if (!parser.parseArrow()) return false;
    List<Type> types = parser.parseFunctionResultTypes();
    if (types == null) return false;
    state.addTypes(types);
    return true;
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    if (op.inherentAttr(UNSIGNED_CMP) != null) p.append(" unsigned");
    Block body = op.region(0).entryBlock();
    Value iv = body.argument(0);
    p.append(" ").printOperand(iv).append(" = ").printOperand(op.operand(0)).append(" to ")
        .printOperand(op.operand(1)).append(" step ").printOperand(op.operand(2));
    int numInits = op.numOperands() - 3;
    if (numInits > 0) {
      p.append(" iter_args(");
      for (int i = 0; i < numInits; i++) {
        if (i > 0) p.append(", ");
        p.printOperand(body.argument(i + 1)).append(" = ").printOperand(op.operand(i + 3));
      }
      p.append(") -> (").printTypes(op.resultTypes()).append(")");
    }
    p.append(" ");
    if (!(iv.type() instanceof IndexType)) p.append(" : ").printType(iv.type()).append(" ");
    p.printRegion(op.region(0), false, numInits > 0);
    p.printOptionalAttrDict(op.attrDictionary(), List.of(UNSIGNED_CMP));
  }
}
