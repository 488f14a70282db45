package rw.conversion.support;

import rw.ir.rewrite.PatternSet;
import rw.ir.rewrite.convert.ConversionTarget;
import rw.ir.rewrite.convert.TypeConverter;

/**
 * What a {@code convert … on m: op in source} driver sets up once for all the ops it converts: its
 * type converter (caching per converted op, as its type maps may ask the running scope), its
 * patterns and its target. MLIR builds them again for each op; they depend only on the pass options.
 */
public record ConversionSetup(TypeConverter converter, PatternSet patterns, ConversionTarget target) {}
