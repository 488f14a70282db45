package rw.cli;

/** A problem of the command's environment (files), reported as a plain message, exit code 1. */
final class CliError extends Exception {
  CliError(String message) {
    super(message);
  }
}
