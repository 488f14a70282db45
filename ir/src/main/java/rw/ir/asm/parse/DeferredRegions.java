package rw.ir.asm.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
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
 * parsed on other threads: batches of them go to the pool as they are skipped, while the file's
 * parser goes on, and the rest is shared out at the end of the file; each body is put into its
 * region once all are parsed. A module is isolated from above, so its body's names are its own,
 * and it sees only the aliases defined before it. A body is skipped by matching its
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

  /** Skipped bodies handed to a pool thread at a time while the file's parser goes on. */
  private static final int STREAM_BATCH = 64;

  private final Parser p;
  private final OperationParser ops;
  private final List<Pending> pending = new ArrayList<>();
  private SymbolState aliases;
  private int aliasCount = -1;
  /** The batches made so far, in order; those of the first {@code streamed} bodies may be parsing already. */
  private final List<Batch> batches = new ArrayList<>();
  /** The batches no thread has taken yet: the pool's drainers and, at the end, this thread take them. */
  private final Queue<Batch> untaken = new ConcurrentLinkedQueue<>();
  private final List<ForkJoinTask<?>> drainers = new ArrayList<>();
  private int streamed;

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
    if (pending.size() - streamed >= STREAM_BATCH) stream();
    return true;
  }

  /** Queues the bodies skipped since the last batch for a pool thread, which parses them while this parser goes on. */
  private void stream() {
    Batch batch = new Batch(List.copyOf(pending.subList(streamed, pending.size())));
    streamed = pending.size();
    batches.add(batch);
    untaken.add(batch);
    if (drainers.isEmpty() || drainers.get(drainers.size() - 1).isDone()) {
      drainers.add(ForkJoinPool.commonPool().submit(this::drain));
    }
  }

  /** Parses batches until none is left untaken. */
  private void drain() {
    for (Batch b = untaken.poll(); b != null; b = untaken.poll()) b.run();
  }

  /** Waits for the pool's drainers (when the file is parsed again in order, their work is dropped). */
  void abandon() {
    untaken.clear();
    drainers.forEach(ForkJoinTask::quietlyJoin);
  }

  /**
   * Parses the skipped bodies into their regions, on several threads: the bodies not yet handed
   * to the pool are cut into batches run here and on the pool; once all batches are done, each
   * body is put into its region in order. False when any failed or reported anything (what it
   * reported is dropped: the caller parses the file again).
   */
  boolean parseAll() {
    int rest = pending.size() - streamed;
    int tasks = TaskRun.taskCount(rest, THREADS, MIN_PER_TASK);
    for (int t = 0; t < tasks; t++) {
      int from = streamed + TaskRun.start(rest, t, tasks);
      Batch batch = new Batch(pending.subList(from, streamed + TaskRun.start(rest, t + 1, tasks)));
      batches.add(batch);
      untaken.add(batch);
    }
    for (int i = 1; i < THREADS; i++) drainers.add(ForkJoinPool.commonPool().submit(this::drain));
    drain();
    drainers.forEach(ForkJoinTask::quietlyJoin);
    for (Batch batch : batches) {
      if (!batch.ok) return false;
    }
    for (Batch batch : batches) {
      if (!batch.attach()) return false;
      batch.parsers.forEach(o -> ops.locations.absorb(o.locations));
    }
    return true;
  }

  /** A run of bodies parsed on one thread into regions of their own, with one parser per alias set. */
  private final class Batch {
    final List<Pending> bodies;
    final Region[] parsed;
    final List<OperationParser> parsers = new ArrayList<>();
    boolean ok;

    Batch(List<Pending> bodies) {
      this.bodies = bodies;
      this.parsed = new Region[bodies.size()];
    }

    void run() {
      List<Diagnostic> said = new ArrayList<>(0);
      boolean done = p.ctx.diagnostics().capturing(said, this::parseBodies);
      ok = done && said.isEmpty();
    }

    private boolean parseBodies() {
      OperationParser sub = null;
      for (int i = 0; i < bodies.size(); i++) {
        Pending body = bodies.get(i);
        if (sub == null || sub.p.symbols != body.symbols()) {
          sub = new OperationParser(new Parser(p, body.symbols()));
          parsers.add(sub);
        }
        parsed[i] = parseBody(sub, body);
        if (parsed[i] == null) return false;
      }
      return true;
    }

    /** Puts each parsed body into its region; false when a region holds something already. */
    boolean attach() {
      for (int i = 0; i < bodies.size(); i++) {
        if (!DeferredRegions.attach(bodies.get(i).region(), parsed[i])) return false;
      }
      return true;
    }
  }

  /** Parses one body into a region of its own, or null when it does not parse to its end. */
  private static Region parseBody(OperationParser sub, Pending body) {
    sub.p.resetTo(body.start(), body.line(), body.lineStart());
    sub.custom.pushDefaultDialect(body.defaultDialect());
    Region parsed = new Region();
    boolean ok = sub.regions.parseRegion(parsed, List.of(), false);
    sub.custom.popDefaultDialect();
    if (!ok || sub.p.prevEnd() != body.end() || sub.ssa.undefinedUses().length != 0) return null;
    return parsed;
  }

  /**
   * Moves a parsed body into the op's region. The op's parser saw an empty region and may have
   * given it an empty block (a single-block op), which a body that is not empty replaces.
   */
  private static boolean attach(Region region, Region parsed) {
    if (parsed.isEmpty()) return true;
    for (Block b : new ArrayList<>(region.blocks())) {
      if (!b.isEmpty() || b.numArguments() != 0) return false;
      region.removeBlock(b);
    }
    region.takeBody(parsed);
    return true;
  }

  /** The bytes {@link #scan} looks at: line breaks, quotes, slashes and braces (the rest it passes over). */
  private static final boolean[] SCANNED = new boolean[256];

  static {
    for (char c : new char[] {'\n', '"', '/', '{', '}'}) SCANNED[c] = true;
  }

  /** The body whose {@code {} is at {@code at}, up to its matching {@code }}, or null when it does not close. */
  static Body scan(byte[] buf, int at, int length) {
    int depth = 0;
    int lineBreaks = 0;
    int lastLineStart = -1;
    for (int i = at; i < length; i++) {
      byte c = buf[i];
      if (!SCANNED[c & 0xFF]) continue;
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
