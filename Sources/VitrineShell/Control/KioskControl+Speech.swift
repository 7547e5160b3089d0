import Foundation
import Vitrine
import VitrinePlatform

extension KioskControl {
    /// `speech on|off|status`: starts or stops the screen reader (ScreenReader) on the
    /// control's screen, or reports it (on or off, the focused element, the last thing said,
    /// the volume); `speech --follow` streams what is spoken (KioskControl+SpeechFollow.swift).
    package func installSpeechCommand() {
        register(KioskControlCommandHandler(name: "speech", usage: "speech on|off|status|--follow") { [weak self] request in
            guard let self else { return }
            if request.arguments == ["--follow"] {
                self.followSpeech(request)
                return
            }
            guard let reader = self.screenReader else {
                request.respond(.error("speech: this kiosk has no screen reader"))
                return
            }
            let was = reader.isRunning
            switch request.arguments {
            case ["on"]:
                reader.start()
                request.respond(.ok(was ? "speech on (unchanged)" : "speech on", fields: [("speech", true)]))
            case ["off"]:
                reader.stop()
                request.respond(.ok(was ? "speech off" : "speech off (unchanged)", fields: [("speech", false)]))
            case ["status"]:
                request.respond(Self.speechStatus(of: reader))
            default:
                request.respond(.error("usage: speech on|off|status|--follow"))
            }
        })
    }
}

extension KioskControl {
    /// `speech status`: whether the reader is on, the focused element's accessibility label,
    /// the last utterance and the speech volume (its level and gain), as text and as the JSON
    /// fields `speech`, `focused`, `last` and `volume` (`{"step", "steps", "db"}`), `null`
    /// for what there is none of.
    static func speechStatus(of reader: ScreenReader) -> ControlReply {
        let focused = reader.focusedElement?.accessibilityLabel
        let last = reader.lastUtterance?.text
        let level = reader.volumeLevel
        var text = "speech \(reader.isRunning ? "on" : "off")"
        text += "; focused: " + (focused.map { "\"\($0)\"" } ?? "none")
        text += "; last: " + (last.map { "\"\($0)\"" } ?? "none")
        if let level { text += "; volume \(level.step) of \(level.steps) (" + String(format: "%g", level.decibels) + " dB)" }
        let volume: JSONValue = level.map {
            .object([("step", .int($0.step)), ("steps", .int($0.steps)), ("db", .double($0.decibels))])
        } ?? .null
        return .ok(text, fields: [("speech", .bool(reader.isRunning)), ("focused", focused.map { .string($0) } ?? .null),
                                  ("last", last.map { .string($0) } ?? .null), ("volume", volume)])
    }
}
