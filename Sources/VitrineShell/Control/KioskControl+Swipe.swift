import Foundation
import Vitrine
import VitrinePlatform

extension KioskControl {
    /// `swipe X1 Y1 X2 Y2 [MS]`: a finger down at (X1, Y1), moving along the line at the
    /// display's refresh (60 Hz) on the screen clock, up at (X2, Y2) after MS milliseconds
    /// (default 300, 10…10000), in the screenshot's pixels. The reply comes when it is up.
    func registerSwipe(_ injector: ControlInputInjector) {
        register(KioskControlCommandHandler(name: "swipe", usage: "swipe <x1> <y1> <x2> <y2> [milliseconds]") { request in
            do {
                try injector.swipe(request)
            } catch {
                request.respond(.error("\(error)"))
            }
        })
    }
}

extension ControlInputInjector {
    func swipe(_ request: KioskControlRequest) throws(ControlInputError) {
        let args = request.arguments
        guard args.count == 4 || args.count == 5 else {
            throw ControlInputError("usage: swipe <x1> <y1> <x2> <y2> [milliseconds] (the screenshot's pixels; "
                + "\(Self.text(Self.swipeDefaultMS)) ms by default)")
        }
        let names = ["x1", "y1", "x2", "y2"]
        var v: [Double] = []
        for i in 0..<4 { v.append(try Self.coordinate(args[i], names[i], command: "swipe")) }
        try checkOnScreen(v[0], v[1], command: "swipe")
        try checkOnScreen(v[2], v[3], command: "swipe")
        var ms = Self.swipeDefaultMS
        if args.count == 5 {
            guard let m = Double(args[4]), m.isFinite, Self.swipeMS.contains(m) else {
                throw ControlInputError("swipe: the duration '\(args[4])' must be \(Self.text(Self.swipeMS.lowerBound))…"
                    + "\(Self.text(Self.swipeMS.upperBound)) milliseconds")
            }
            ms = m
        }
        let a = CGPoint(x: v[0], y: v[1]), b = CGPoint(x: v[2], y: v[3])
        let (values, milliseconds) = (v, ms)
        let what = "swipe from (\(Self.text(v[0])), \(Self.text(v[1]))) to (\(Self.text(v[2])), \(Self.text(v[3]))) in \(Self.text(ms)) ms"
        note(what, request)
        let duration = ms / 1000
        let steps = max(1, Int((duration * Self.swipeRate).rounded(.up)))
        enqueue(request) { [weak self] done in
            guard let self else { return done() }
            let clock = self.screen.clock
            let start = clock.now
            let p0 = self.panelPoint(a)
            self.deliver([.touchDown(slot: Self.touchSlot, x: Double(p0.x), y: Double(p0.y), time: start), .touchFrame(time: start)])
            @MainActor func move(_ k: Int) {
                let f = CGFloat(k) / CGFloat(steps)
                let p = self.panelPoint(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
                let now = clock.now
                self.deliver([.touchMotion(slot: Self.touchSlot, x: Double(p.x), y: Double(p.y), time: now), .touchFrame(time: now)])
                if k < steps {
                    _ = clock.schedule(at: start + duration * Double(k + 1) / Double(steps)) { move(k + 1) }
                    return
                }
                self.deliver([.touchUp(slot: Self.touchSlot, time: now), .touchFrame(time: now)])
                request.respond(.ok(what, fields: [("from", .array([.double(values[0]), .double(values[1])])),
                                                   ("to", .array([.double(values[2]), .double(values[3])])),
                                                   ("milliseconds", .double(milliseconds)), ("moves", .int(steps))]))
                done()
            }
            _ = clock.schedule(at: start + duration / Double(steps)) { move(1) }
        }
    }
}
