package rw.ir.asm;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.Region;
import rw.ir.attr.Attribute;
import rw.ir.attr.DictionaryAttr;
import rw.ir.attr.NamedAttribute;
import rw.ir.attr.StringAttr;

/**
 * The custom form of {@code builtin.module}: {@code module @name attributes {…} { … }}. The
 * symbol name and visibility are the op's properties; other attributes stay discardable.
 */
final class ModuleSyntax implements OpSyntax {
  static final String SYM_NAME = "sym_name";
  static final String SYM_VISIBILITY = "sym_visibility";

  @Override
  public boolean parse(OpAsmParser parser, OperationState state) {
    List<NamedAttribute> props = new ArrayList<>();
    String name = parser.parseOptionalSymbolName();
    if (name != null) props.add(new NamedAttribute(SYM_NAME, new StringAttr(name, null)));
    List<NamedAttribute> attrs = new ArrayList<>();
    if (!parser.parseOptionalAttrDictWithKeyword(attrs)) return false;
    for (NamedAttribute a : attrs) {
      if (a.name().equals(SYM_VISIBILITY) || (a.name().equals(SYM_NAME) && props.isEmpty())) props.add(a);
      else state.attributes.add(a);
    }
    Region body = state.addRegion();
    if (!parser.parseRegion(body, List.of())) return false;
    if (body.isEmpty()) body.addBlock(new Block());
    if (!props.isEmpty()) state.properties = DictionaryAttr.of(props);
    return true;
  }

  @Override
  public void print(Operation op, OpAsmPrinter printer) {
    List<NamedAttribute> shown = new ArrayList<>(op.attributes().entries());
    if (op.properties() instanceof DictionaryAttr props) {
      for (NamedAttribute a : props.entries()) {
        if (a.name().equals(SYM_NAME) && a.value() instanceof StringAttr s) {
          printer.append(" ").printSymbolName(s.value());
        } else {
          shown.add(a);
        }
      }
    }
    printer.printOptionalAttrDictWithKeyword(DictionaryAttr.of(shown), List.of());
    printer.append(" ").printRegion(op.region(0), false, false);
  }

  /** Ops nested in a module may leave out the {@code builtin.} prefix ({@code module}, casts). */
  @Override
  public String defaultDialect() {
    return "builtin";
  }
}
