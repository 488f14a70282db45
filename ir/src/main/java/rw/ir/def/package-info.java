/**
 * Declarative op definitions, the runtime the {@code .rw} generator targets (MLIR's ODS, xDSL's
 * IRDL).
 *
 * <p>An {@link rw.ir.def.OpSpec} names an op's operands and results ({@link rw.ir.def.ValueSpec}
 * with a {@link rw.ir.def.TypeConstraint} and an {@link rw.ir.def.Arity}), its attributes
 * ({@link rw.ir.def.AttrSpec} with an {@link rw.ir.def.AttrConstraint}: required, optional or
 * default-valued, kept in the properties as MLIR 22 does), regions, successors, traits, type
 * relations ({@link rw.ir.def.TypeRelation}), documentation, a verifier hook and an assembly format.
 * {@link rw.ir.def.OpSpec#toOpDef()} gives the {@link rw.ir.OpDef} to register: counts, traits,
 * the invariant checks with MLIR's messages, the custom syntax
 * ({@link rw.ir.def.format.AssemblyFormat}), and the conversion of generic-form properties
 * ({@link rw.ir.PropertiesModel}). A {@link rw.ir.def.DialectSpec} registers a dialect's specs
 * and type/attribute syntax in a fixed order.
 *
 * <p>Generated code reads ops through {@link rw.ir.def.OpView}s built on
 * {@link rw.ir.def.SegmentAccess}, and builds them through
 * {@link rw.ir.def.OpSpec#completeState}, which fills in properties and default values.
 */
package rw.ir.def;
