package rw.ir.rewrite.convert;

import rw.ir.Operation;
import rw.ir.rewrite.MatchAnyOp;
import rw.ir.rewrite.PatternRewriter;
import rw.ir.rewrite.RewritePattern;

/**
 * A pattern of a dialect conversion: it sees the op's operands as converted by its type converter
 * (through an {@link OpAdaptor}) and rewrites through a {@link ConversionPatternRewriter}. The
 * one-shot contract holds: returning {@code false} means the IR was not touched.
 */
public abstract class ConversionPattern extends RewritePattern {
  private final TypeConverter typeConverter;

  protected ConversionPattern(String rootName, int benefit, TypeConverter typeConverter) {
    this(rootName, benefit, typeConverter, null);
  }

  protected ConversionPattern(String rootName, int benefit, TypeConverter typeConverter, String debugName) {
    super(rootName, benefit, debugName);
    this.typeConverter = typeConverter;
  }

  protected ConversionPattern(MatchAnyOp any, int benefit, TypeConverter typeConverter, String debugName) {
    super(any, benefit, debugName);
    this.typeConverter = typeConverter;
  }

  /** A conversion pattern made of a function, for small rules and tests. */
  public static ConversionPattern of(String rootName, int benefit, TypeConverter converter, String debugName, Body body) {
    return new ConversionPattern(rootName, benefit, converter, debugName) {
      @Override
      public boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter) {
        return body.matchAndRewrite(op, adaptor, rewriter);
      }
    };
  }

  /** The converter for operands (and for the pattern's own use), or {@code null}. */
  public final TypeConverter typeConverter() {
    return typeConverter;
  }

  @Override
  public final boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    if (!(rewriter instanceof ConversionPatternRewriter cr)) {
      throw new IllegalStateException("conversion pattern '" + debugName() + "' used outside a dialect conversion");
    }
    return cr.applyPattern(this, op);
  }

  /** Rewrites {@code op} given its converted operands, or returns {@code false} untouched. */
  public abstract boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter);

  /** The body of a conversion pattern made with {@link #of}. */
  @FunctionalInterface
  public interface Body {
    boolean matchAndRewrite(Operation op, OpAdaptor adaptor, ConversionPatternRewriter rewriter);
  }
}
