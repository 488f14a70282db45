package rw.ir.rewrite.convert;

/**
 * A note the dialect conversion leaves on a value ({@link rw.ir.Value#driverNote}): its parts
 * ({@link ValueMapping}, {@link OriginalOperands}) each keep their own notes, tagged with their
 * conversion's tag (a plain object: a note keeps nothing else of the conversion alive), and chain
 * the note they found, so that a lookup walks the chain to its own. A class, not an interface:
 * C1 tests a class by one load of the supertype display, an interface by a scan.
 */
abstract class DriverNote {
  /** The tag of the conversion part that left the note. */
  final Object tag;
  /** The note the value had before this one, or {@code null}. */
  final Object older;

  DriverNote(Object tag, Object older) {
    this.tag = tag;
    this.older = older;
  }
}
