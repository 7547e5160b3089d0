import Dispatch
import Foundation
import Logging
import Vitrine
import VitrineGraphics
import VitrinePlatform
import VitrineSpeech

/// The kiosk's control socket: owns a `ControlSocketServer` on the main queue and answers each
/// command on the main actor (`vitrinectl status`, `vitrinectl rotate portrait`, …).
///
/// What the shell can do itself (status, rotation through the key window, the log level, memory
/// warnings) it does; what belongs to the app (reloading its configuration, saving its state)
/// and to the idle policy (blank, wake, dim) comes in as `Actions`, and a command whose action
/// is absent replies `error <command> is not available in this app`.
///
/// Replies are one line of JSON (`{"ok":true,"text":"…",…}` or `{"ok":false,"error":"…"}`),
/// perhaps followed by a payload (Docs/control-protocol.md); `reply(to:)` gives the older text
/// form (`ok …` / `error …`) of the built-in commands. Commands beyond the built-in ones are
/// registered (`register(_:)`, KioskControl+Registry.swift). There is no UIKit counterpart (on
/// iOS, the system owns these controls).
///
/// ```swift
/// let control = KioskControl(screen: screen, actions: .init(saveState: { DemoState.save(); return "state saved" }))
/// try control.start(path: config.shell.controlSocket)
/// ```
@MainActor
public final class KioskControl {
    /// An app-provided command: returns the text after `ok ` (may be empty), or throws an error
    /// whose description becomes the text after `error `.
    public typealias Action = @MainActor () throws -> String

    /// The commands the app (or the idle policy) provides; `nil` ones are not available.
    public struct Actions {
        /// `reload`: read the configuration again (what SIGHUP does).
        public var reload: Action?
        /// `save-state`: write the state restoration archive now.
        public var saveState: Action?
        /// `restore-skipped`: put the state skipped after repeated crashes back for the next
        /// start.
        public var restoreSkipped: Action?
        /// `clear-skipped`: remove the state skipped after repeated crashes.
        public var clearSkipped: Action?
        /// Whether a skipped state is kept, for `status` (`skipped-state=yes|no`; omitted when
        /// `nil`).
        public var hasSkippedState: (@MainActor () -> Bool)?
        /// `blank`: turn the display off.
        public var blank: Action?
        /// `wake`: leave the idle state (undim, unblank).
        public var wake: Action?
        /// `dim`: dim the display.
        public var dim: Action?
        /// The idle state for `status` (`idle=VALUE`; omitted when `nil`).
        public var idleState: (@MainActor () -> String)?
        /// The number of connected VNC clients, when VNC is on (`status` shows `vnc-clients=N`).
        public var vncClients: (@MainActor () -> Int)?

        /// Actions; each absent one makes its command reply an error.
        public init(reload: Action? = nil, saveState: Action? = nil, blank: Action? = nil, wake: Action? = nil,
                    dim: Action? = nil, idleState: (@MainActor () -> String)? = nil) {
            self.reload = reload
            self.saveState = saveState
            self.blank = blank
            self.wake = wake
            self.dim = dim
            self.idleState = idleState
        }
    }

    /// The screen the commands act on.
    public let screen: UIScreen
    /// Where injected input goes (the kiosk's one input entry).
    public let input: KioskInput
    /// The registered commands by name (KioskControl+Registry.swift).
    var registered: [String: KioskControlCommandHandler] = [:]
    /// Their names in registration order (for `help`).
    var registeredOrder: [String] = []
    /// Told, with its id, when a client connection is closed (a deferred command of that
    /// client can stop).
    public var onConnectionClosed: [@MainActor (Int) -> Void] = []
    /// Asked, with a client's id, whether it has work in flight between its requests (a
    /// recording, a replay being sent or played): such a client is never closed to make room
    /// for a newcomer.
    public var isConnectionBusy: [@MainActor (Int) -> Bool] = []
    /// The app's commands.
    public var actions: Actions
    /// The screen reader `speech on|off` turns on and off (`nil`: the kiosk has none).
    package var screenReader: ScreenReader?
    /// The customer's accessibility menu `accessibility` shows and changes (`nil`: none).
    package var accessibilityMenu: AccessibilityMenu?
    /// What `speech --follow` streams: the shared speech engine's transcript (tests give theirs).
    package var speechTranscript: SpeechTranscript = SharedSpeechEngine.transcript
    /// When the control was made, on the screen's clock (`uptime=` counts from here).
    let startedAt: Double
    private var server: ControlSocketServer?

    /// A control for `screen` with the app's `actions`; injected input goes to `input` (by
    /// default straight to the screen). The socket opens with `start(path:)`.
    public init(screen: UIScreen, actions: Actions = Actions(), input: KioskInput? = nil) {
        self.screen = screen
        self.actions = actions
        self.input = input ?? KioskInput(screen: screen)
        startedAt = screen.clock.now
        installStandardCommands()
    }

    /// The socket's path while it is open.
    public var socketPath: String? { server?.path }

