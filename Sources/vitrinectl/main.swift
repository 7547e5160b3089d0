// vitrinectl: talks to a running Vitrine kiosk over its control socket.
import ArgumentParser
import Foundation
import VitrinePlatform

/// `vitrinectl [--socket PATH] <command> [args…]`: sends one command line to the kiosk's
/// control socket and prints the reply.
struct VitrineCtl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrinectl",
        abstract: "Controls a running Vitrine kiosk through its control socket.",
        discussion: """
            Commands: status; rotate <portrait|portrait-upside-down|landscape-left|landscape-right|landscape>; \
            log-level <trace|debug|info|notice|warning|error|critical>; memory-warning; reload; save-state; \
            restore-skipped (put the state skipped after repeated crashes back; restored at the next start); \
            clear-skipped (remove it); blank; wake; dim; content-size-category <extraSmall|small|medium|large|\
            extraLarge|extraExtraLarge|extraExtraExtraLarge|accessibilityMedium|accessibilityLarge|\
            accessibilityExtraLarge|accessibilityExtraExtraLarge|accessibilityExtraExtraExtraLarge> (the \
            Dynamic Type text size, live); appearance <light|dark> (dark mode, live until the next \
            reload or restart; [display] appearance sets it for good); speech <on|off|status> (the \
            screen reader; status: on or off, the focused element, the last thing said, the volume); \
            accessibility [status|set KEY=VALUE…|reset|menu|close] (the customer's accessibility menu: \
            text_size, increase_contrast, bold_text, reduce_motion, grayscale, audio, more_time; reset: back to \
            the configured defaults; menu: open it on the panel); help (the kiosk's own list).

            Input (through the same path as the touchscreen's; X, Y in the screenshot's pixels; \
            logged to the journal): tap X Y; tap --id IDENTIFIER (the centre of the visible view with \
            that accessibilityIdentifier); swipe X1 Y1 X2 Y2 [MS] (default 300 ms, 10-10000); \
            type TEXT (into the focused text field; \\n is Return, \\t a tab); key NAME (Linux key \
            names: enter, esc, tab, backspace, left, f5, a; with modifiers ctrl+a, shift+tab, \
            alt+f4); record FILE [--seconds S] (records every input until S seconds, Enter or \
            Ctrl-C, then writes FILE); replay FILE (plays a recording with its timing); wait-idle [MS] \
            (answers once no animation or transition runs and no frame is pending; default 10000 ms).

            The main service's socket (/run/vitrine/control.sock) is 0660, owned by user and group \
            'vitrine': run vitrinectl as root (sudo vitrinectl status) or as a member of the group. An \
            app instance (vitrine-app@APP.service) is a user of its own, and only it and root may \
            enter its directory: sudo vitrinectl --socket /run/vitrine-app/APP/control.sock status.

            Replies are JSON lines (Docs/control-protocol.md): vitrinectl prints the reply's text \
            (--json: the line itself); a reply's payload (a screenshot, a tree) goes to the command's \
            file (screenshot FILE.png), to -o/--output FILE (before or after the command: tree -o \
            FILE), or to standard output. Files are written here, by vitrinectl, never by the \
            kiosk, through a new temporary file renamed over FILE once whole.

            Speech: speech on|off (the screen reader); speech --follow (one JSON line per utterance \
            spoken, {"time":…,"language":…,"text":…,"voice":…}, as it starts, until interrupted).

            Exit status: 0 for an 'ok' reply, 1 for an error reply (printed to standard error), 69 \
            when no kiosk answers on the socket.
            """
    )

    /// EX_UNAVAILABLE from sysexits.h: the service is not there.
    static let unavailable: Int32 = 69

    @Option(help: "The control socket (default: $VITRINE_CONTROL_SOCKET, else /run/vitrine/control.sock).")
    var socket: String?

    @Option(help: "Seconds to wait for the kiosk to take the connection, and again for the reply.")
    var timeout: Double = 5

    @Argument(help: "The command: status, rotate, log-level, memory-warning, reload, save-state, restore-skipped, clear-skipped, blank, wake, dim, content-size-category, appearance, speech, accessibility, tap, swipe, type, key, record, replay, wait-idle, help.")
    var command: String

    @Argument(parsing: .captureForPassthrough, help: "The command's arguments (rotate portrait, log-level debug, tap 100 200, tap --id ok, key ctrl+a).")
    var arguments: [String] = []

    @Flag(help: "Print the kiosk's reply line (JSON) as it is.")
    var json = false

    @Option(name: [.customShort("o"), .long], help: "Write the reply's payload (a PNG, a tree) to this file instead of standard output.")
    var output: String?

    func validate() throws {
        guard timeout > 0 else { throw ValidationError("--timeout must be more than 0 seconds") }
        guard !([command] + arguments).contains(where: { $0.contains(where: \.isNewline) }) else {
            throw ValidationError("a command and its arguments cannot contain newlines")
        }
    }

    func run() throws {
        let path = socket ?? ProcessInfo.processInfo.environment["VITRINE_CONTROL_SOCKET"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "/run/vitrine/control.sock"
        if command == "record" || command == "replay" {
            // Conversations of several requests (InputRecordingCommands.swift).
            let conversation = InputRecordingCommands(path: path, timeout: timeout, json: json)
            do {
                if command == "record" { try conversation.record(arguments: arguments) } else { try conversation.replay(arguments: arguments) }
            } catch {
                guard case let .message(text, status) = error else { return }
                Self.fail(text, status: status)
            }
            return
        }
        let given: (rest: [String], output: String?)
        do {
            given = try ClientSideFiles.takeOutputOption(command: command, arguments: arguments)
        } catch {
            Self.fail(error.description, status: 1)
        }
        let output = given.output ?? self.output
        let (send, fileArgument) = ClientSideFiles.split(command: command, arguments: given.rest)
        let line = ([command] + send).joined(separator: " ")
        let client: ControlSocketClient
        let replyLine: String
        do {
            client = try ControlSocketClient(path: path, timeout: timeout)
            replyLine = try client.request(line, timeout: timeout + InputRecordingCommands.extraReplyTime(command: command, arguments: send))
        } catch {
            Self.fail(Self.explain(error, path: path), status: Self.unavailable)
        }
        let reply = ReplyLine(replyLine)
        if reply.hasPayload {
            // A followed stream has no end to wait for: no time limit between its lines.
            let follows = command == "speech" && send == ["--follow"]
            // Said at once (on standard error: the stream owns standard output), so a script
            // knows the subscription is in place.
            if follows, reply.ok { FileHandle.standardError.write(Data((reply.text + "\n").utf8)) }
            do {
                try receivePayload(from: client, to: output ?? fileArgument, timeout: follows ? Self.forever : timeout)
            } catch {
                Self.fail("the payload did not arrive whole: \(error)", status: Self.unavailable)
            }
        }
        if json {
            print(replyLine)
            if !reply.ok { Foundation.exit(1) }
            return
        }
        guard reply.ok else { Self.fail(reply.error, status: 1) }
        if !reply.text.isEmpty { print(reply.text) }
    }

    /// A wait without a limit (about 30 years).
    static let forever: Double = 1e9

    /// Reads the payload into `file` (written here, by the client), or standard output,
    /// waiting at most `timeout` seconds for each chunk.
    private func receivePayload(from client: ControlSocketClient, to file: String?, timeout: Double) throws {
        guard let file else {
            _ = try client.readPayload(timeout: timeout) { FileHandle.standardOutput.write(Data($0)) }
            return
        }
        let out: OutputFile
        do {
            out = try OutputFile(path: file)
        } catch {
            // Read (and drop) the payload so the reply is whole, then say why.
            _ = try? client.readPayload(timeout: timeout) { _ in }
            Self.fail(error.description, status: 1)
        }
        _ = try client.readPayload(timeout: timeout) { try out.write($0) }
        do {
            try out.commit()
        } catch {
            Self.fail(error.description, status: 1)
        }
    }

    /// A sentence for a connection that did not give a reply.
    static func explain(_ error: any Error, path: String) -> String {
        guard let error = error as? ControlSocketError else { return "\(error)" }
        switch error.reason {
        case .systemCall where error.call == "connect":
            if error.errno == EACCES {
                return "no permission to use \(path) (\(error.errnoText)); run as root or as a member of group vitrine"
            }
            return "no Vitrine kiosk is listening on \(path) (\(error.errnoText))"
        case .timedOut where error.call == "connect":
            return "the kiosk on \(path) did not take the connection in time (busy or hung)"
        case .timedOut:
            return "the kiosk on \(path) did not reply in time"
        case .connectionClosed:
            return "the kiosk on \(path) closed the connection without replying"
        default:
            return "\(error)"
        }
    }

    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("vitrinectl: \(message)\n".utf8))
        Foundation.exit(status)
    }
}

VitrineCtl.main()
