package rw.dsl.conversion;

import com.google.inject.Inject;
import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.conversion.impl.AbstractDeclarativeValueConverterService;
import org.eclipse.xtext.conversion.impl.AbstractLexerBasedConverter;
import org.eclipse.xtext.conversion.impl.AbstractNullSafeConverter;
import org.eclipse.xtext.conversion.impl.IDValueConverter;
import org.eclipse.xtext.conversion.impl.STRINGValueConverter;
import org.eclipse.xtext.nodemodel.INode;

/** Value conversion of the .rw terminals: identifiers, strings, 64-bit integers, backtick format literals. */
public final class RwValueConverters extends AbstractDeclarativeValueConverterService {

  @Inject private IDValueConverter idConverter;
  @Inject private STRINGValueConverter stringConverter;

  @ValueConverter(rule = "ID")
  public IValueConverter<String> id() {
    return idConverter;
  }

  @ValueConverter(rule = "STRING")
  public IValueConverter<String> string() {
    return stringConverter;
  }

  @ValueConverter(rule = "INT")
  public IValueConverter<Long> longInt() {
    return new LongConverter();
  }

  @ValueConverter(rule = "SignedInt")
  public IValueConverter<Long> signedInt() {
    return new AbstractNullSafeConverter<>() {
      @Override
      protected Long internalToValue(String text, INode node) {
        return parseLong(text.replaceAll("\\s+", ""), node);
      }

      @Override
      protected String internalToString(Long value) {
        return Long.toString(value);
      }
    };
  }

  @ValueConverter(rule = "BACKTICK")
  public IValueConverter<String> backtick() {
    return new AbstractNullSafeConverter<>() {
      @Override
      protected String internalToValue(String text, INode node) {
        return text.substring(1, text.length() - 1);
      }

      @Override
      protected String internalToString(String value) {
        return "`" + value + "`";
      }
    };
  }

  static long parseLong(String text, INode node) {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new ValueConverterException("integer out of range: " + text, node, e);
    }
  }

  private static final class LongConverter extends AbstractLexerBasedConverter<Long> {
    @Override
    public Long toValue(String text, INode node) {
      if (text == null || text.isEmpty()) {
        throw new ValueConverterException("expected an integer", node, null);
      }
      return parseLong(text, node);
    }
  }
}
