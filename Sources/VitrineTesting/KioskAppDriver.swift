import Foundation
import VitrineGraphics
import VitrinePlatform

/// Drives a kiosk app running in its own process, as a UI test does: Vitrine's Swift-native
/// stand-in for XCTest's `XCUIApplication`. It launches the app's executable on the headless
/// backend with a configuration of its own (a control socket and a state directory in a
/// temporary directory), then speaks the control socket protocol (Docs/control-protocol.md)
/// to it: taps by `accessibilityIdentifier`, types text, waits for views and labels in the
/// view tree, takes screenshots, and ends it with SIGTERM.
///
/// ```swift
/// let app = try KioskAppDriver(executable: ".build/debug/MyKiosk")
/// try app.tap(identifier: "start")
/// try app.waitForLabel("Welcome")
/// let status = try app.terminate()      // 0: a clean exit
/// ```
///
/// Like XCTest's UI tests, each tap and each typing first waits (bounded) for the app to settle
/// (`waitForIdle`): no animation or transition running, no frame pending.
///
/// Every wait is bounded (`timeout`, in seconds of real time): the driver polls the app's
/// view tree until what it waits for is there, and throws `KioskAppDriver.Failure` (with the
/// app's output) when it is not in time or when the app exited. Not thread-safe: one test
/// drives one app.
public final class KioskAppDriver {
    /// Why the driver could not do what it was asked, with what the app wrote.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The app's process.
    public let process = Process()
    /// The temporary directory: `app.toml`, `control.sock`, `state/`, `output.log`.
    public let directory: String
    /// The control socket the app listens on.
    public var socketPath: String { directory + "/control.sock" }
    private var client: ControlSocketClient?

