package rw.ir.asm.parse;

import java.util.ArrayList;
import java.util.List;
import rw.ir.Block;
import rw.ir.BuiltinOps;
import rw.ir.Context;
import rw.ir.OpDef;
import rw.ir.Region;
import rw.ir.TaskRun;
import rw.ir.Trait;
import rw.ir.asm.lex.TokenKind;
import rw.ir.diag.Diagnostic;

/**
 * The bodies of modules nested in the top-level module, skipped by the parser of the file and
 * parsed afterwards on several threads: a module is isolated from above, so its body's names are
 * its own, and it sees only the aliases defined before it. A body is skipped by matching its
 * braces (outside strings and comments); whatever goes wrong (an error, a warning, a body that
 * does not end where its braces said) makes the caller parse the whole file again in order, so
 * that diagnostics are those of a sequential parse. The thread count is
 * {@code -Drw.parse.threads=N} (default: the available processors).
 */
final class DeferredRegions {
  static final int THREADS = Integer.getInteger("rw.parse.threads", Runtime.getRuntime().availableProcessors());
  /** The fewest bodies one thread parses in a row (with one parser, whose caches they share). */
  private static final int MIN_PER_TASK = 4;

  private record Pending(Region region, int start, int line, int lineStart, int end, String defaultDialect,
      SymbolState symbols) {}

  /**
   * A skipped body: where it ends, how many line breaks it holds and where its last line starts,
   * so that the line cursors jump over it instead of reading it again.
   */
  record Body(int end, int lineBreaks, int lastLineStart) {}

  private final Parser p;
  private final OperationParser ops;
  private final List<Pending> pending = new ArrayList<>();
  private SymbolState aliases;
  private int aliasCount = -1;

  DeferredRegions(Parser p, OperationParser ops) {
    this.p = p;
    this.ops = ops;
  }

  /** Whether files read in {@code ctx} may have their module bodies parsed on several threads. */
  static boolean enabled(Context ctx) {
    return THREADS > 1 && ctx.isMultithreadingEnabled();
  }

  boolean any() {
    return !pending.isEmpty();
  }

  /**
   * At the {@code {} of a region of {@code opName}, with {@code depth} regions around: skips the
   * body of a module nested in the top-level module (or at the top level) for {@link #parseAll}
   * and returns true; false when the region is to be parsed now.
   */
  boolean defer(String opName, int depth, Region into) {
    if (depth > 2 || (depth == 1 && opName.equals(BuiltinOps.MODULE)) || !p.is(TokenKind.L_BRACE)) return false;
    OpDef def = p.ctx.lookupOp(opName);
    if (def == null || !def.hasTrait(Trait.ISOLATED_FROM_ABOVE) || !def.hasTrait(Trait.SYMBOL_TABLE)) return false;
    if (!def.hasTrait(Trait.NO_TERMINATOR)) return false;
    int start = p.start();
    Body body = scan(p.buf, start, p.lex.length());
    if (body == null) return false;
    if (aliasCount != p.symbols.size()) {
      aliases = p.symbols.copy();
      aliasCount = p.symbols.size();
    }
    int line = p.lineIndex(start);
    int lineStart = p.lineStartOf(start);
    pending.add(new Pending(into, start, line, lineStart, body.end(), ops.custom.defaultDialect(), aliases));
    int endLineStart = body.lineBreaks() == 0 ? lineStart : body.lastLineStart();
    p.resetTo(body.end(), line + body.lineBreaks(), endLineStart);
    return true;
  }

  /**
   * Parses the skipped bodies into their regions, on several threads; false when any failed or
   * reported anything (what it reported is dropped: the caller parses the file again).
   */
  boolean parseAll() {
    int n = pending.size();
    int tasks = TaskRun.taskCount(n, THREADS, MIN_PER_TASK);
    boolean[] ok = new boolean[tasks];
    List<List<OperationParser>> parsers = new ArrayList<>(tasks);
    for (int t = 0; t < tasks; t++) parsers.add(new ArrayList<>());
    TaskRun.run(tasks, THREADS, task -> {
      List<Diagnostic> said = new ArrayList<>(0);
      boolean parsed = p.ctx.diagnostics().capturing(said,
          () -> parseRun(TaskRun.start(n, task, tasks), TaskRun.start(n, task + 1, tasks), parsers.get(task)));
      ok[task] = parsed && said.isEmpty();
    });
    for (int t = 0; t < tasks; t++) {
      if (!ok[t]) return false;
    }
    for (List<OperationParser> run : parsers) run.forEach(o -> ops.locations.absorb(o.locations));
    return true;
  }

  /** Bodies {@code from} to {@code to}, with one parser per alias set, added to {@code used}. */
  private boolean parseRun(int from, int to, List<OperationParser> used) {
    OperationParser sub = null;
    for (int i = from; i < to; i++) {
      Pending body = pending.get(i);
      if (sub == null || sub.p.symbols != body.symbols()) {
        sub = new OperationParser(new Parser(p, body.symbols()));
        used.add(sub);
      }
      if (!parseBody(sub, body)) return false;
    }
    return true;
  }

  /**
   * Parses one body into its region. The op's parser saw an empty region and may have given it an
   * empty block (a single-block op), which a body that is not empty replaces.
   */
  private static boolean parseBody(OperationParser sub, Pending body) {
    sub.p.resetTo(body.start(), body.line(), body.lineStart());
    sub.custom.pushDefaultDialect(body.defaultDialect());
    Region parsed = new Region();
    boolean ok = sub.regions.parseRegion(parsed, List.of(), false);
    sub.custom.popDefaultDialect();
    if (!ok || sub.p.prevEnd() != body.end() || sub.ssa.undefinedUses().length != 0) return false;
    if (parsed.isEmpty()) return true;
    Region region = body.region();
    for (Block b : new ArrayList<>(region.blocks())) {
      if (!b.isEmpty() || b.numArguments() != 0) return false;
      region.removeBlock(b);
    }
    region.takeBody(parsed);
    return true;
  }

  /** The body whose {@code {} is at {@code at}, up to its matching {@code }}, or null when it does not close. */
  static Body scan(byte[] buf, int at, int length) {
    int depth = 0;
    int lineBreaks = 0;
    int lastLineStart = -1;
    for (int i = at; i < length; i++) {
      byte c = buf[i];
      if (c == '\n') {
        lineBreaks++;
        lastLineStart = i + 1;
      } else if (c == '"') {
        i = endOfString(buf, i, length);
        if (i < 0) return null;
      } else if (c == '/' && buf[i + 1] == '/') {
        while (i + 1 < length && buf[i + 1] != '\n') i++;
      } else if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return new Body(i + 1, lineBreaks, lastLineStart);
      }
    }
    return null;
  }

  /** The offset of the quote closing the string opened at {@code at}, or -1. */
  private static int endOfString(byte[] buf, int at, int length) {
    for (int i = at + 1; i < length; i++) {
      if (buf[i] == '\\') i++;
      else if (buf[i] == '"') return i;
      else if (buf[i] == '\n') return -1;
    }
    return -1;
  }
}
