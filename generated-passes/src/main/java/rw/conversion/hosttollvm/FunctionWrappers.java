package rw.conversion.hosttollvm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import rw.conversion.support.RuleOps;
import rw.dialect.llvm.LlvmFunctionType;
import rw.dialect.llvm.LlvmPointerType;
import rw.dialect.llvm.LlvmVoidType;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.Value;
import rw.ir.attr.SymbolRefAttr;
import rw.ir.attr.TypeAttr;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.rewrite.convert.TypeConverter;
import rw.ir.type.FunctionType;
import rw.ir.type.Type;

/** The bodies of the `_mlir_ciface_` interface: MLIR's wrapForExternalCallers and wrapExternalFunction. */
final class FunctionWrappers {
  private FunctionWrappers() {}

  /** Gives the (declared) function {@code g} a body that packs its memref arguments and calls {@code callee} with pointers to them. */
  static void external(OpBuilder b, Location loc, TypeConverter tc, Operation g, FunctionType f, String callee) {
    LlvmFunctionType llvmType = FunctionSignatures.llvm(tc, f);
    Block entry = b.createBlock(g.region(0), llvmType.params(), Collections.nCopies(llvmType.params().size(), loc));
    List<Value> args = new ArrayList<>();
    int next = 0;
    for (Type t : f.inputs()) {
      if (!FunctionSignatures.isMemRef(t)) {
        args.add(entry.argument(next++));
        continue;
      }
      Type descriptor = tc.convertType(t);
      int n = MemRefDescriptors.fieldTypes(descriptor).size();
      Value d = MemRefDescriptors.pack(b, loc, descriptor, new ArrayList<>(entry.arguments().subList(next, next + n)));
      next += n;
      args.add(spill(b, loc, d));
    }
    Value result = call(b, loc, callee, args, FunctionSignatures.cInterface(tc, f).returnType());
    ret(b, loc, result);
  }

  /** Fills the C interface function {@code w}: loads memref descriptors through their pointers and calls {@code callee}. */
  static void forCallers(OpBuilder b, Location loc, TypeConverter tc, Operation w, FunctionType f, String callee) {
    LlvmFunctionType cType = FunctionSignatures.cInterface(tc, f);
    Block entry = b.createBlock(w.region(0), cType.params(), Collections.nCopies(cType.params().size(), loc));
    boolean byPointer = FunctionSignatures.resultByPointer(tc, f);
    List<Value> args = new ArrayList<>();
    for (int i = 0; i < f.inputs().size(); i++) {
      Value a = entry.argument(byPointer ? i + 1 : i);
      if (!FunctionSignatures.isMemRef(f.inputs().get(i))) {
        args.add(a);
        continue;
      }
      Value d = LlvmEmit.one(b, "llvm.load", loc, List.of(a), List.of(), tc.convertType(f.inputs().get(i)));
      args.addAll(MemRefDescriptors.unpack(b, loc, d));
    }
    Value result = call(b, loc, callee, args, FunctionSignatures.packedResult(tc, f.results()));
    if (byPointer) {
      RuleOps.build(b, "llvm.store", loc, List.of(result, entry.argument(0)), List.of(), List.of(), List.of());
      result = null;
    }
    ret(b, loc, result);
  }

  /** {@code llvm.alloca 1 x T} and a store of {@code v} into it; returns the pointer. */
  static Value spill(OpBuilder b, Location loc, Value v) {
    Value one = LlvmEmit.index(b, loc, 1);
    Value slot = LlvmEmit.one(b, "llvm.alloca", loc, List.of(one), List.of(LlvmEmit.prop("elem_type", new TypeAttr(v.type()))), LlvmPointerType.PTR);
    RuleOps.build(b, "llvm.store", loc, List.of(v, slot), List.of(), List.of(), List.of());
    return slot;
  }

  static Value call(OpBuilder b, Location loc, String callee, List<Value> args, Type result) {
    List<Type> results = result instanceof LlvmVoidType ? List.of() : List.of(result);
    Operation call = RuleOps.build(b, "llvm.call", loc, args,
        List.of(LlvmEmit.prop("callee", SymbolRefAttr.flat(callee)), LlvmEmit.prop("op_bundle_sizes", HostToLlvmExterns.noBundles())),
        List.of(), results);
    return results.isEmpty() ? null : call.result(0);
  }

  private static void ret(OpBuilder b, Location loc, Value result) {
    RuleOps.build(b, "llvm.return", loc, result == null ? List.of() : List.of(result), List.of(), List.of(), List.of());
  }
}
