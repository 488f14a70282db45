package rw.dialect.spirv.syntax;

import java.util.ArrayList;
import java.util.List;
import rw.dialect.spirv.SpirvEnumAttr;
import rw.dialect.spirv.SpirvEnumKind;
import rw.dialect.spirv.SpirvPointerType;
import rw.dialect.spirv.StorageClass;
import rw.dialect.syntax.InherentAttributes;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.OpAsmParser;
import rw.ir.asm.OpAsmPrinter;
import rw.ir.asm.OpSyntax;
import rw.ir.asm.UnresolvedOperand;
import rw.ir.type.Type;

/**
 * {@code spirv.Load "StorageClass" %ptr ["Aligned", 4] {attrs} : i32} and
 * {@code spirv.Store "StorageClass" %ptr, %value ["Volatile"] : i32 {attrs}}: the pointer type is
 * rebuilt from the storage class and the element type.
 */
public final class LoadSyntax implements OpSyntax {
  static final InherentAttributes INHERENT = InherentAttributes.of(MemoryAccess.MEMORY_ACCESS, MemoryAccess.ALIGNMENT);
  private final boolean store;

  private LoadSyntax(boolean store) {
    this.store = store;
  }

  public static LoadSyntax load() {
    return new LoadSyntax(false);
  }

  public static LoadSyntax store() {
    return new LoadSyntax(true);
  }

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    SpirvEnumAttr storage = SpirvEnums.parseString(parser, SpirvEnumKind.STORAGE_CLASS);
    if (storage == null) return false;
    List<UnresolvedOperand> operands = new ArrayList<>();
    UnresolvedOperand ptr = parser.parseOperand();
    if (ptr == null) return false;
    operands.add(ptr);
    if (store) {
      if (!parser.parseComma()) return false;
      UnresolvedOperand value = parser.parseOperand();
      if (value == null) return false;
      operands.add(value);
    }
    if (!MemoryAccess.parse(parser, state)) return false;
    if (!store && !parser.parseOptionalAttrDict(state.attributes)) return false;
    Type element = parser.parseColonType();
    if (element == null) return false;
    Type ptrType = new SpirvPointerType(element, StorageClass.of(storage.value()));
    List<Type> types = store ? List.of(ptrType, element) : List.of(ptrType);
    if (!parser.resolveOperands(operands, types, state.operands)) return false;
    if (store && !parser.parseOptionalAttrDict(state.attributes)) return false;
    if (!store) state.addType(element);
    return INHERENT.moveToProperties(state);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    SpirvPointerType ptr = (SpirvPointerType) op.operand(0).type();
    p.append(" \"").append(ptr.storageClass().spelling()).append("\" ").printOperand(op.operand(0));
    if (store) p.append(", ").printOperand(op.operand(1));
    MemoryAccess.print(op, p);
    List<String> elided = MemoryAccess.shown(op);
    if (!store) p.printOptionalAttrDict(op.attrDictionary(), elided);
    p.append(" : ").printType(store ? op.operand(1).type() : op.result(0).type());
    if (store) p.printOptionalAttrDict(op.attrDictionary(), elided);
  }
}
