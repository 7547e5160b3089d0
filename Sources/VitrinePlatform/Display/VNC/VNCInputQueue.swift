/// One client's input waiting for the main actor, coalesced: a pointer event with the same
/// buttons as the one before it replaces it (only the latest motion counts), button changes
/// and keys keep their order. A client sending 100,000 motions a second thus costs one queue
/// entry between two main-queue turns, not 100,000.
struct VNCInputQueue: Sendable {
    /// The most entries kept; beyond it keys are dropped (and counted).
    static let capacity = 4096
    private(set) var items: [VNCInput] = []
    /// Events that replaced or were dropped since the last `take()`.
    private(set) var coalesced = 0
    private(set) var dropped = 0

    mutating func append(_ input: VNCInput) {
        if case .pointer(let buttons, _, _) = input, let last = items.last,
           case .pointer(let lastButtons, _, _) = last, lastButtons == buttons {
            items[items.count - 1] = input
            coalesced += 1
            return
        }
        guard items.count < Self.capacity else { dropped += 1; return }
        items.append(input)
    }

    /// The queued input, emptying the queue.
    mutating func take() -> (items: [VNCInput], coalesced: Int, dropped: Int) {
        defer { items = []; coalesced = 0; dropped = 0 }
        return (items, coalesced, dropped)
    }

    var isEmpty: Bool { items.isEmpty }
}
