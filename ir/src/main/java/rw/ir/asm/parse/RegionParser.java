package rw.ir.asm.parse;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.BlockArgument;
import rw.ir.Region;
import rw.ir.asm.OpAsmParser.RegionArgument;
import rw.ir.asm.lex.TokenKind;
import rw.ir.asm.lex.TokenValues;
import rw.ir.diag.InFlightDiagnostic;
import rw.ir.loc.Location;
import rw.ir.type.Type;

/** Parses regions, blocks, block labels with arguments, and successor lists. */
final class RegionParser {
  /** A block name in scope: the block and where it was defined (or first referenced). */
  private static final class BlockDef {
    Block block;
    int offset;
    /** Whether the block is referenced but not defined yet. */
    boolean forward;
  }

  /** The block names of one region, created on first use. */
  private static final class BlockScope {
    NameTable<BlockDef> names;
    List<BlockDef> forwardRefs;
  }

  private final Parser p;
  private final OperationParser ops;
  private final ArrayList<BlockScope> blockScopes = new ArrayList<>();
  /** Emptied scopes of closed regions, reused by the next regions. */
  private final ArrayList<BlockScope> freeScopes = new ArrayList<>();

  RegionParser(Parser p, OperationParser ops) {
    this.p = p;
    this.ops = ops;
  }

  /** {@code { blocks }}; {@code entryArgs} are the entry block's arguments when written in the op's signature. */
  boolean parseRegion(Region region, List<RegionArgument> entryArgs, boolean isolated) {
    int lbrace = p.start();
    if (!p.parseToken(TokenKind.L_BRACE, "expected '{' to begin a region")) return false;
    if ((!entryArgs.isEmpty() || !p.is(TokenKind.R_BRACE)) && !parseRegionBody(region, entryArgs, isolated)) {
      return false;
    }
    p.consume();
    return true;
  }

  private boolean parseRegionBody(Region region, List<RegionArgument> entryArgs, boolean isolated) {
    pushScope(isolated);
    Block block = new Block();
    if (!entryArgs.isEmpty() && entryArgs.get(0).name() != null && !defineEntryArguments(block, entryArgs)) {
      return false;
    }
    block = parseBlock(block);
    if (block == null) return false;
    if (!entryArgs.isEmpty() && block.numArguments() > entryArgs.size()) {
      return p.emitError("entry block arguments were already defined");
    }
    region.addBlock(block);
    while (!p.is(TokenKind.R_BRACE)) {
      Block next = parseBlock(null);
      if (next == null) return false;
      region.addBlock(next);
    }
    return popScope();
  }

  private boolean defineEntryArguments(Block block, List<RegionArgument> entryArgs) {
    if (p.is(TokenKind.CARET_IDENTIFIER)) return p.emitError("invalid block name in region with named arguments");
    for (RegionArgument arg : entryArgs) {
      String name = arg.name().name();
      int number = arg.name().number();
      int at = arg.name().offset();
      int previous = ops.ssa.referenceOffset(name, number);
      if (previous >= 0) {
        InFlightDiagnostic d = p.diagnose(at, "region entry argument '" + name + "' is already in use");
        if (d != null) d.note(p.location(previous), "previously referenced here").report();
        return false;
      }
      Location loc = arg.location() != null ? arg.location() : arg.name().location();
      BlockArgument a = block.addArgument(arg.type(), loc);
      if (!ops.ssa.define(name, number, at, a)) return false;
    }
    return true;
  }

  /**
   * A block: its label (optional for the given entry {@code block}) and its operations. Returns
   * the block parsed, which for a label referenced earlier is the block made at that reference.
   */
  private Block parseBlock(Block block) {
    if (block != null && !p.is(TokenKind.CARET_IDENTIFIER)) return parseBlockBody(block) ? block : null;
    int nameLoc = p.start();
    int nameEnd = p.end();
    if (!p.parseToken(TokenKind.CARET_IDENTIFIER, "expected block name")) return null;
    BlockDef def = blockDef(nameLoc, nameEnd);
    def.offset = nameLoc;
    if (def.block == null) {
      def.block = block != null ? block : new Block();
    } else if (!def.forward) {
      p.emitError(nameLoc, "redefinition of block '" + TokenValues.spelling(p.buf, nameLoc, nameEnd) + "'");
      return null;
    } else {
      def.forward = false;
      current().forwardRefs.remove(def);
    }
    block = def.block;
    if (p.is(TokenKind.L_PAREN) && !parseBlockArgumentList(block)) return null;
    if (!p.parseToken(TokenKind.COLON, "expected ':' after block name")) return null;
    return parseBlockBody(block) ? block : null;
  }

