package rw.conversion.spirvtollvm;

import java.util.ArrayList;
import java.util.List;
import rw.conversion.support.RuleOps;
import rw.conversion.support.RuleValues;
import rw.ir.Operation;
import rw.ir.attr.Attribute;
import rw.ir.build.OpBuilder;
import rw.ir.loc.Location;
import rw.ir.symbol.SymbolUses;

/**
 * MLIR's encodeBindAttribute for one spirv.module: each global variable with both a descriptor
 * set and a binding is renamed {@code {module}_{global}_descriptor_set{ds}_binding{b}} (without
 * {@code {module}_} when the module has no name), every reference in the module too, and loses
 * the two attributes. MLIR renames one global after the other, each rename walking the whole
 * module; here one walk renames them all ({@link SymbolUses#renameAllInTable}, which gives the
 * same references).
 */
public final class BindAttributes {
  private BindAttributes() {}

  public static void encodeBindAttributes(OpBuilder b, Location loc, Operation m) {
    List<Operation> globals = new ArrayList<>();
    List<String> names = new ArrayList<>();
    Attribute moduleName = m.inherentAttr("sym_name");
    for (Operation g : RuleOps.children(m, "spirv.GlobalVariable")) {
      Attribute set = g.inherentAttr("descriptor_set");
      Attribute binding = g.inherentAttr("binding");
      if (set == null || binding == null) continue;
      String name = RuleValues.text(g.inherentAttr("sym_name")) + "_descriptor_set" + RuleValues.text(set) + "_binding"
          + RuleValues.text(binding);
      globals.add(g);
      names.add(moduleName == null ? name : RuleValues.text(moduleName) + "_" + name);
    }
    if (globals.isEmpty()) return;
    SymbolUses.renameAllInTable(globals, names, m);
    for (Operation g : globals) {
      RuleOps.removeInherentAttr(g, "descriptor_set");
      RuleOps.removeInherentAttr(g, "binding");
    }
  }
}
