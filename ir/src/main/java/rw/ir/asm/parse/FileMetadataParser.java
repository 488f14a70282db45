package rw.ir.asm.parse;

import rw.ir.asm.lex.TokenKind;

/**
 * The {@code {-# … #-}} file metadata dictionary. External resources are read and dropped
 * (mlir-opt keeps them and prints them back; rw does not yet); dialect resources (blobs of
 * {@code dense_resource}) are not supported by rw.
 */
final class FileMetadataParser {
  private final Parser p;

  FileMetadataParser(Parser p) {
    this.p = p;
  }

  boolean parse() {
    p.consume();
    return p.parseCommaSeparatedListUntil(TokenKind.FILE_METADATA_END, this::parseEntry, true);
  }

  private boolean parseEntry() {
    int keyLoc = p.start();
    if (!p.isKeyword()) return p.emitError("expected identifier key in file metadata dictionary");
    String key = p.spelling();
    p.consume();
    if (!p.parseToken(TokenKind.COLON, "expected ':'")) return false;
    if (key.equals("dialect_resources")) return parseResources(true);
    if (key.equals("external_resources")) return parseResources(false);
    return p.emitError(keyLoc, "unknown key '" + key + "' in file metadata dictionary");
  }

  private boolean parseResources(boolean dialect) {
    if (!p.parseToken(TokenKind.L_BRACE, "expected '{'")) return false;
    return p.parseCommaSeparatedListUntil(TokenKind.R_BRACE, () -> {
      int nameLoc = p.start();
      if (!p.isKeyword()) return p.emitError("expected identifier key for 'resource' entry");
      String name = p.spelling();
      p.consume();
      if (!p.parseToken(TokenKind.COLON, "expected ':'") || !p.parseToken(TokenKind.L_BRACE, "expected '{'")) {
        return false;
      }
      if (dialect && !p.ctx.hasDialect(name) && !MlirDialects.isAvailable(name)) {
        return p.emitError(nameLoc, "dialect '" + name + "' is unknown");
      }
      if (dialect) return p.emitError(nameLoc, "rw does not support dialect resources ('" + name + "')");
      return p.parseCommaSeparatedListUntil(TokenKind.R_BRACE, this::skipEntry, true);
    }, true);
  }

  private boolean skipEntry() {
    if (!p.isKeyword() && !p.is(TokenKind.STRING)) {
      return p.emitError("expected identifier key for 'external_resources' entry");
    }
    p.consume();
    if (!p.parseToken(TokenKind.COLON, "expected ':'")) return false;
    p.consume();
    return true;
  }
}