    /// Launches `executable` as
    /// `executable --backend headless --size WxH --config DIR/app.toml ARGUMENTS…` (the
    /// options every `VitrineKiosk.main` app and `vitrine-demo` take), where `app.toml` sets
    /// `[shell] control_socket` and `state_directory` inside a new temporary directory, plus
    /// `extraConfiguration` (more TOML, appended), and waits until its control socket answers
    /// `status` (at most `launchTimeout` seconds). Throws when the executable is missing or
    /// the app exits or does not answer in time.
    public init(executable: String, arguments: [String] = [], width: Int = 1280, height: Int = 800,
                extraConfiguration: String = "", launchTimeout: Double = 30) throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw Failure(description: "no executable at \(executable) (build it first)")
        }
        let template = NSTemporaryDirectory() + "vitrine-app-XXXXXX"
        var chars = Array(template.utf8CString)
        guard let made = mkdtemp(&chars) else { throw Failure(description: "cannot make a temporary directory: errno \(errno)") }
        directory = String(cString: made)
        let config = """
            [shell]
            control_socket = "\(directory)/control.sock"
            state_directory = "\(directory)/state"

            """ + extraConfiguration
        try FileManager.default.createDirectory(atPath: directory + "/state", withIntermediateDirectories: true)
        try config.write(toFile: directory + "/app.toml", atomically: true, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: directory + "/output.log", contents: nil)
        let output = FileHandle(forWritingAtPath: directory + "/output.log")
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--backend", "headless", "--size", "\(width)x\(height)", "--config", directory + "/app.toml"] + arguments
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let deadline = Date().addingTimeInterval(launchTimeout)
        while true {
            if !process.isRunning {
                throw Failure(description: "\(executable) exited with status \(process.terminationStatus) before its control socket answered\n\(self.output)")
            }
            if FileManager.default.fileExists(atPath: socketPath), let c = try? ControlSocketClient(path: socketPath, timeout: 1),
               (try? c.request("status", timeout: 5)) != nil {
                client = c
                break
            }
            guard Date() < deadline else {
                process.terminate()
                throw Failure(description: "\(executable) did not answer on \(socketPath) within \(launchTimeout) s\n\(self.output)")
            }
            usleep(50_000)
        }
    }

    deinit {
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// What the app wrote to its standard output and error so far.
    public var output: String {
        (try? String(contentsOfFile: directory + "/output.log", encoding: .utf8)) ?? ""
    }

    /// Sends one command line and returns its reply's JSON object; throws the kiosk's error
    /// (`"ok":false`). A reply with a payload has it read and handed to `payload`.
    @discardableResult
    public func request(_ line: String, timeout: Double = 10, payload: (([UInt8]) -> Void)? = nil) throws -> [String: Any] {
        guard let client else { throw Failure(description: "the app is not running") }
        let reply: String
        do { reply = try client.request(line, timeout: timeout) } catch {
            throw Failure(description: "\(line): \(error)\n\(output)")
        }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(reply.utf8))) as? [String: Any] else {
            throw Failure(description: "\(line): a reply that is not a JSON object: \(reply)")
        }
        if object["payload"] as? Bool == true {
            var bytes: [UInt8] = []
            do { _ = try client.readPayload(timeout: timeout) { bytes += $0 } } catch {
                throw Failure(description: "\(line): payload: \(error)")
            }
            payload?(bytes)
        }
        guard object["ok"] as? Bool == true else {
            throw Failure(description: "\(line): \(object["error"] as? String ?? reply)")
        }
        return object
    }

    /// Taps the centre of the visible view whose `accessibilityIdentifier` is `identifier`
    /// (control `tap --id`: refused when there is none or another view covers it), once the
    /// app has settled (`waitForIdle`).
    public func tap(identifier: String) throws {
        settleBeforeAction()
        try request("tap --id \(identifier)")
    }

    /// Taps at (`x`, `y`) in the screenshot's pixels, once the app has settled (`waitForIdle`).
    public func tap(x: Int, y: Int) throws {
        settleBeforeAction()
        try request("tap \(x) \(y)")
    }

    /// Types `text` into the active text input (control `type`; a newline is Return), once the
    /// app has settled (`waitForIdle`).
    public func type(_ text: String) throws {
        settleBeforeAction()
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
        try request("type \(escaped)")
    }

    /// How long `tap` and `type` wait for the app to settle before acting, in seconds of real
    /// time (0: they act at once).
    public var idleTimeout: Double = 10

    /// Waits until the app has settled — no animation or transition running (an animated push,
    /// a presentation, a rotation), no frame wanted or on its way to the panel — as XCTest
    /// waits for an iOS app to idle before each UI-test action: a tap sent during a push would
    /// reach the screen half-way through it and be lost. Endless motion (a spinning activity
    /// indicator, a repeating animation) does not count. Throws when the app has not settled
    /// within `timeout` seconds (control `wait-idle`; at most 600 s, a timeout that is not a
    /// number is 10 s).
    public func waitForIdle(timeout: Double = 10) throws {
        let seconds = timeout.isFinite ? min(600, max(0, timeout)) : 10
        try request("wait-idle \(Int((seconds * 1000).rounded()))", timeout: seconds + 10)
    }

    /// The wait `tap` and `type` do first: an app that does not settle in `idleTimeout` still
    /// gets the action (as XCTest goes on after its idle wait times out), with a line on
    /// standard error saying so.
    private func settleBeforeAction() {
        guard idleTimeout > 0 else { return }
        do { try waitForIdle(timeout: idleTimeout) } catch {
            FileHandle.standardError.write(Data("KioskAppDriver: acting without the app settled: \(error)\n".utf8))
        }
    }

    /// The view tree (control `tree`) as parsed JSON.
    public func tree() throws -> [String: Any] {
        var document: [UInt8] = []
        try request("tree", payload: { document = $0 })
        guard let tree = (try? JSONSerialization.jsonObject(with: Data(document))) as? [String: Any] else {
            throw Failure(description: "tree: the document is not JSON")
        }
        return tree
    }

    /// Waits until a view whose `accessibilityIdentifier` is `identifier` is in the tree and
    /// returns it (its JSON object: `frame`, `text`, `accessibilityLabel`, …).
    @discardableResult
    public func waitForView(identifier: String, timeout: Double = 10) throws -> [String: Any] {
        try waitFor("a view with accessibilityIdentifier '\(identifier)'", timeout: timeout) {
            Self.firstView(in: $0) { $0["accessibilityIdentifier"] as? String == identifier }
        }
    }

    /// Waits until a view shows `text` (a label's text, a button's title, a text field's text)
    /// or has it as its `accessibilityLabel`, and returns it.
    @discardableResult
    public func waitForLabel(_ text: String, timeout: Double = 10) throws -> [String: Any] {
        try waitFor("a view showing '\(text)'", timeout: timeout) {
            Self.firstView(in: $0) { $0["text"] as? String == text || $0["accessibilityLabel"] as? String == text }
        }
    }

    /// The screen now, as the app presented it (control `screenshot`): the panel's pixels, or
    /// with `interface` turned upright as the interface is.
    public func screenshot(interface: Bool = false) throws -> PixelBuffer {
        var png: [UInt8] = []
        try request(interface ? "screenshot --interface" : "screenshot", payload: { png = $0 })
        do { return try PNGCodec.decode(png).buffer } catch { throw Failure(description: "screenshot: \(error)") }
    }

    /// Sends SIGTERM and waits (at most `timeout` seconds, then SIGKILL) for the app to exit;
    /// returns its exit status (0 for a clean exit; a signal's number when killed by one).
    @discardableResult
    public func terminate(timeout: Double = 10) throws -> Int32 {
        client?.close()
        client = nil
        guard process.isRunning else { return process.terminationStatus }
        process.terminate()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw Failure(description: "the app did not exit within \(timeout) s of SIGTERM (killed)\n\(output)")
        }
        return process.terminationStatus
    }

    private func waitFor(_ what: String, timeout: Double, _ find: ([String: Any]) -> [String: Any]?) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let found = find(try tree()) { return found }
            guard process.isRunning else { throw Failure(description: "the app exited while waiting for \(what)\n\(output)") }
            guard Date() < deadline else { throw Failure(description: "no \(what) within \(timeout) s") }
            usleep(50_000)
        }
    }

    /// The first view (depth first, back to front) of the tree document `tree` that `matches`.
    static func firstView(in tree: [String: Any], where matches: ([String: Any]) -> Bool) -> [String: Any]? {
        func visit(_ view: [String: Any]) -> [String: Any]? {
            if matches(view) { return view }
            for s in view["subviews"] as? [[String: Any]] ?? [] { if let f = visit(s) { return f } }
            return nil
        }
        for w in tree["windows"] as? [[String: Any]] ?? [] { if let f = visit(w) { return f } }
        return nil
    }
}
