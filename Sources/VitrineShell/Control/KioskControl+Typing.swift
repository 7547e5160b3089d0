import Foundation
import Vitrine
import VitrinePlatform

extension KioskControl {
    /// `type TEXT`: the rest of the line, verbatim (UTF-8: Korean, emoji…), into the active
    /// text input the way the on-screen keyboard's keys insert text (`UIKeyInput.insertText`),
    /// composed as it stands whatever the input mode. Escapes: `\n` is the return key (a text
    /// field's return behaviour), `\t` a tab character, `\\` a backslash; any other backslash
    /// is kept as it is. The journal says how many characters, never the text.
    func registerType(_ injector: ControlInputInjector) {
        register(KioskControlCommandHandler(name: "type", usage: "type <text> (\\n: return, \\t: tab, \\\\: backslash)") { request in
            injector.type(request)
        })
    }
}

extension ControlInputInjector {
    /// `text` as keyboard actions: runs of text, `\n` as return, `\t` a tab, `\\` a backslash.
    static func typingActions(_ text: String) -> [KeyboardAction] {
        var actions: [KeyboardAction] = []
        var run = ""
        var escaped = false
        func flush() { if !run.isEmpty { actions.append(.text(run)); run = "" } }
        for c in text {
            if escaped {
                escaped = false
                switch c {
                case "n": flush(); actions.append(.return)
                case "t": run.append("\t")
                case "\\": run.append("\\")
                default: run.append("\\"); run.append(c)
                }
            } else if c == "\\" {
                escaped = true
            } else {
                run.append(c)
            }
        }
        if escaped { run.append("\\") }
        flush()
        return actions
    }

    func type(_ request: KioskControlRequest) {
        let text = request.argumentText
        let actions = Self.typingActions(text)
        guard !actions.isEmpty else { return request.respond(.error("usage: type <text> (\\n: return, \\t: tab, \\\\: backslash)")) }
        guard screen.textInput.activeInput != nil else {
            return request.respond(.error("type: no text input is active (tap a text field first: tap --id, tap X Y)"))
        }
        let count = actions.reduce(0) { n, a in if case .text(let s) = a { return n + s.count } else { return n + 1 } }
        note("typed \(count) character\(count == 1 ? "" : "s")", request)
        enqueue(request) { [weak self] done in
            guard let self else { return done() }
            // Typing is input: it wakes a dimmed or blank panel and restarts the idle time.
            self.control.input.idle?.wake()
            let applied = self.screen.textInput.typeVerbatim(actions)
            if applied < actions.count {
                let typed = actions[..<applied].reduce(0) { n, a in if case .text(let s) = a { return n + s.count } else { return n + 1 } }
                request.respond(.error("type: the text input went away after \(typed) of \(count) characters (a return ended the editing?)",
                                       fields: [("characters", .int(typed))]))
            } else {
                request.respond(.ok("typed \(count) character\(count == 1 ? "" : "s")", fields: [("characters", .int(count))]))
            }
            done()
        }
    }
}
