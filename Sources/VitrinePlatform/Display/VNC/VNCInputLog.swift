/// The journal lines for one client's remote input: touch down/up with coordinates, key
/// presses; motions are counted, not logged; at most `linesPerSecond` lines a second, the rest
/// summarised with a count in the next line.
struct VNCInputLog {
    var linesPerSecond = 5
    private var windowStart = -Double.infinity
    private var linesInWindow = 0
    private var suppressed = 0
    private var motions = 0

    /// The lines to log for an input at `now` described by `text` (`nil`: a motion, only
    /// counted).
    mutating func note(_ text: String?, now: Double) -> [String] {
        var out: [String] = []
        guard let text else {
            motions += 1
            // A stream of motions alone is summarised once a second.
            if now - windowStart >= 1 {
                if let s = summary() { out.append(s) }
                windowStart = now
                linesInWindow = 1
            }
            return out
        }
        if now - windowStart >= 1 {
            if let s = summary() { out.append(s) }
            windowStart = now
            linesInWindow = 0
        }
        if linesInWindow < linesPerSecond {
            linesInWindow += 1
            out.append(text)
        } else {
            suppressed += 1
        }
        return out
    }

    /// What was counted and not logged (at a disconnect, or the next window), if anything.
    mutating func summary() -> String? {
        defer { suppressed = 0; motions = 0 }
        guard suppressed > 0 || motions > 0 else { return nil }
        var parts: [String] = []
        if suppressed > 0 { parts.append("\(suppressed) more inputs not logged one by one") }
        if motions > 0 { parts.append("pointer motions: \(motions)") }
        return parts.joined(separator: ", ")
    }
}
