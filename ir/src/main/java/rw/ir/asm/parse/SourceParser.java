package rw.ir.asm.parse;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.BuiltinOps;
import rw.ir.Context;
import rw.ir.Operation;
import rw.ir.OperationState;
import rw.ir.asm.Source;
import rw.ir.asm.lex.TokenKind;
import rw.ir.asm.lex.TokenValues;
import rw.ir.attr.Attribute;
import rw.ir.diag.Diagnostic;
import rw.ir.type.Type;

/**
 * Reads MLIR text into operations. Entry point: {@link #parse}. The top level holds operations,
 * type aliases ({@code !name = type}), attribute aliases ({@code #name = attr}, location aliases
 * included, which may come after their uses) and file metadata ({@code {-# … #-}}).
 */
public final class SourceParser {
  private final Parser p;
  private final OperationParser ops;

  private SourceParser(Context ctx, Source src, byte[] text, int length, boolean deferModules) {
    this.p = new Parser(ctx, src, text, length);
    this.ops = new OperationParser(p);
    if (deferModules) ops.deferred = new DeferredRegions(p, ops);
  }

  /**
   * The top-level {@code builtin.module} of {@code src}: the module written when the text is a
   * single module, else a module (at line 0, column 0) wrapping the top-level operations. Returns
   * null after reporting errors to {@code ctx.diagnostics()}, stopping at the first as MLIR does.
   */
  public static Operation parse(Context ctx, Source src) {
    return parse(ctx, src, src.text().getBytes(StandardCharsets.UTF_8));
  }

  /**
   * As {@link #parse(Context, Source)}, with the text already encoded as UTF-8 bytes. With
   * several threads, the bodies of nested modules are parsed in parallel ({@link DeferredRegions});
   * when that reports anything, the file is parsed again in order and that parse reports.
   */
  public static Operation parse(Context ctx, Source src, byte[] utf8) {
    return parse(ctx, src, utf8, utf8.length);
  }

  /**
   * As {@link #parse(Context, Source, byte[])}, the text being {@code utf8[0, length)}. When the
   * array has {@link rw.ir.asm.lex.Lexer#PADDING} zero bytes after the text, the parser reads it
   * as it is, without a copy (the caller does not change it while the parse runs).
   */
  public static Operation parse(Context ctx, Source src, byte[] utf8, int length) {
    if (!DeferredRegions.enabled(ctx)) return new SourceParser(ctx, src, utf8, length, false).parseGuarded();
    SourceParser parallel = new SourceParser(ctx, src, utf8, length, true);
    List<Diagnostic> said = new ArrayList<>();
    Operation[] top = new Operation[1];
    boolean parsed = ctx.diagnostics().capturing(said, () -> (top[0] = parallel.parseGuarded()) != null);
    if (parsed && said.isEmpty()) return top[0];
    parallel.ops.deferred.abandon();
    if (parallel.ops.deferred.any()) return new SourceParser(ctx, src, utf8, length, false).parseGuarded();
    said.forEach(ctx.diagnostics()::emit);
    return top[0];
  }

  private Operation parseGuarded() {
    try {
      return parseTopLevel();
    } catch (StackOverflowError e) {
      p.emitError("rw cannot parse input nested this deeply");
      return null;
    }
  }

  private Operation parseTopLevel() {
    Block top = new Block();
    ops.regions.pushScope(true);
    while (true) {
      switch (p.kind()) {
        case EOF:
          if (ops.deferred != null && ops.deferred.any() && !ops.deferred.parseAll()) return null;
          return finish(top);
        case ERROR:
          return null;
        case HASH_IDENTIFIER:
          if (!parseAttributeAliasDef()) return null;
          break;
        case EXCLAMATION_IDENTIFIER:
          if (!parseTypeAliasDef()) return null;
          break;
        case FILE_METADATA_BEGIN:
          if (!new FileMetadataParser(p).parse()) return null;
          break;
        default:
          if (!ops.parseOperation(top)) return null;
      }
    }
  }

  private boolean parseAttributeAliasDef() {
    String name = TokenValues.spelling(p.buf, p.start() + 1, p.end());
    if (p.symbols.attributeAliases.containsKey(name)) {
      return p.emitError("redefinition of attribute alias id '" + name + "'");
    }
    if (name.indexOf('.') >= 0) return p.emitError("attribute names with a '.' are reserved for dialect-defined names");
    p.consume();
    if (!p.parseToken(TokenKind.EQUAL, "expected '=' in attribute alias definition")) return false;
    Attribute a = p.attrs.parseAttribute(null);
    if (a == null) return false;
    p.symbols.attributeAliases.put(name, a);
    return true;
  }

  private boolean parseTypeAliasDef() {
    String name = TokenValues.spelling(p.buf, p.start() + 1, p.end());
    if (p.symbols.typeAliases.containsKey(name)) return p.emitError("redefinition of type alias id '" + name + "'");
    if (name.indexOf('.') >= 0) return p.emitError("type names with a '.' are reserved for dialect-defined names");
    p.consume();
    if (!p.parseToken(TokenKind.EQUAL, "expected '=' in type alias definition")) return false;
    Type t = p.types.parseType();
    if (t == null) return false;
    p.symbols.typeAliases.put(name, t);
    return true;
  }

  private Operation finish(Block top) {
    int[] undefined = ops.ssa.undefinedUses();
    if (undefined.length > 0) {
      for (int offset : undefined) p.emitError(offset, "use of undeclared SSA value name");
      return null;
    }
    for (Operation op = top.first(); op != null; op = op.nextInBlock()) {
      if (!ops.locations.resolve(op)) return null;
    }
    if (!ops.regions.popScope()) return null;
    Operation single = top.first();
    if (single != null && single == top.last() && single.name().equals(BuiltinOps.MODULE)) {
      single.remove();
      return single;
    }
    OperationState s = new OperationState(p.ctx, BuiltinOps.MODULE, p.moduleLocation());
    s.addRegion().addBlock(top);
    return Operation.create(s);
  }
}