    /// Opens the control socket at `path` (0660; a stale socket is replaced, a live one or a
    /// non-socket file refuses) and answers commands on the main queue.
    public func start(path: String) throws(ControlSocketError) {
        stop()
        let server = ControlSocketServer(path: path, queue: .main, requestHandler: { [weak self] request in
            MainActor.assumeIsolated {
                guard let self else {
                    request.respond(ControlSocketResponse(line: ControlSocketResponse.errorLine("the kiosk is shutting down")))
                    return
                }
                self.handle(KioskControlRequest(line: request.line, connectionID: request.connectionID) { request.respond($0.response) })
            }
        })
        server.onConnectionClosed = { [weak self] id in
            MainActor.assumeIsolated {
                guard let self else { return }
                for o in self.onConnectionClosed { o(id) }
            }
        }
        server.isConnectionBusy = { [weak self] id in
            MainActor.assumeIsolated { self?.isConnectionBusy.contains { $0(id) } ?? false }
        }
        try server.start()
        self.server = server
    }

    /// Closes the socket and every client, and removes the socket file.
    public func stop() {
        server?.stop()
        server = nil
    }

    /// Answers `request`: a registered command, else a built-in one.
    public func handle(_ request: KioskControlRequest) {
        if let command = registered[request.name] {
            command.run(request)
            return
        }
        request.respond(builtInReply(to: request.line))
    }

    /// The reply to a built-in command line, with the status fields as JSON too.
    private func builtInReply(to line: String) -> ControlReply {
        var reply = ControlReply(textLine: reply(to: line))
        if reply.ok, (try? KioskControlCommand(parsing: line)) == .status {
            reply.fields = [("status", .object(statusFields().map { ($0.0, .string($0.1)) }))]
        }
        return reply
    }

    /// The version-1 reply line (`ok …` / `error …`, without `\n`) to one built-in command line
    /// (registered commands answer through `handle(_:)`).
    public func reply(to line: String) -> String {
        do {
            return perform(try KioskControlCommand(parsing: line))
        } catch {
            if !registeredOrder.isEmpty, error.description.hasPrefix("unknown command ") || error.description.hasPrefix("empty command") {
                return "error \(error), " + registeredOrder.joined(separator: ", ")
            }
            return "error \(error)"
        }
    }

    /// Runs `command`; returns its reply line.
    public func perform(_ command: KioskControlCommand) -> String {
        switch command {
        case .status:
            return "ok " + statusFields().map { "\($0.0)=\($0.1)" }.joined(separator: " ")
        case .rotate(let orientation):
            let name = KioskControlCommand.name(of: orientation)
            guard let window = screen.keyWindow ?? screen.windows.last else { return "error there is no window to rotate" }
            guard window.setOrientation(orientation, animated: true) else {
                if !UIApplication.shared.supportedInterfaceOrientations(for: window).contains(orientation.mask) {
                    return "error \(name) is not among the kiosk's allowed orientations"
                }
                return "error the root view controller does not allow \(name)"
            }
            return "ok orientation \(name)"
        case .logLevel(let level):
            JournalLogHandler.setLevel(level)
            return "ok log level \(level.rawValue)"
        case .memoryWarning:
            UIApplication.shared.deliverMemoryWarning()
            return "ok memory warning delivered"
        case .reload: return run(actions.reload, "reload")
        case .saveState: return run(actions.saveState, "save-state")
        case .restoreSkipped: return run(actions.restoreSkipped, "restore-skipped")
        case .clearSkipped: return run(actions.clearSkipped, "clear-skipped")
        case .blank: return run(actions.blank, "blank")
        case .wake: return run(actions.wake, "wake")
        case .dim: return run(actions.dim, "dim")
        case .contentSizeCategory(let category):
            let changed = UIApplication.setPreferredContentSizeCategory(category)
            return "ok content size category \(category.name)" + (changed ? "" : " (unchanged)")
        case .appearance(let style):
            let changed = screen.userInterfaceStyle != style
            screen.userInterfaceStyle = style
            return "ok appearance \(style == .dark ? "dark" : "light")" + (changed ? "" : " (unchanged)")
        case .help:
            return "ok commands: " + (KioskControlCommand.usage + registeredOrder.compactMap { registered[$0]?.usage })
                .joined(separator: ", ")
        }
    }

    /// `status`'s fields, in order: backend (the display's name up to its first space), the
    /// panel's size in pixels, the interface orientation, frames presented, the idle state
    /// (when known), whether a skipped state is kept (when state restoration is on), the glyph
    /// cache's glyphs and bytes (of its budget) and whole seconds since the control was made.
    public func statusFields() -> [(String, String)] {
        let size = screen.display.pixelSize
        var fields: [(String, String)] = [
            ("backend", String(screen.display.name.prefix { $0 != " " })),
            ("size", "\(size.width)x\(size.height)"),
            ("orientation", KioskControlCommand.name(of: screen.interfaceOrientation)),
            ("frames", "\(screen.frameCount)"),
        ]
        if let idle = actions.idleState?() { fields.append(("idle", String(idle.map { $0.isWhitespace ? "-" : $0 }))) }
        if let skipped = actions.hasSkippedState?() { fields.append(("skipped-state", skipped ? "yes" : "no")) }
        let glyphs = GlyphCache.shared.statistics
        fields.append(("glyphs", "\(glyphs.count)"))
        fields.append(("glyph-bytes", "\(glyphs.bytes)/\(glyphs.byteLimit)"))
        fields.append(("uptime", "\(Int(max(0, screen.clock.now - startedAt)))"))
        if let n = actions.vncClients?() { fields.append(("vnc-clients", "\(n)")) }
        return fields
    }

    /// An app action's reply.
    private func run(_ action: Action?, _ name: String) -> String {
        guard let action else { return "error \(name) is not available in this app" }
        do {
            let text = try action()
            return text.isEmpty ? "ok" : "ok \(text)"
        } catch {
            return "error \(error)"
        }
    }
}
