package rw.ir.asm.lex;

/**
 * The kinds of tokens of MLIR's textual format. Punctuation and keywords carry their fixed
 * spelling; markers, identifiers and literals have none.
 */
public enum TokenKind {
  // markers
  EOF(null),
  ERROR(null),

  // identifiers
  BARE_IDENTIFIER(null),
  AT_IDENTIFIER(null),
  HASH_IDENTIFIER(null),
  PERCENT_IDENTIFIER(null),
  CARET_IDENTIFIER(null),
  EXCLAMATION_IDENTIFIER(null),

  // literals
  FLOATLITERAL(null),
  INTEGER(null),
  STRING(null),
  INTTYPE(null),

  // punctuation
  ARROW("->"),
  COLON(":"),
  COMMA(","),
  ELLIPSIS("..."),
  EQUAL("="),
  GREATER(">"),
  L_BRACE("{"),
  L_PAREN("("),
  L_SQUARE("["),
  LESS("<"),
  MINUS("-"),
  PLUS("+"),
  QUESTION("?"),
  R_BRACE("}"),
  R_PAREN(")"),
  R_SQUARE("]"),
  SLASH("/"),
  STAR("*"),
  VERTICAL_BAR("|"),
  FILE_METADATA_BEGIN("{-#"),
  FILE_METADATA_END("#-}"),

  // keywords
  KW_AFFINE_MAP("affine_map"),
  KW_AFFINE_SET("affine_set"),
  KW_ARRAY("array"),
  KW_ATTRIBUTES("attributes"),
  KW_BF16("bf16"),
  KW_CEILDIV("ceildiv"),
  KW_COMPLEX("complex"),
  KW_DENSE("dense"),
  KW_DENSE_RESOURCE("dense_resource"),
  KW_DISTINCT("distinct"),
  KW_F16("f16"),
  KW_F32("f32"),
  KW_F64("f64"),
  KW_F80("f80"),
  KW_F8E5M2("f8E5M2"),
  KW_F8E4M3("f8E4M3"),
  KW_F8E4M3FN("f8E4M3FN"),
  KW_F8E5M2FNUZ("f8E5M2FNUZ"),
  KW_F8E4M3FNUZ("f8E4M3FNUZ"),
  KW_F8E4M3B11FNUZ("f8E4M3B11FNUZ"),
  KW_F8E3M4("f8E3M4"),
  KW_F4E2M1FN("f4E2M1FN"),
  KW_F6E2M3FN("f6E2M3FN"),
  KW_F6E3M2FN("f6E3M2FN"),
  KW_F8E8M0FNU("f8E8M0FNU"),
  KW_F128("f128"),
  KW_FALSE("false"),
  KW_FLOORDIV("floordiv"),
  KW_FOR("for"),
  KW_FUNC("func"),
  KW_INDEX("index"),
  KW_LOC("loc"),
  KW_MAX("max"),
  KW_MEMREF("memref"),
  KW_MIN("min"),
  KW_MOD("mod"),
  KW_NONE("none"),
  KW_OFFSET("offset"),
  KW_SIZE("size"),
  KW_SPARSE("sparse"),
  KW_STEP("step"),
  KW_STRIDED("strided"),
  KW_SYMBOL("symbol"),
  KW_TENSOR("tensor"),
  KW_TF32("tf32"),
  KW_TO("to"),
  KW_TOKEN("token"),
  KW_TRUE("true"),
  KW_TUPLE("tuple"),
  KW_TYPE("type"),
  KW_UNIT("unit"),
  KW_VECTOR("vector");

  private final String spelling;

  TokenKind(String spelling) {
    this.spelling = spelling;
  }

  /** The fixed spelling of punctuation and keywords; {@code null} for the others. */
  public String spelling() {
    return spelling;
  }

  public boolean isKeyword() {
    return ordinal() >= KW_AFFINE_MAP.ordinal();
  }
}
