import Foundation

/// A connection to a kiosk's control socket: send a command line, read the reply line. Used by
/// `vitrinectl` and by tests.
///
/// ```swift
/// let client = try ControlSocketClient(path: "/run/vitrine/control.sock")
/// let reply = try client.request("status", timeout: 5)   // "ok backend=… size=…"
/// ```
///
/// Not thread-safe: one owner at a time. The descriptor is close-on-exec and closed on
/// `deinit` (or `close()`).
public final class ControlSocketClient {
    /// The socket's path.
    public let path: String
    private var fd: Int32
    /// Bytes read past the last line returned.
    private var inbox: [UInt8] = []

    /// Connects to the server at `path`, waiting at most `timeout` seconds for it to take the
    /// connection (a hung server whose queue of pending connections is full never does: the
    /// wait ends with `.timedOut`). Throws a `.systemCall` error from `connect` whose `errno`
    /// says why: `ENOENT` (no socket there), `ECONNREFUSED` (nobody listening), `EACCES` (no
    /// permission), or `.invalidPath`.
    ///
    /// The corresponding C functions are `setsockopt` (`SO_SNDTIMEO`, which bounds a blocking
    /// `connect` on a Unix socket) and `connect`.
    public init(path: String, timeout: Double = 5) throws(ControlSocketError) {
        self.path = path
        let address = try ControlSocketIO.address(for: path)
        let fd = try ControlSocketIO.streamSocket(nonBlocking: false, path: path)
        let seconds = min(max(0.001, timeout), 86_400)
        var limit = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        let e = ControlSocketIO.connect(fd, to: address)
        guard e == 0 else {
            Glibc.close(fd)
            if e == EAGAIN { throw ControlSocketError(.timedOut, call: "connect", errno: e, path: path) }
            throw .system("connect", path: path, errno: e)
        }
        self.fd = fd
    }

    deinit { close() }

    /// Closes the connection (the server sees end of file).
    public func close() {
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }

    /// Tells the server nothing more will be sent (it still answers what it got, then sees end
    /// of file); replies can still be read.
    ///
    /// The corresponding C function is `shutdown`.
    public func finishSending() {
        if fd >= 0 { shutdown(fd, Int32(SHUT_WR)) }
    }

    /// Sends `line` followed by `\n`. `line` must not contain a newline.
    ///
    /// The corresponding C function is `send`.
    public func send(_ line: String) throws(ControlSocketError) {
        guard !line.contains(where: \.isNewline) else { throw ControlSocketError(.invalidLine, call: "send", path: path) }
        try sendRaw(Array(line.utf8) + [UInt8(ascii: "\n")])
    }

    /// Sends `bytes` as they are (tests send partial and over-long lines with it).
    public func sendRaw(_ bytes: [UInt8]) throws(ControlSocketError) {
        var rest = bytes[...]
        while !rest.isEmpty {
            guard fd >= 0 else { throw ControlSocketError(.connectionClosed, call: "send", path: path) }
            let n = ControlSocketIO.send(fd, rest)
            guard n >= 0 else { throw .system("send", path: path) }
            rest = rest.dropFirst(n)
        }
    }

    /// Reads one line (without its `\n`), waiting at most `timeout` seconds for it.
    /// Throws `.timedOut`, or `.connectionClosed` when the server closed first.
    ///
    /// The corresponding C functions are `poll` and `read`.
    public func readLine(timeout: Double) throws(ControlSocketError) -> String {
        let deadline = Date().addingTimeInterval(max(0, timeout))
        while true {
            if let nl = inbox.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: inbox[..<nl], as: UTF8.self)
                inbox.removeSubrange(...nl)
                return line
            }
            try fill(until: deadline)
        }
    }

    /// Reads a reply's payload (the chunks after a reply line whose JSON has `"payload":true`),
    /// handing each chunk to `sink` as it arrives; returns the number of bytes. `timeout` bounds
    /// the wait for each chunk, not the whole payload. A chunk header that is not a length
    /// throws `.invalidLine`.
    public func readPayload(timeout: Double, into sink: ([UInt8]) throws -> Void) throws -> Int {
        var total = 0
        while true {
            let header = try readLine(timeout: timeout)
            guard let n = Int(header), n >= 0 else { throw ControlSocketError(.invalidLine, call: "read", path: path) }
            if n == 0 { return total }
            let deadline = Date().addingTimeInterval(max(0, timeout))
            while inbox.count < n { try fill(until: deadline) }
            try sink(Array(inbox[..<n]))
            inbox.removeSubrange(..<n)
            total += n
        }
    }

    /// Reads what is there into the inbox, waiting until `deadline` for something.
    private func fill(until deadline: Date) throws(ControlSocketError) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            guard fd >= 0 else { throw ControlSocketError(.connectionClosed, call: "read", path: path) }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw ControlSocketError(.timedOut, call: "poll", errno: ETIMEDOUT, path: path) }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pfd, 1, Int32(min(left * 1000, Double(Int32.max)).rounded(.up)))
            if ready < 0 {
                if errno == EINTR { continue }
                throw .system("poll", path: path)
            }
            if ready == 0 { continue }
            let n = ControlSocketIO.read(fd, into: &buffer)
            if n < 0 {
                // A server that closes with unread input resets the connection.
                if errno == ECONNRESET { throw ControlSocketError(.connectionClosed, call: "read", errno: ECONNRESET, path: path) }
                throw .system("read", path: path)
            }
            if n == 0 { throw ControlSocketError(.connectionClosed, call: "read", path: path) }
            inbox.append(contentsOf: buffer[0..<n])
            return
        }
    }

    /// Sends `line` and returns the reply line.
    public func request(_ line: String, timeout: Double = 5) throws(ControlSocketError) -> String {
        do {
            try send(line)
        } catch where error.errno == EPIPE || error.errno == ECONNRESET {
            // The server closed before the line went out; the reason it wrote first (a full
            // server refusing the connection) is still there to read.
            if let last = try? readLine(timeout: 1) { return last }
            throw error
        }
        return try readLine(timeout: timeout)
    }

    /// Whether the server has closed the connection (end of file within `timeout` seconds, with
    /// no more data).
    public func isClosedByServer(timeout: Double) -> Bool {
        do {
            _ = try readLine(timeout: timeout)
            return false
        } catch {
            return error.reason == .connectionClosed
        }
    }
}
