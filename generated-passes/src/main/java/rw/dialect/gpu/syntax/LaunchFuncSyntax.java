package rw.dialect.gpu.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Value;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.attr.Attribute;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.type.IndexType;
import rw.ir.type.IntegerType;
import rw.ir.type.OpaqueType;
import rw.ir.type.Type;

/**
 * {@code gpu.launch_func async [%dep] <%obj : t> @mod::@kernel clusters in (...) blocks in
 * (%x, %y, %z) threads in (%x, %y, %z) : i32 dynamic_shared_memory_size %s args(%a : t) {attrs}}.
 * Printed with the spaces of MLIR's declarative printer, whose empty custom directives leave
 * double spaces ({@code gpu.launch_func  @k ... (%c1, %c1, %c1)  args(...)}).
 */
public final class LaunchFuncSyntax implements OpSyntax {
  static final String KERNEL = "kernel";
  static final String SEGMENTS = "operandSegmentSizes";
  static final Type ASYNC_TOKEN = new OpaqueType("gpu", ".async.token");
  private static final InherentAttributes INHERENT = InherentAttributes.of(KERNEL, SEGMENTS);
  /** Operand groups, in MLIR's order. */
  private static final int DEPS = 0;
  private static final int GRID = 1;
  private static final int BLOCK = 4;
  private static final int CLUSTER = 7;
  private static final int SHARED = 10;
  private static final int ARGS = 11;
  private static final int OBJECT = 12;

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    LaunchOperands ops = new LaunchOperands();
    int asyncAt = parser.currentOffset();
    if (parser.parseOptionalKeyword("async")) {
      if (parser.numResultsDeclared() == 0) {
        return parser.emitError(parser.locationAt(asyncAt), "needs to be named when marked 'async'");
      }
      state.addType(ASYNC_TOKEN);
    }
    if (!ops.parseDependencies(parser)) return false;
    if (parser.parseOptionalLess() && !ops.parseObject(parser)) return false;
    int kernelAt = parser.currentOffset();
    Attribute kernel = parser.parseAttribute();
    if (kernel == null) return false;
    if (!(kernel instanceof SymbolRefAttr)) {
      return parser.emitError(parser.locationAt(kernelAt), "invalid kind of attribute specified");
    }
    state.addAttribute(KERNEL, kernel);
    if (parser.parseOptionalKeyword("clusters") && !ops.parseTriple(parser, CLUSTER)) return false;
    if (!parser.parseKeyword("blocks", "") || !ops.parseTriple(parser, GRID)) return false;
    if (!parser.parseKeyword("threads", "") || !ops.parseTriple(parser, BLOCK)) return false;
    Type dimType = IndexType.INSTANCE;
    if (parser.parseOptionalColon() && (dimType = parser.parseType()) == null) return false;
    if (parser.parseOptionalKeyword("dynamic_shared_memory_size") && !ops.parseOne(parser, SHARED)) return false;
    if (parser.parseOptionalKeyword("args") && !ops.parseArguments(parser)) return false;
    if (!parser.parseOptionalAttrDict(state.attributes)) return false;
    if (!ops.resolve(parser, dimType, state.operands)) return false;
    state.addAttribute(SEGMENTS, ops.segments());
    return INHERENT.moveToProperties(state);
  }

  /** The operands of the op as written, by group: the variadic ones in lists, the others one each. */
  private static final class LaunchOperands {
    final UnresolvedOperand[] single = new UnresolvedOperand[OBJECT + 1];
    List<UnresolvedOperand> deps = List.of();
    final List<UnresolvedOperand> args = new ArrayList<>();
    final List<Type> argTypes = new ArrayList<>();
    Type objectType;

    int size(int group) {
      if (group == DEPS) return deps.size();
      if (group == ARGS) return args.size();
      return single[group] == null ? 0 : 1;
    }

    UnresolvedOperand operand(int group, int index) {
      if (group == DEPS) return deps.get(index);
      if (group == ARGS) return args.get(index);
      return single[group];
    }

    boolean parseDependencies(OpAsmParser parser) {
      if (!parser.parseOptionalLSquare()) return true;
      if (parser.parseOptionalRSquare()) return true;
      deps = parser.parseOperandList();
      if (deps == null) return false;
      return parser.parseRSquare();
    }

    boolean parseObject(OpAsmParser parser) {
      if (!parseOne(parser, OBJECT)) return false;
      objectType = parser.parseColonType();
      return objectType != null && parser.parseGreater();
    }

    boolean parseOne(OpAsmParser parser, int group) {
      UnresolvedOperand o = parser.parseOperand();
      if (o == null) return false;
      if (group == ARGS) args.add(o);
      else single[group] = o;
      return true;
    }

    /** {@code in (%x, %y, %z)}. */
    boolean parseTriple(OpAsmParser parser, int first) {
      if (!parser.parseKeyword("in", "") || !parser.parseLParen()) return false;
      for (int i = 0; i < 3; i++) {
        if (i > 0 && !parser.parseComma()) return false;
        if (!parseOne(parser, first + i)) return false;
      }
      return parser.parseRParen();
    }

    /** {@code (%a : t, %b : u)} after {@code args}. */
    boolean parseArguments(OpAsmParser parser) {
      if (!parser.parseLParen()) return false;
      if (parser.parseOptionalRParen()) return true;
      do {
        if (!parseOne(parser, ARGS)) return false;
        Type t = parser.parseColonType();
        if (t == null) return false;
        argTypes.add(t);
      } while (parser.parseOptionalComma());
      return parser.parseRParen();
    }

    boolean resolve(OpAsmParser parser, Type dimType, List<Value> into) {
      for (int g = 0; g <= OBJECT; g++) {
        for (int i = 0; i < size(g); i++) {
          if (!parser.resolveOperand(operand(g, i), typeOf(g, dimType, i), into)) return false;
        }
      }
      return true;
    }

    private Type typeOf(int group, Type dimType, int index) {
      if (group == DEPS) return ASYNC_TOKEN;
      if (group == SHARED) return IntegerType.I32;
      if (group == ARGS) return argTypes.get(index);
      if (group == OBJECT) return objectType;
      return dimType;
    }

    DenseArrayAttr segments() {
      List<Long> sizes = new ArrayList<>(OBJECT + 1);
      for (int g = 0; g <= OBJECT; g++) sizes.add((long) size(g));
      return new DenseArrayAttr(IntegerType.I32, sizes);
    }
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    int[] start = groupStarts(op);
    p.append(" ");
    boolean async = op.numResults() > 0;
    if (async) p.append("async");
    List<Value> deps = group(op, start, DEPS);
    if (!deps.isEmpty()) p.append(async ? " [" : "[").printOperands(deps).append("]");
    List<Value> object = group(op, start, OBJECT);
    if (!object.isEmpty()) p.append("<").printOperand(object.get(0)).append(" : ").printType(object.get(0).type()).append(">");
    p.append(" ").printAttributeWithoutType(op.inherentAttr(KERNEL));
    List<Value> cluster = triple(op, start, CLUSTER);
    if (!cluster.isEmpty()) p.append(" clusters in (").printOperands(cluster).append(")");
    p.append(" blocks in (").printOperands(triple(op, start, GRID)).append(")");
    p.append(" threads in (").printOperands(triple(op, start, BLOCK)).append(")");
    p.append(" ");
    Type dimType = op.operand(start[GRID]).type();
    if (!(dimType instanceof IndexType)) p.append(": ").printType(dimType);
    List<Value> shared = group(op, start, SHARED);
    if (!shared.isEmpty()) p.append(" dynamic_shared_memory_size ").printOperand(shared.get(0));
    p.append(" ");
    List<Value> args = group(op, start, ARGS);
    if (!args.isEmpty()) {
      p.append("args(");
      for (int i = 0; i < args.size(); i++) {
        if (i > 0) p.append(", ");
        p.printOperand(args.get(i)).append(" : ").printType(args.get(i).type());
      }
      p.append(")");
    }
    p.printOptionalAttrDict(op.attrDictionary(), List.of(KERNEL, SEGMENTS));
  }

  /** The first operand index of each group, from {@code operandSegmentSizes} (and the end). */
  private static int[] groupStarts(Operation op) {
    DenseArrayAttr sizes = (DenseArrayAttr) op.inherentAttr(SEGMENTS);
    int[] start = new int[OBJECT + 2];
    for (int g = 0; g <= OBJECT; g++) start[g + 1] = start[g] + sizes.values().get(g).intValue();
    return start;
  }

  private static List<Value> group(Operation op, int[] start, int g) {
    return op.operands().subList(start[g], start[g + 1]);
  }

  private static List<Value> triple(Operation op, int[] start, int first) {
    return op.operands().subList(start[first], start[first + 3]);
  }
}