  private boolean parseBlockBody(Block block) {
    while (!p.is(TokenKind.CARET_IDENTIFIER) && !p.is(TokenKind.R_BRACE)) {
      if (!ops.parseOperation(block)) return false;
    }
    return true;
  }

  /** {@code (%a: i32 loc(…), %b: f32)} after a block label. */
  private boolean parseBlockArgumentList(Block block) {
    boolean existing = block.numArguments() != 0;
    int[] next = {0};
    int[] use = new int[4];
    return p.parseCommaSeparatedList(Parser.Delimiter.PAREN, () -> {
      if (!ops.parseSsaUse(true)) return false;
      ops.popUse(use);
      if (!p.parseToken(TokenKind.COLON, "expected ':' and type for SSA operand")) return false;
      Type type = p.types.parseType();
      if (type == null) return false;
      BlockArgument arg;
      if (existing) {
        if (next[0] >= block.numArguments()) return p.emitError("too many arguments specified in argument list");
        arg = block.argument(next[0]++);
        if (!arg.type().equals(type)) return p.emitError("argument and block argument type mismatch");
      } else {
        arg = block.addArgument(type, p.location(use[3]));
      }
      if (!ops.locations.parseTrailing(arg)) return false;
      return ops.ssa.define(use[0], use[1], use[2], use[3], arg);
    }, "");
  }

  /** {@code [^bb1, ^bb2]}. */
  boolean parseSuccessors(List<Block> out) {
    if (!p.parseToken(TokenKind.L_SQUARE, "expected '['")) return false;
    return p.parseCommaSeparatedListUntil(TokenKind.R_SQUARE, () -> {
      Block b = parseSuccessor();
      if (b == null) return false;
      out.add(b);
      return true;
    }, false);
  }

  /** {@code ^bb3}: the block of that name in the current region, made on first reference. */
  Block parseSuccessor() {
    if (!p.is(TokenKind.CARET_IDENTIFIER)) {
      p.emitWrongTokenError("expected block name");
      return null;
    }
    BlockDef def = blockDef(p.start(), p.end());
    if (def.block == null) {
      def.block = new Block();
      def.offset = p.start();
      def.forward = true;
      BlockScope s = current();
      if (s.forwardRefs == null) s.forwardRefs = new ArrayList<>();
      s.forwardRefs.add(def);
    }
    p.consume();
    return def.block;
  }

  private BlockScope current() {
    return blockScopes.get(blockScopes.size() - 1);
  }

  private BlockDef blockDef(int start, int end) {
    BlockScope s = current();
    if (s.names == null) s.names = new NameTable<>(false);
    BlockDef def = s.names.get(p.buf, start, end);
    if (def == null) {
      def = new BlockDef();
      s.names.put(TokenValues.spelling(p.buf, start, end), def);
    }
    return def;
  }

  /** How many regions enclose the current position (the top level counts as one). */
  int depth() {
    return blockScopes.size();
  }

  void pushScope(boolean isolated) {
    blockScopes.add(freeScopes.isEmpty() ? new BlockScope() : freeScopes.remove(freeScopes.size() - 1));
    ops.ssa.push(isolated);
  }

  /** Closes the innermost region scope; reports blocks referenced but never defined. */
  boolean popScope() {
    BlockScope s = blockScopes.remove(blockScopes.size() - 1);
    if (s.forwardRefs != null && !s.forwardRefs.isEmpty()) {
      int[] offsets = new int[s.forwardRefs.size()];
      for (int i = 0; i < offsets.length; i++) offsets[i] = s.forwardRefs.get(i).offset;
      java.util.Arrays.sort(offsets);
      for (int o : offsets) p.emitError(o, "reference to an undefined block");
      return false;
    }
    ops.ssa.pop();
    s.names = null;
    s.forwardRefs = null;
    freeScopes.add(s);
    return true;
  }
}
