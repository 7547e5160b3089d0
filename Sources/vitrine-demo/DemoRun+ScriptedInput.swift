import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// The demo's scripted input and finishing conditions (references and guest checks).
extension DemoRun {
    /// The tap scene: simulated taps after the first frame, the ready file, and finishing once
    /// enough taps arrived.
    static func watchTaps(_ o: DemoOptions, screen: UIScreen, delegate: DemoAppDelegate, display: any Display, clock: any Clock) {
        var announced = false
        var doneAt: Double?
        var reportedTaps = 0
        func poll() {
            guard let vc = delegate.tap else { return }
            if vc.taps != reportedTaps {
                // One line per tap received (guest checks see which taps were delivered).
                reportedTaps = vc.taps
                FileHandle.standardError.write(Data("vitrine-demo: tap scene: \(vc.taps) tap\(vc.taps == 1 ? "" : "s")\n".utf8))
            }
            if !announced, screen.frameCount > 0 {
                announced = true
                if let file = o.readyFile {
                    // The button's and the square's centres on the panel.
                    func panel(_ v: UIView) -> CGPoint {
                        screen.windowToDevicePoint(v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil))
                    }
                    let b = panel(vc.button), q = panel(vc.square)
                    let line = [b.x, b.y, q.x, q.y].map { String(Int($0.rounded())) }.joined(separator: " ")
                    try? "\(line)\n".write(toFile: file, atomically: true, encoding: .utf8)
                }
            }
            let wanted = (o.exitAfterTaps.map { vc.taps >= $0 } ?? true) && (o.exitAfterPans.map { vc.pans >= $0 } ?? true)
            if o.exitAfterTaps != nil || o.exitAfterPans != nil, wanted {
                if doneAt == nil { doneAt = clock.now }
                if let d = doneAt, clock.now - d > 0.3 {
                    finish(n: screen.frameCount, display: display, options: o, elapsed: 0)
                }
            }
            clock.schedule(after: 0.05) { poll() }
        }
        clock.schedule(after: 0.05) { poll() }
    }

    /// `--simulate-tap` / `--simulate-drag`: input injected through the real input path once the
    /// first frame is on screen (references for the guest checks, scripted demos).
    static func simulateInput(_ o: DemoOptions, screen: UIScreen, clock: any Clock) {
        func go() {
            guard screen.frameCount > 0 else { clock.schedule(after: 0.02) { go() }; return }
            for (i, p) in o.simulateTaps.enumerated() {
                let tap = {
                    screen.input.handle([.touchDown(slot: 0, x: p.x, y: p.y, time: clock.now), .touchFrame(time: clock.now),
                                         .touchUp(slot: 0, time: clock.now), .touchFrame(time: clock.now)])
                }
                if o.simulateTapInterval > 0, i > 0 { clock.schedule(after: o.simulateTapInterval * Double(i)) { tap() } } else { tap() }
            }
            if let (a, b) = o.simulateDrag {
                // The same shape as the guest's uinput drag: down, 10 moves 16 ms apart, up.
                let t0 = clock.now
                var events: [InputEvent] = [.touchDown(slot: 0, x: a.x, y: a.y, time: t0), .touchFrame(time: t0)]
                for i in 1...10 {
                    let t = t0 + 0.016 * Double(i)
                    let f = Double(i) / 10
                    events += [.touchMotion(slot: 0, x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, time: t), .touchFrame(time: t)]
                }
                events += [.touchUp(slot: 0, time: t0 + 0.176), .touchFrame(time: t0 + 0.176)]
                screen.input.handle(events)
            }
        }
        go()
    }

    static var replayer: InputReplayer?

    /// `--replay`: the recording's input through the real input path, with its timing; exit
    /// half a second after the last event.
    static func startReplay(_ recording: LibinputRecording, options o: DemoOptions, screen: UIScreen, display: any Display, clock: any Clock) {
        var panel = display.pixelSize
        if let d = display as? DRMDisplay { panel = PixelSize(width: d.output.mode.width, height: d.output.mode.height) }
        let events = EvdevDecoder(panelSize: panel).decode(recording)
        let r = InputReplayer(events: events, clock: clock, onEvents: { screen.input.handle($0) }, completion: {
            clock.schedule(after: 0.5) { finish(n: screen.frameCount, display: display, options: o, elapsed: 0) }
        })
        replayer = r
        r.start()
    }
}
