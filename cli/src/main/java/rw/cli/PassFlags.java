package rw.cli;

import java.util.List;
import java.util.Map;
import java.util.Stack;
import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.ISetter;
import rw.ir.pass.PassRegistry;
import rw.ir.pass.PassRegistryEntry;

/**
 * The individual pass flags of {@code rw opt}, one per registered pass or pipeline, as mlir-opt
 * has them: {@code --cse}, {@code --canonicalize=max-iterations=3}. Matched flags are collected
 * in command-line order.
 */
final class PassFlags {
  private PassFlags() {}

  static void addTo(CommandSpec spec, PassRegistry registry, List<PassFlag> matched) {
    for (PassRegistryEntry entry : registry.entries()) {
      spec.addOption(OptionSpec.builder("--" + entry.argument())
          .arity("0..1")
          .type(String.class)
          .paramLabel("<options>")
          .description(entry.description().isEmpty() ? entry.argument() : entry.description())
          .preprocessor(new AttachedValueOnly(""))
          .setter(collector(entry, matched))
          .hasInitialValue(false)
          .build());
    }
  }

  private static ISetter collector(PassRegistryEntry entry, List<PassFlag> matched) {
    return new ISetter() {
      @Override
      public <T> T set(T value) {
        if (value != null) matched.add(new PassFlag(entry, value.toString()));
        return null;
      }
    };
  }

  /**
   * Makes an option with an optional value take a value only when attached with {@code =}
   * ({@code --verify-diagnostics=only-expected}), so that {@code --cse in.mlir} leaves the file
   * to the positional parameter; an option without value gets {@code fallback}.
   */
  static final class AttachedValueOnly implements IParameterPreprocessor {
    private final String fallback;

    AttachedValueOnly(String fallback) {
      this.fallback = fallback;
    }

    AttachedValueOnly() {
      this("");
    }

    @Override
    public boolean preprocess(Stack<String> args, CommandSpec commandSpec, ArgSpec argSpec, Map<String, Object> info) {
      if (" ".equals(info.get("separator"))) args.push(fallback);
      return false;
    }
  }
}
