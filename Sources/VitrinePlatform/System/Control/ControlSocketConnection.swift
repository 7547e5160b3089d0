import Dispatch
import Foundation

/// One client of a `ControlSocketServer`: reads lines, hands each to the handler as a
/// `ControlSocketRequest` (one at a time: the next line waits until this one is answered, so
/// replies come in order), and writes the replies and their payloads (buffered when the client
/// does not read fast enough; a payload is pulled only as the client reads). Closes itself on
/// end of file, an error, or a line that is too long; the server closes it when it has been
/// idle (no complete command and nothing read since `lastActive`) too long, or to make room for
/// a newcomer.
final class ControlSocketConnection: @unchecked Sendable {
    // @unchecked: touched only on `queue`.

    /// The most reply bytes kept for a client that does not read; beyond it the client is
    /// closed.
    static let maxPendingOutput = 64 * 1024
    /// A payload is pulled while less than this is waiting to be written.
    static let payloadLowWater = 32 * 1024
    /// The largest payload chunk.
    static let payloadChunk = 16 * 1024

    /// Unique per connection while the process runs.
    let id: Int
    private let fd: Int32
    private let queue: DispatchQueue
    private let maxLineLength: Int
    private let handler: @Sendable (ControlSocketRequest) -> Void
    private let onClose: (ControlSocketConnection) -> Void
    private let now: @Sendable () -> Double
    /// When it connected, last sent a complete command, or last took reply bytes (bytes without
    /// a newline do not count: dribbling bytes cannot hold a slot).
    private(set) var lastActive: Double
    private var readSource: (any DispatchSourceRead)?
    private var writeSource: (any DispatchSourceWrite)?
    private var liveSources = 0
    private var inbox: [UInt8] = []
    private var outbox: [UInt8] = []
    private var closed = false
    /// Close once the outbox is written (after a final error line).
    private var closeAfterFlush = false
    /// End of file was read: finish once the lines already read are answered.
    private var endOfInput = false
    /// The request being answered (a deferred reply).
    private var pending: ControlSocketRequest?
    /// The payload being streamed.
    private var payload: (any ControlSocketPayload)?

    /// Whether a command is still working on its reply (the server does not count that time
    /// as idleness).
    var isAwaitingReply: Bool { pending != nil || payload is any ControlSocketLivePayload }

    init(fd: Int32, id: Int, queue: DispatchQueue, maxLineLength: Int, now: @escaping @Sendable () -> Double,
         handler: @escaping @Sendable (ControlSocketRequest) -> Void, onClose: @escaping (ControlSocketConnection) -> Void) {
        self.fd = fd
        self.id = id
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
        pending = nil
        let live = payload as? any ControlSocketLivePayload
        payload = nil
        live?.connectionClosed()
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
        while !closed, !closeAfterFlush, !endOfInput {
            let n = ControlSocketIO.read(fd, into: &buffer)
            if n > 0 {
                inbox.append(contentsOf: buffer[0..<n])
                handleLines()
                continue
            }
            if n == 0 {
                // A client that hangs up ends what it follows.
                if payload is any ControlSocketLivePayload { close(); return }
                // End of file: a last line without `\n` still gets its reply.
                endOfInput = true
                if !inbox.isEmpty { inbox.append(UInt8(ascii: "\n")) }
                readSource?.cancel()
                readSource = nil
                handleLines()
                return
            }
            if errno == EAGAIN || errno == EWOULDBLOCK { return }
            close()
            return
        }
    }

    /// Answers the complete lines in the inbox, one at a time (a deferred reply or a payload
    /// holds the rest back); refuses an over-long line.
    private func handleLines() {
        while !closed, !closeAfterFlush, pending == nil, payload == nil, let nl = inbox.firstIndex(of: UInt8(ascii: "\n")) {
            guard nl <= maxLineLength else { refuseLongLine(); return }
            let line = inbox[..<nl]
            inbox.removeSubrange(...nl)
            answer(line)
        }
        guard !closed, !closeAfterFlush else { return }
        if pending == nil, payload == nil {
            if inbox.count > maxLineLength { refuseLongLine(); return }
            if endOfInput { finish() }
        } else if inbox.count > maxLineLength * 4 {
            closeGivingReason(ControlSocketResponse.errorLine("more than \(maxLineLength * 4) bytes of commands waiting; closing"))
        }
    }

    private func refuseLongLine() {
        closeGivingReason(ControlSocketResponse.errorLine("line longer than \(maxLineLength) bytes; closing"))
    }

    /// Stops reading, sends `line` (best effort) and closes once it is written.
    func closeGivingReason(_ line: String) {
        guard !closed, !closeAfterFlush else { return }
        inbox.removeAll()
        pending = nil
        (payload as? any ControlSocketLivePayload)?.connectionClosed()
        payload = nil
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
            write(ControlSocketResponse.errorLine("the command is not valid UTF-8"))
            return
        }
        let request = ControlSocketRequest(line: text, connectionID: id) { [weak self] response in
            self?.deliver(response)
        }
        pending = request
        handler(request)
    }

    /// The reply to the pending request: its line, then its payload as the client reads.
    private func deliver(_ response: ControlSocketResponse) {
        dispatchPrecondition(condition: .onQueue(queue))
        guard !closed, pending != nil else { return }
        pending = nil
        lastActive = now()
        payload = response.payload
        if let live = payload as? any ControlSocketLivePayload {
            live.wake = { [weak self] in self?.flush() }
        }
        write(response.line)
        // The next request, once this reply (and its payload) is out.
        if payload == nil { handleLines() }
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

    /// Pulls payload chunks while little is waiting to be written; after the last one, the
    /// next request is handled.
    private func pullPayload() {
        while let p = payload, outbox.count < Self.payloadLowWater, !closed {
            guard let chunk = p.nextChunk(maxBytes: Self.payloadChunk) else {
                payload = nil
                outbox.append(contentsOf: Array("0\n".utf8))
                handleLines()
                return
            }
            // A live payload with nothing new: it wakes the connection when it has.
            guard !chunk.isEmpty else { if p is any ControlSocketLivePayload { return }; continue }
            outbox.append(contentsOf: Array("\(chunk.count)\n".utf8))
            outbox.append(contentsOf: chunk)
        }
    }

    /// Writes what the socket takes; watches for room when it is full.
    private func flush() {
        pullPayload()
        while !outbox.isEmpty, !closed {
            let n = ControlSocketIO.send(fd, outbox[...])
            if n > 0 {
                outbox.removeFirst(n)
                // A client reading a long payload is not idle.
                if payload != nil { lastActive = now() }
                if outbox.count < Self.payloadLowWater { pullPayload() }
                continue
            }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                guard outbox.count <= Self.maxPendingOutput + Self.payloadChunk + 32 else { close(); return }
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
            if outbox.isEmpty, payload == nil, let s = writeSource { writeSource = nil; s.cancel() }
        }
        source.setCancelHandler { [self] in sourceEnded() }
        writeSource = source
        liveSources += 1
        source.resume()
    }
}
