package rw.dialect.spirv.syntax;

import java.util.List;
import rw.dialect.syntax.OpSyntaxEntry;
import rw.dialect.syntax.ResultNamesEntry;
import rw.dialect.syntax.SymbolVisibility;
import rw.ir.attr.SymbolRefAttr;

/** The hand-written custom forms of the SPIR-V dialect, in a fixed order. */
public final class SpirvSyntaxes {
  private SpirvSyntaxes() {}

  public static List<OpSyntaxEntry> ops() {
    return List.of(
        new OpSyntaxEntry("spirv.module", new SpirvModuleSyntax()),
        new OpSyntaxEntry("spirv.func", new SpirvFuncSyntax()),
        new OpSyntaxEntry("spirv.GlobalVariable", new GlobalVariableSyntax()),
        new OpSyntaxEntry("spirv.EntryPoint", new EntryPointSyntax()),
        new OpSyntaxEntry("spirv.ExecutionMode", new ExecutionModeSyntax()),
        new OpSyntaxEntry("spirv.mlir.loop", StructuredControlSyntax.loop()),
        new OpSyntaxEntry("spirv.mlir.selection", StructuredControlSyntax.selection()),
        new OpSyntaxEntry("spirv.Constant", new SpirvConstantSyntax()),
        new OpSyntaxEntry("spirv.AccessChain", new AccessChainSyntax()),
        new OpSyntaxEntry("spirv.Load", LoadSyntax.load()),
        new OpSyntaxEntry("spirv.Store", LoadSyntax.store()),
        new OpSyntaxEntry("spirv.Variable", new VariableSyntax()),
        new OpSyntaxEntry("spirv.BranchConditional", new BranchConditionalSyntax()));
  }

  /** Result names of SPIR-V ops whose form is declarative: {@code %var_addr} for mlir.addressof. */
  public static List<ResultNamesEntry> resultNames() {
    return List.of(new ResultNamesEntry("spirv.mlir.addressof", (op, setName) -> {
      String variable = op.inherentAttr("variable") instanceof SymbolRefAttr s ? s.leaf() : SymbolVisibility.symbolName(op);
      setName.accept(op.result(0), variable + "_addr");
    }));
  }
}
