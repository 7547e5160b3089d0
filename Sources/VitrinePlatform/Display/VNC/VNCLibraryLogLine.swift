/// libvncserver's log lines that say a client broke the protocol (an unknown message type, a
/// cut text too long, a client that is not RFB, a failed password) and was closed for it. The
/// library writes them as notices, like its routine chatter; the kiosk logs them as warnings
/// so the journal at its default level says why a client was dropped.
enum VNCLibraryLogLine {
    static let clientFaults = [
        "unknown message type", "too big", "not a valid RFB client", "version mismatch",
        "closing connection", "authentication failed",
    ]

    /// Whether `line` reports a client's protocol fault.
    static func isClientFault(_ line: String) -> Bool {
        clientFaults.contains { line.contains($0) }
    }
}
