package rw.ir.pass;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds pipelines from MLIR's textual syntax ({@code builtin.module(cse,func.func(canonicalize{
 * max-iterations=3}))}) and from individual pass flags, with the registry's passes and
 * pipelines, reporting errors in MLIR's words. Textual pipelines nest explicitly: a pass
 * anchored on another op than its pipeline is an error.
 */
public final class PassPipelineParser {
  private static final String NOT_WRAPPED =
      "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'";

  private final PassRegistry registry;

  public PassPipelineParser(PassRegistry registry) {
    this.registry = registry;
  }

  /** Parses {@code anchor(elements)} into a new pipeline anchored on {@code anchor}. */
  public OpPassManager parse(String pipeline) throws PassPipelineException {
    String p = pipeline.strip();
    int open = p.indexOf('(');
    if (open <= 0 || !p.endsWith(")")) throw new PassPipelineException(NOT_WRAPPED);
    String anchor = p.substring(0, open).stripTrailing();
    OpPassManager pm = new OpPassManager(anchor, OpPassManager.Nesting.EXPLICIT);
    parseInto(p.substring(open + 1, p.length() - 1), pm);
    return pm;
  }

  /** Parses a comma-separated element list and appends it to {@code pm}. */
  public void parseInto(String elements, OpPassManager pm) throws PassPipelineException {
    if (elements.isEmpty()) return;
    PipelineText text = new PipelineText(elements);
    List<PipelineText.Element> parsed = text.parse();
    resolve(text, parsed);
    Errors errors = new Errors();
    if (add(parsed, pm, errors)) return;
    throw new PassPipelineException(List.of(errors.stream.toString()), errors.toolMessages);
  }

  /**
   * Appends registry entry {@code entry} configured by {@code options} to {@code pm}, as an
   * individual pass flag does ({@code --canonicalize=max-iterations=3}); each problem is one
   * diagnostic of the exception.
   */
  public void addEntry(PassRegistryEntry entry, String options, OpPassManager pm) throws PassPipelineException {
    Errors errors = new Errors();
    if (addEntry(entry, options, pm, errors)) return;
    throw new PassPipelineException(errors.messages, errors.toolMessages);
  }

  private void resolve(PipelineText text, List<PipelineText.Element> elements) throws PassPipelineException {
    for (PipelineText.Element e : elements) {
      if (!e.inner.isEmpty()) {
        resolve(text, e.inner);
        continue;
      }
      e.entry = registry.lookup(e.name);
      if (e.entry == null) throw text.error(e.nameOffset, "'" + e.name + "' does not refer to a registered pass or pass pipeline");
    }
  }

  private boolean add(List<PipelineText.Element> elements, OpPassManager pm, Errors errors) {
    for (PipelineText.Element e : elements) {
      if (e.entry != null && !addEntry(e.entry, e.options, pm, errors)) {
        return errors.fail("failed to add `" + e.name + "` with options `" + e.options + "`");
      }
      if (e.entry == null && !add(e.inner, pm.nest(e.name), errors)) {
        return errors.fail("failed to add `" + e.name + "` with options `" + e.options + "` to inner pipeline");
      }
    }
    return true;
  }

  private static boolean addEntry(PassRegistryEntry entry, String optionText, OpPassManager pm, Errors errors) {
    PassOptions options = PassOptions.defaults(entry.options());
    boolean ok = true;
    try {
      options = options.parse(optionText);
    } catch (PassOptionException x) {
      ok = errors.optionFailure(x);
    }
    if (entry instanceof PipelineInfo pipeline) return ok && buildPipeline(pipeline, options, pm, errors);
    Pass pass = ((PassInfo) entry).create(options);
    if (pm.nesting() == OpPassManager.Nesting.EXPLICIT && !pm.accepts(pass)) return errors.fail(pm.mismatchMessage(pass));
    pm.addPass(pass);
    return ok;
  }

  private static boolean buildPipeline(PipelineInfo pipeline, PassOptions options, OpPassManager pm, Errors errors) {
    try {
      pipeline.builder().build(pm, options);
      return true;
    } catch (PassPipelineException x) {
      errors.toolMessages.addAll(x.toolMessages());
      for (String d : x.diagnostics()) errors.fail(d);
      return false;
    }
  }

  /** What MLIR's error handler receives: each message, and the stream they are written to. */
  private static final class Errors {
    final List<String> messages = new ArrayList<>();
    final List<String> toolMessages = new ArrayList<>();
    final StringBuilder stream = new StringBuilder();

    boolean fail(String message) {
      messages.add(message);
      stream.append(message).append('\n');
      return false;
    }

    boolean optionFailure(PassOptionException x) {
      if (x.toolMessage() != null) toolMessages.add(x.toolMessage());
      return fail(x.getMessage());
    }
  }
}
