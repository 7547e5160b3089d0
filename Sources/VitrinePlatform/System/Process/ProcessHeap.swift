import CVitrineShims

/// The process's heap as malloc counts it.
package enum ProcessHeap {
    /// The bytes malloc has handed out and not had back (every arena, mmapped blocks too).
    /// A leak shows here byte for byte, where the resident set moves in whole pages and keeps
    /// pages malloc has freed. The corresponding C function is `mallinfo2`.
    package static var bytesInUse: Int { Int(clamping: CVitrineShims_heap_bytes_in_use()) }
}
