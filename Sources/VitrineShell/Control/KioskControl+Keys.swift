import Foundation
import Vitrine
import VitrinePlatform

extension KioskControl {
    /// `key NAME`: a press and release of a Linux key (`KEY_*` without the prefix,
    /// case-insensitive: `enter`, `esc`, `backspace`, `tab`, `left`, `f5`, `a`), with
    /// modifiers joined by `+` (`ctrl+a`, `shift+tab`, `alt+f4`: pressed first, released
    /// last), as `.key` events through the kiosk's input entry, like a hardware keyboard's.
    func registerKey(_ injector: ControlInputInjector) {
        register(KioskControlCommandHandler(name: "key", usage: "key <name>[+<name>…] (enter, esc, tab, ctrl+a, …)") { request in
            injector.key(request)
        })
    }
}

extension ControlInputInjector {
    func key(_ request: KioskControlRequest) {
        guard request.arguments.count == 1 else {
            return request.respond(.error("usage: key <name> (Linux key names: \(LinuxKeyName.examples))"))
        }
        let chord: LinuxKeyName.Chord
        do {
            chord = try LinuxKeyName.Chord(parsing: request.arguments[0])
        } catch {
            return request.respond(.error("key: \(error.description)"))
        }
        note("key \(chord.name)", request)
        enqueue(request) { [weak self] done in
            guard let self else { return done() }
            let now = self.screen.clock.now
            self.deliver(chord.codes.map { .key(code: $0, pressed: true, time: now) })
            self.deliver(chord.codes.reversed().map { .key(code: $0, pressed: false, time: now) })
            request.respond(.ok("key \(chord.name)", fields: [("codes", .array(chord.codes.map { .int($0) }))]))
            done()
        }
    }
}
