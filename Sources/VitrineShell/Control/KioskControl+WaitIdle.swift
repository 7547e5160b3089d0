import Foundation
import Vitrine

extension KioskControl {
    /// How long `wait-idle` waits when the request names no time.
    static let waitIdleDefaultMilliseconds = 10_000
    /// The longest wait a `wait-idle` request may ask for.
    static let waitIdleMaximumMilliseconds = 600_000

    /// `wait-idle [MS]`: answers once the screen has settled (`UIScreen.isSettled`: no
    /// animation or transition that ends by itself running, no frame wanted or on its way),
    /// seen on two checks a refresh apart so that work queued by the last frame (a transition's
    /// completion) has run; an error when it has not within MS milliseconds (default 10000).
    /// This is a UI test's "wait for the app to idle" (`KioskAppDriver` sends it before each
    /// tap and typing), not the panel's idle dimming (`status`'s `idle=`).
    func installWaitIdleCommand() {
        register(KioskControlCommandHandler(name: "wait-idle", usage: "wait-idle [<ms>]") { [weak self] request in
            guard let self else { return request.respond(.error("the kiosk is shutting down")) }
            let args = request.arguments
            let milliseconds: Int
            if args.isEmpty {
                milliseconds = Self.waitIdleDefaultMilliseconds
            } else if args.count == 1, let ms = Int(args[0]), (0...Self.waitIdleMaximumMilliseconds).contains(ms) {
                milliseconds = ms
            } else {
                return request.respond(.error("usage: wait-idle [<ms>] (milliseconds, 0-\(Self.waitIdleMaximumMilliseconds); default \(Self.waitIdleDefaultMilliseconds))"))
            }
            self.waitUntilSettled(milliseconds: milliseconds, request: request)
        })
    }

    private func waitUntilSettled(milliseconds: Int, request: KioskControlRequest) {
        let screen = self.screen, clock = screen.clock
        let start = clock.now, deadline = start + Double(milliseconds) / 1000
        var quietChecks = 0
        func check() {
            quietChecks = screen.isSettled ? quietChecks + 1 : 0
            let waited = Int(((clock.now - start) * 1000).rounded())
            if quietChecks >= 2 {
                return request.respond(.ok("idle after \(waited) ms", fields: [("milliseconds", .int(waited))]))
            }
            if clock.now >= deadline {
                return request.respond(.error("wait-idle: the screen has not settled within \(milliseconds) ms "
                                              + "(an animation or a transition still running, or frames still being drawn)"))
            }
            clock.schedule(after: 1.0 / 60) { check() }
        }
        check()
    }
}
