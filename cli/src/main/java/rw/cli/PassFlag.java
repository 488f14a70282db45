package rw.cli;

import rw.ir.pass.PassRegistryEntry;

/** One individual pass flag of the command line ({@code --canonicalize=max-iterations=3}). */
record PassFlag(PassRegistryEntry entry, String options) {}
