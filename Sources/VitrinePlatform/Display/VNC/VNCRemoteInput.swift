import Foundation
import Logging
import VitrineGraphics

/// The main-actor side of remote input: each control client's pointer and keys through its
/// own ``VNCInputTranslator`` into actions for the kiosk, every input logged with the client's
/// address and role (touch down/up with coordinates, key presses; floods summarised).
@MainActor
public final class VNCRemoteInput {
    /// Maps VNC pixels (the compositor's buffer) to the panel's pixels: the inverse of
    /// `display.panelToInterface`.
    public var toPanel: () -> CGAffineTransform = { .identity }
    /// The VNC image's size (positions are clamped to it).
    public var imageSize: () -> PixelSize = { PixelSize(width: 1, height: 1) }
    /// The key that types a keysym on the kiosk's keymap, and whether Shift is needed.
    public var keyLookup: (UInt32) -> (code: Int, shifted: Bool)? = VNCKeysyms.key(for:)
    /// The clock input events are stamped with.
    public var now: () -> Double = { ProcessInfo.processInfo.systemUptime }
    /// Carries out the actions (the kiosk: `deliverInput`, text input).
    public var perform: ([VNCAction]) -> Void = { _ in }

    private var translators: [Int: VNCInputTranslator] = [:]
    private var logs: [Int: VNCInputLog] = [:]
    private let log = Logger(label: "vitrine.vnc.input")

    public init() {}

    /// Connects `server`'s input to this.
    public func attach(to server: VNCServer) {
        server.onInput = { [weak self] client, inputs in self?.handle(client, inputs) }
        server.onClientGone = { [weak self] client in self?.clientGone(client) }
    }

    /// Translates and performs `inputs` from `client`.
    public func handle(_ client: VNCClient, _ inputs: [VNCInput]) {
        let time = now()
        var t = translators[client.id] ?? VNCInputTranslator(slot: client.touchSlot, keyLookup: keyLookup)
        var l = logs[client.id] ?? VNCInputLog()
        let transform = toPanel(), size = imageSize()
        var actions: [VNCAction] = []
        for input in inputs {
            let wasTouching = t.touching
            let out = t.translate(input, toPanel: transform, size: size, time: time)
            for line in l.note(Self.describe(input, wasTouching: wasTouching, nowTouching: t.touching, actions: out), now: time) {
                log.notice("\(client): \(line)")
            }
            actions += out
        }
        translators[client.id] = t
        logs[client.id] = l
        if !actions.isEmpty { perform(actions) }
    }

    /// `client` left: its touch is cancelled, its keys released.
    public func clientGone(_ client: VNCClient) {
        if var t = translators.removeValue(forKey: client.id) {
            let actions = t.cancel(time: now())
            if !actions.isEmpty { perform(actions) }
        }
        if var l = logs.removeValue(forKey: client.id), let s = l.summary() { log.notice("\(client): \(s)") }
    }

    /// The log line for one input (`nil`: a motion, only counted).
    static func describe(_ input: VNCInput, wasTouching: Bool, nowTouching: Bool, actions: [VNCAction]) -> String? {
        switch input {
        case let .pointer(_, x, y):
            if !wasTouching && nowTouching { return "touch down at \(x),\(y)" }
            if wasTouching && !nowTouching { return "touch up at \(x),\(y)" }
            return nil
        case let .key(keysym, down):
            guard down else { return nil }
            let name = String(format: "0x%04x", keysym)
            for a in actions {
                if case .text = a { return "text input (keysym \(name))" }
                if case .events(let events) = a, let code = events.compactMap({ e -> Int? in
                    if case let .key(code, true, _) = e, code != 42 || events.count == 1 { return code }
                    return nil
                }).last {
                    return "key \(code) down (keysym \(name))"
                }
            }
            return "key ignored (keysym \(name): no key or character)"
        }
    }
}
