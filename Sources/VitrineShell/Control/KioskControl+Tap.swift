import Foundation
import Vitrine
import VitrinePlatform

extension KioskControl {
    /// `tap X Y`: a finger down and, 50 ms later on the screen clock, up at (X, Y) in the
    /// screenshot's pixels (the display's buffer), mapped to the panel's pixels so the
    /// `InputRouter` turns it back exactly as a real touch. `tap --id IDENTIFIER`: the same at
    /// the centre of the frontmost visible view with that `accessibilityIdentifier`. The reply
    /// comes when the finger is up, with the position as `x` and `y`.
    func registerTap(_ injector: ControlInputInjector) {
        register(KioskControlCommandHandler(name: "tap", usage: "tap <x> <y> | tap --id <identifier>") { request in
            do {
                let target = try injector.tapTarget(request)
                injector.tap(at: target.point, request: request, described: target.description, fields: target.fields)
            } catch {
                request.respond(.error("\(error)"))
            }
        })
    }
}

extension ControlInputInjector {
    /// Where a `tap` request aims: the point in buffer pixels, how to say it, its reply fields.
    struct TapTarget {
        var point: CGPoint
        var description: String
        var fields: [(String, JSONValue)]
    }

    func tapTarget(_ request: KioskControlRequest) throws(ControlInputError) -> TapTarget {
        let args = request.arguments
        if args.first == "--id" {
            guard args.count == 2 else { throw ControlInputError("usage: tap --id <identifier>") }
            let found = try viewCentre(identifier: args[1])
            return TapTarget(point: found.point, description: "'\(args[1])' (\(found.className))",
                             fields: [("id", .string(args[1])), ("view", .string(found.className))])
        }
        guard args.count == 2 else { throw ControlInputError("usage: tap <x> <y> (the screenshot's pixels) | tap --id <identifier>") }
        let x = try Self.coordinate(args[0], "x", command: "tap"), y = try Self.coordinate(args[1], "y", command: "tap")
        try checkOnScreen(x, y, command: "tap")
        return TapTarget(point: CGPoint(x: x, y: y), description: "", fields: [])
    }

    /// Queues a tap at `p` (buffer pixels); answers when the finger is up.
    func tap(at p: CGPoint, request: KioskControlRequest, described: String, fields: [(String, JSONValue)]) {
        let x = Double(p.x), y = Double(p.y)
        let position = "(\(Self.text(x)), \(Self.text(y)))"
        note("tap at \(position)" + (described.isEmpty ? "" : " on \(described)"), request)
        enqueue(request) { [weak self] done in
            guard let self else { return done() }
            let panel = self.panelPoint(p)
            let wasBlanked = self.panelIsBlanked
            let clock = self.screen.clock
            let down = clock.now
            self.deliver([.touchDown(slot: Self.touchSlot, x: Double(panel.x), y: Double(panel.y), time: down), .touchFrame(time: down)])
            _ = clock.schedule(at: down + Self.tapDuration) { [weak self] in
                let up = clock.now
                self?.deliver([.touchUp(slot: Self.touchSlot, time: up), .touchFrame(time: up)])
                var text = "tapped at \(position)" + (described.isEmpty ? "" : " on \(described)")
                if wasBlanked { text += " (the panel was blank: the tap woke it and, like a real touch, pressed nothing)" }
                request.respond(.ok(text, fields: [("x", .double(x)), ("y", .double(y))] + fields))
                done()
            }
        }
    }

    /// The centre, in buffer pixels, of the frontmost visible view whose
    /// `accessibilityIdentifier` is `identifier`: windows front to back, each window's views
    /// front to back (later subviews first, children before their parent), skipping hidden
    /// and transparent views (and those inside them) and views whose centre is off the screen.
    /// Throws when there is none, or when another view would take a touch at that centre
    /// (covered).
    func viewCentre(identifier: String) throws(ControlInputError) -> (point: CGPoint, className: String) {
        let size = pixelSize
        var offScreen = false
        for window in screen.windows.reversed() where !window.isHidden && window.alpha > 0.01 {
            guard let view = Self.frontmost(identifier, in: window, offScreen: &offScreen, screen: screen, size: size) else { continue }
            let centre = screen.devicePoint(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window), inWindow: window)
            let className = String(describing: Swift.type(of: view))
            if let hit = screen.touchTarget(atDevicePoint: centre), hit !== view,
               !hit.isDescendant(of: view), !view.isDescendant(of: hit) {
                let other = String(describing: Swift.type(of: hit)) + (hit.accessibilityIdentifier.map { " '\($0)'" } ?? "")
                throw ControlInputError("tap: '\(identifier)' (\(className)) is covered by \(other) at its centre "
                    + "(\(Self.text(Double(centre.x))), \(Self.text(Double(centre.y)))); a tap there would reach that instead")
            }
            return (centre, className)
        }
        throw ControlInputError("tap: no visible view has accessibilityIdentifier '\(identifier)'"
            + (offScreen ? " on the screen (one is off the screen)" : ""))
    }

    private static func frontmost(_ identifier: String, in view: UIView, offScreen: inout Bool, screen: UIScreen, size: PixelSize) -> UIView? {
        guard !view.isHidden, view.alpha > 0.01 else { return nil }
        for sub in view.subviews.reversed() {
            if let v = frontmost(identifier, in: sub, offScreen: &offScreen, screen: screen, size: size) { return v }
        }
        guard view.accessibilityIdentifier == identifier, let window = view.window else { return nil }
        let c = screen.devicePoint(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window), inWindow: window)
        guard c.x >= 0, c.y >= 0, c.x < CGFloat(size.width), c.y < CGFloat(size.height) else {
            offScreen = true
            return nil
        }
        return view
    }
}
