import Dispatch
import Foundation

/// One client of a `ControlSocketServer`: reads lines, answers each through the handler, and
/// writes the replies (buffered when the client does not read fast enough). Closes itself on
/// end of file, an error, or a line that is too long; the server closes it when it has been
/// idle (no complete command since `lastActive`) too long, or to make room for a newcomer.
final class ControlSocketConnection: @unchecked Sendable {
    // @unchecked: touched only on `queue`.

    /// The most reply bytes kept for a client that does not read; beyond it the client is
    /// closed.
    static let maxPendingOutput = 64 * 1024

    private let fd: Int32
    private let queue: DispatchQueue
    private let maxLineLength: Int
    private let handler: @Sendable (String) -> String
    private let onClose: (ControlSocketConnection) -> Void
    private let now: @Sendable () -> Double
    /// When it connected or last sent a complete command (bytes without a newline do not
    /// count: dribbling bytes cannot hold a slot).
    private(set) var lastActive: Double
    private var readSource: (any DispatchSourceRead)?
    private var writeSource: (any DispatchSourceWrite)?
    private var liveSources = 0
    private var inbox: [UInt8] = []
    private var outbox: [UInt8] = []
    private var closed = false
    /// Close once the outbox is written (after a final error line).
    private var closeAfterFlush = false

    init(fd: Int32, queue: DispatchQueue, maxLineLength: Int, now: @escaping @Sendable () -> Double,
         handler: @escaping @Sendable (String) -> String, onClose: @escaping (ControlSocketConnection) -> Void) {
        self.fd = fd
        self.now = now
        lastActive = now()
        self.queue = queue
        self.maxLineLength = maxLineLength
        self.handler = handler
        self.onClose = onClose
    }

    func start() {
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler { [self] in readAvailable() }
        source.setCancelHandler { [self] in sourceEnded() }
        readSource = source
        liveSources += 1
        source.resume()
    }

    /// Closes the connection: the sources are cancelled and the descriptor is closed once
    /// both have ended (never while a source still watches it).
    func close() {
        guard !closed else { return }
        closed = true
        onClose(self)
        if liveSources == 0 { Glibc.close(fd); return }
        readSource?.cancel()
        writeSource?.cancel()
        readSource = nil
        writeSource = nil
    }

    private func sourceEnded() {
        liveSources -= 1
        if liveSources == 0 && closed { Glibc.close(fd) }
    }

    private func readAvailable() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !closed, !closeAfterFlush {
            let n = ControlSocketIO.read(fd, into: &buffer)
            if n > 0 {
                inbox.append(contentsOf: buffer[0..<n])
                handleLines()
                continue
            }
            if n == 0 {
                // End of file: a last line without `\n` still gets its reply.
                if !inbox.isEmpty { answer(inbox[...]); inbox.removeAll() }
                finish()
                return
            }
            if errno == EAGAIN || errno == EWOULDBLOCK { return }
            close()
            return
        }
    }

    /// Answers every complete line in the inbox; refuses an over-long one.
    private func handleLines() {
        while !closeAfterFlush, let nl = inbox.firstIndex(of: UInt8(ascii: "\n")) {
            guard nl <= maxLineLength else { refuseLongLine(); return }
            answer(inbox[..<nl])
            inbox.removeSubrange(...nl)
        }
        if !closeAfterFlush, inbox.count > maxLineLength { refuseLongLine() }
    }

    private func refuseLongLine() {
        closeGivingReason("error line longer than \(maxLineLength) bytes; closing")
    }

    /// Stops reading, sends `line` (best effort) and closes once it is written.
    func closeGivingReason(_ line: String) {
        guard !closed, !closeAfterFlush else { return }
        inbox.removeAll()
        // No more reading from a client that is being closed.
        readSource?.cancel()
        readSource = nil
        write(line)
        finish()
    }

    private func answer(_ bytes: ArraySlice<UInt8>) {
        lastActive = now()
        var line = bytes
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        guard let text = String(validating: line, as: UTF8.self) else {
            write("error the command is not valid UTF-8")
            return
        }
        write(handler(text))
    }

    /// Queues `reply` and a newline (a reply's own newlines become spaces: one line always).
    private func write(_ reply: String) {
        outbox.append(contentsOf: reply.utf8.map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? UInt8(ascii: " ") : $0 })
        outbox.append(UInt8(ascii: "\n"))
        flush()
    }

    /// Closes once everything queued is written.
    private func finish() {
        closeAfterFlush = true
        if outbox.isEmpty { close() }
    }

    /// Writes what the socket takes; watches for room when it is full.
    private func flush() {
        while !outbox.isEmpty, !closed {
            let n = ControlSocketIO.send(fd, outbox[...])
            if n > 0 { outbox.removeFirst(n); continue }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                guard outbox.count <= Self.maxPendingOutput else { close(); return }
                watchForRoom()
                return
            }
            close()
            return
        }
        if outbox.isEmpty && closeAfterFlush { close() }
    }

    private func watchForRoom() {
        guard writeSource == nil else { return }
        let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler { [self] in
            flush()
            if outbox.isEmpty, let s = writeSource { writeSource = nil; s.cancel() }
        }
        source.setCancelHandler { [self] in sourceEnded() }
        writeSource = source
        liveSources += 1
        source.resume()
    }
}
