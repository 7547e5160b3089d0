import Foundation
import VitrinePlatform

/// `vitrinectl record FILE [--seconds S]` and `vitrinectl replay FILE`: conversations of
/// several requests on one connection (Docs/control-protocol.md, "record" and "replay"). The
/// recording's file is written here, by the client, never by the kiosk.
struct InputRecordingCommands {
    let path: String
    let timeout: Double
    let json: Bool

    /// Seconds between `record status` requests while recording: well inside the server's
    /// idle timeout (60 s), which would otherwise close a quiet connection.
    static let keepAlive = 20.0
    /// Event lines sent ahead of their replies (each reply is read before more are sent, so
    /// neither side's buffers fill).
    static let window = 32

    enum Failure: Error {
        /// An error for standard error, and the exit status.
        case message(String, Int32)
    }

    // MARK: record

    /// Records until `seconds` pass, Enter is pressed (or standard input ends), or SIGINT/SIGTERM
    /// (Ctrl-C) arrives; then writes the recording to `file`.
    func record(arguments: [String]) throws(Failure) {
        var file: String?
        var seconds: Double?
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--seconds" {
                guard i + 1 < arguments.count, let s = Double(arguments[i + 1]), s > 0, s <= 86_400 else {
                    throw .message("record: --seconds needs a number of seconds (more than 0, at most 86400)", 1)
                }
                seconds = s
                i += 2
            } else if a.hasPrefix("--") {
                throw .message("record: unknown option \(a); usage: record FILE [--seconds S]", 1)
            } else if file == nil {
                file = a
                i += 1
            } else {
                throw .message("record: one file only; usage: record FILE [--seconds S]", 1)
            }
        }
        guard let file else { throw .message("usage: record FILE [--seconds S] (records until S seconds pass, Enter or Ctrl-C)", 1) }
        // Check the file can be written before recording anything. Whatever happens, no
        // partial file is left (an uncommitted OutputFile removes its temporary).
        let out: OutputFile
        do {
            out = try OutputFile(path: file)
        } catch {
            throw .message(error.description, 1)
        }
        let client = try connect()
        let started = try ok(client, "record start")
        if !json { FileHandle.standardError.write(Data("\(started.text) (\(seconds.map { "\(Self.format($0)) s, " } ?? "")Enter or Ctrl-C stops)\n".utf8)) }
        // SIGINT and SIGTERM wait as pending signals, looked at between polls of standard input.
        var stops = sigset_t()
        sigemptyset(&stops)
        sigaddset(&stops, SIGINT)
        sigaddset(&stops, SIGTERM)
        sigprocmask(SIG_BLOCK, &stops, nil)
        let start = Date()
        var lastPing = start
        var stdinOpen = isatty(STDIN_FILENO) == 1 || seconds == nil
        while true {
            if let s = seconds, Date().timeIntervalSince(start) >= s { break }
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGINT) == 1 || sigismember(&pending, SIGTERM) == 1 { break }
            if stdinOpen {
                var pfd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                if poll(&pfd, 1, 200) > 0 {
                    var byte: UInt8 = 0
                    let n = read(STDIN_FILENO, &byte, 1)
                    if n <= 0 {
                        // End of input: with --seconds keep going; without, that is the stop.
                        if seconds == nil { break }
                        stdinOpen = false
                    } else if byte == UInt8(ascii: "\n") {
                        break
                    }
                }
            } else {
                usleep(200_000)
            }
            if Date().timeIntervalSince(lastPing) >= Self.keepAlive {
                _ = try ok(client, "record status")
                lastPing = Date()
            }
        }
        let replyLine = try request(client, "record stop", extra: 0)
        let reply = ReplyLine(replyLine)
        guard reply.ok else { throw .message(reply.error, 1) }
        do {
            if reply.hasPayload { _ = try client.readPayload(timeout: timeout) { try out.write($0) } }
            try out.commit()
        } catch let f as OutputFile.Failure {
            throw .message(f.description, 1)
        } catch {
            throw .message("the recording did not arrive whole: \(error)", VitrineCtl.unavailable)
        }
        print(json ? replyLine : "\(reply.text); wrote \(file)")
    }

    // MARK: replay

    /// Reads `file` (checking every line first), sends it, and waits while the kiosk plays it.
    func replay(arguments: [String]) throws(Failure) {
        guard arguments.count == 1, let file = arguments.first, !file.hasPrefix("--") else {
            throw .message("usage: replay FILE (a recording made by vitrinectl record)", 1)
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .message("cannot read \(file): \(String(cString: strerror(errno)))", 1)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .message("\(file): not UTF-8 text", 1) }
        // (file line number, line) of the header and of each event.
        var header: (Int, String)?
        var events: [(Int, String)] = []
        var last = 0.0
        let maxLine = ControlSocketServer.defaultMaxLineLength - "replay event ".utf8.count
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
            let number = i + 1
            if InputRecordingFormat.isSkipped(line) { continue }
            guard line.utf8.count <= maxLine else { throw .message("\(file):\(number): longer than \(maxLine) bytes", 1) }
            do {
                if header == nil {
                    _ = try InputRecordingFormat.parseHeader(line)
                    header = (number, line)
                } else {
                    last = max(last, try InputRecordingFormat.parseEvent(line).time)
                    events.append((number, line))
                    guard events.count <= InputRecordingFormat.maxEvents else {
                        throw Failure.message("\(file):\(number): more than \(InputRecordingFormat.maxEvents) events", 1)
                    }
                }
            } catch let e as InputRecordingError {
                throw .message("\(file):\(number): \(e.description)", 1)
            } catch let f as Failure {
                throw f
            } catch {
                throw .message("\(file):\(number): \(error)", 1)
            }
        }
        guard let header else { throw .message("\(file): empty (no header line)", 1) }
        let client = try connect()
        do {
            let begun = ReplyLine(try client.request("replay begin \(header.1)", timeout: timeout))
            guard begun.ok else { throw Failure.message("\(file):\(header.0): \(begun.error)", 1) }
            var sent = 0, answered = 0
            while answered < events.count {
                while sent < events.count, sent - answered < Self.window {
                    try client.send("replay event \(events[sent].1)")
                    sent += 1
                }
                let reply = ReplyLine(try client.readLine(timeout: timeout))
                if !reply.ok {
                    let failed = events[answered].0
                    // Read the replies still due, then drop what the kiosk holds.
                    for _ in (answered + 1)..<sent { _ = try? client.readLine(timeout: timeout) }
                    _ = try? client.request("replay abort", timeout: timeout)
                    throw Failure.message("\(file):\(failed): \(reply.error)", 1)
                }
                answered += 1
            }
        } catch let f as Failure {
            throw f
        } catch {
            throw .message(VitrineCtl.explain(error, path: path), VitrineCtl.unavailable)
        }
        let done = try request(client, "replay end", extra: last)
        let reply = ReplyLine(done)
        guard reply.ok else { throw .message(reply.error, 1) }
        print(json ? done : reply.text)
    }

    // MARK: Helpers

    private func connect() throws(Failure) -> ControlSocketClient {
        do {
            return try ControlSocketClient(path: path, timeout: timeout)
        } catch {
            throw .message(VitrineCtl.explain(error, path: path), VitrineCtl.unavailable)
        }
    }

    /// Sends `line`, waits `timeout + extra` seconds for the reply line.
    private func request(_ client: ControlSocketClient, _ line: String, extra: Double) throws(Failure) -> String {
        do {
            return try client.request(line, timeout: timeout + extra)
        } catch {
            throw .message(VitrineCtl.explain(error, path: path), VitrineCtl.unavailable)
        }
    }

    /// Sends `line`; an error reply fails.
    private func ok(_ client: ControlSocketClient, _ line: String) throws(Failure) -> ReplyLine {
        let reply = ReplyLine(try request(client, line, extra: 0))
        guard reply.ok else { throw .message(reply.error, 1) }
        return reply
    }

    static func format(_ s: Double) -> String { s == s.rounded() ? String(Int(s)) : String(s) }

    /// Seconds beyond `--timeout` to wait for the reply to `command`: a swipe answers when it
    /// is done, `wait-idle` when the screen has settled or its time is up.
    static func extraReplyTime(command: String, arguments: [String]) -> Double {
        switch command {
        case "swipe": return (arguments.count == 5 ? Double(arguments[4]) ?? 300 : 300).clamped(0, 10_000) / 1000
        case "wait-idle": return (arguments.count == 1 ? Double(arguments[0]) ?? 10_000 : 10_000).clamped(0, 600_000) / 1000
        default: return 0
        }
    }
}

extension Double {
    fileprivate func clamped(_ lo: Double, _ hi: Double) -> Double { isFinite ? Swift.min(hi, Swift.max(lo, self)) : lo }
}
