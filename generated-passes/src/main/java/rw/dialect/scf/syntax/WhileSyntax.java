package rw.dialect.scf.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmParser.RegionArgument;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.loc.Location;
import rw.ir.type.FunctionType;
import rw.ir.type.Type;

/**
 * {@code scf.while (%a = %x) : (i32) -> i32 {before} do {after} attributes {...}}.
 */
public final class WhileSyntax implements OpSyntax {
  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    Region before = state.addRegion();
    Region after = state.addRegion();
    List<RegionArgument> args = new ArrayList<>();
    List<UnresolvedOperand> inits = new ArrayList<>();
    if (parser.parseOptionalLParen() && !parseAssignments(parser, args, inits)) return false;
    Location typeLoc = parser.currentLocation();
    if (!parser.parseColon()) return false;
    Type t = parser.parseType();
    if (t == null) return false;
    if (!(t instanceof FunctionType type)) {
      return parser.emitError(typeLoc, "invalid kind of type specified: expected builtin.function, but found '" + t + "'");
    }
    state.addTypes(type.results());
    if (type.inputs().size() != inits.size()) {
      return parser.emitError(typeLoc, "expected as many input types as operands (expected " + inits.size()
          + " got " + type.inputs().size() + ")");
    }
    if (!parser.resolveOperands(inits, type.inputs(), state.operands)) return false;
    List<RegionArgument> regionArgs = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      RegionArgument a = args.get(i);
      regionArgs.add(new RegionArgument(a.name(), type.inputs().get(i), a.location()));
    }
    return parser.parseRegion(before, regionArgs) && parser.parseKeyword("do", "")
        && parser.parseRegion(after, List.of()) && parser.parseOptionalAttrDictWithKeyword(state.attributes);
  }

  /** {@code %a = %x, %b = %y)} after the opening parenthesis. */
  private static boolean parseAssignments(OpAsmParser parser, List<RegionArgument> args,
      List<UnresolvedOperand> inits) {
    if (parser.parseOptionalRParen()) return true;
    do {
      RegionArgument a = parser.parseArgument(false);
      if (a == null || !parser.parseEqual()) return false;
      UnresolvedOperand init = parser.parseOperand();
      if (init == null) return false;
      args.add(a);
      inits.add(init);
    } while (parser.parseOptionalComma());
    return parser.parseRParen();
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    Block before = op.region(0).isEmpty() ? null : op.region(0).entryBlock();
    if (op.numOperands() > 0 && before != null) {
      p.append(" (");
      for (int i = 0; i < op.numOperands(); i++) {
        if (i > 0) p.append(", ");
        p.printOperand(before.argument(i)).append(" = ").printOperand(op.operand(i));
      }
      p.append(")");
    }
    p.append(" : ").printFunctionalType(op);
    p.append(" ").printRegion(op.region(0), false, true);
    p.append(" do ").printRegion(op.region(1), true, true);
    p.printOptionalAttrDictWithKeyword(op.attrDictionary(), List.of());
  }
}
