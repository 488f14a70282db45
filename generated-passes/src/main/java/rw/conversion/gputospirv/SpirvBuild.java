package rw.conversion.gputospirv;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.spirv.SpirvEnumAttr;
import rw.dialect.spirv.SpirvEnumKind;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.spirv.StorageClass;
import rw.ir.Block;
import rw.ir.OpDef;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.PropertiesModel;
import rw.ir.Value;
import rw.ir.attr.DenseArrayAttr;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.type.IntegerType;
import rw.ir.type.Type;

/** Builders of the SPIR-V control-flow and memory ops the SCF lowering emits. */
final class SpirvBuild {
  private SpirvBuild() {}

  static Operation op(OpBuilder b, String name, Location loc, List<? extends Value> operands, List<NamedAttribute> props,
      List<? extends Type> types, List<Block> successors, int regions) {
    OperationState state = new OperationState(b.context(), name, loc);
    state.addOperands(operands).addTypes(types);
    for (Block s : successors) state.addSuccessor(s);
    for (int i = 0; i < regions; i++) state.addRegion();
    OpDef def = b.context().lookupOp(name);
    PropertiesModel model = def == null ? null : def.getInterface(PropertiesModel.class);
    if (model != null || !props.isEmpty()) state.setProperties(DictionaryAttr.of(new ArrayList<>(props)));
    Operation op = Operation.create(state);
    if (model != null) model.adopt(op);
    return b.insert(op);
  }

  static Operation branch(OpBuilder b, Location loc, Block dest, List<? extends Value> args) {
    return op(b, "spirv.Branch", loc, args, List.of(), List.of(), List.of(dest), 0);
  }

  static Operation condBranch(OpBuilder b, Location loc, Value cond, Block t, List<Value> tArgs, Block f) {
    List<Value> operands = new ArrayList<>();
    operands.add(cond);
    operands.addAll(tArgs);
    DenseArrayAttr sizes = new DenseArrayAttr(IntegerType.I32, List.of(1, tArgs.size(), 0));
    return op(b, "spirv.BranchConditional", loc, operands, List.of(new NamedAttribute("operandSegmentSizes", sizes)), List.of(),
        List.of(t, f), 0);
  }

  /** A spirv.mlir.loop or spirv.mlir.selection (control None) with an entry block and a merge block. */
  static Operation structured(OpBuilder b, Location loc, boolean loop) {
    SpirvEnumKind kind = loop ? SpirvEnumKind.LOOP_CONTROL : SpirvEnumKind.SELECTION_CONTROL;
    return op(b, loop ? "spirv.mlir.loop" : "spirv.mlir.selection", loc, List.of(),
        List.of(new NamedAttribute(kind.mnemonic(), new SpirvEnumAttr(kind, "None"))), List.of(), List.of(), 1);
  }

  static Block mergeBlock(OpBuilder b, Operation structured, Location loc) {
    Block merge = b.createBlock(structured.region(0), List.of(), List.of());
    op(b, "spirv.mlir.merge", loc, List.of(), List.of(), List.of(), List.of(), 0);
    return merge;
  }

  static Value variable(OpBuilder b, Location loc, Type type) {
    Type ptr = new SpirvPointerType(type, StorageClass.FUNCTION);
    return op(b, "spirv.Variable", loc, List.of(), List.of(new NamedAttribute("storage_class",
        SpirvEnumAttr.storageClass(StorageClass.FUNCTION))), List.of(ptr), List.of(), 0).result(0);
  }

  static Value load(OpBuilder b, Location loc, Value ptr) {
    return op(b, "spirv.Load", loc, List.of(ptr), List.of(), List.of(((SpirvPointerType) ptr.type()).pointeeType()), List.of(), 0).result(0);
  }

  static void store(OpBuilder b, Location loc, Value ptr, Value value) {
    op(b, "spirv.Store", loc, List.of(ptr, value), List.of(), List.of(), List.of(), 0);
  }
}
