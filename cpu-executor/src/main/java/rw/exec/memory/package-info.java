/**
 * The memory model of executed programs. {@link rw.exec.memory.Memory} owns bounds-checked
 * little-endian {@link rw.exec.memory.Allocation}s (heap, stack, global) addressed by 64-bit
 * pointers ({@link rw.exec.memory.Pointers}: allocation id in the high 24 bits, byte offset in
 * the low 40). Every failed access or free is a precise {@link rw.exec.trap.Trap}, never a JVM
 * error. Stack allocations are released per frame ({@code stackMark}/{@code popStack}) and
 * bounded by {@link rw.exec.memory.MemoryLimits}, as is the total size of live memory.
 */
package rw.exec.memory;
