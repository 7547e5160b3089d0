import Foundation
import Vitrine
import VitrinePlatform

extension KioskControl {
    /// `record start`: records every input batch the kiosk delivers from now on, for this
    /// connection (dropped if it closes). `record status`: how many events so far (also keeps
    /// an idle connection open). `record stop`: ends it and replies with the recording as a
    /// payload (InputRecordingFormat: JSON lines). `vitrinectl record FILE` does all three and
    /// writes FILE.
    func registerRecord(_ injector: ControlInputInjector) {
        register(KioskControlCommandHandler(name: "record", usage: "record <start|status|stop>") { request in
            injector.record(request)
        })
    }
}

extension ControlInputInjector {
    func record(_ request: KioskControlRequest) {
        let id = request.connectionID
        switch request.arguments {
        case ["start"]:
            guard recordings[id] == nil else { return request.respond(.error("record: this connection is recording already; record stop first")) }
            recordings[id] = InputRecorder(input: control.input, clock: screen.clock)
            note("recording input", request)
            request.respond(.ok("recording input; record stop ends it"))
        case ["status"]:
            guard let r = recordings[id] else { return request.respond(.error("record: this connection is not recording; record start first")) }
            request.respond(.ok("recording: \(r.events.count) events in \(Self.text((screen.clock.now - r.start).rounded())) s"
                + (r.isTruncated ? " (full: \(InputRecordingFormat.maxEvents) events, no more are kept)" : ""),
                fields: [("events", .int(r.events.count)), ("truncated", .bool(r.isTruncated))]))
        case ["stop"]:
            guard let r = recordings[id] else { return request.respond(.error("record: this connection is not recording; record start first")) }
            r.stop()
            recordings[id] = nil
            let seconds = screen.clock.now - r.start
            note("recorded \(r.events.count) input events in \(Self.text(seconds.rounded())) s", request)
            let panel = panelSize
            request.respond(.ok("recorded \(r.events.count) events in \(String(format: "%.1f", seconds)) s"
                + (r.isTruncated ? " (stopped at \(InputRecordingFormat.maxEvents) events)" : ""),
                fields: [("events", .int(r.events.count)), ("seconds", .double((seconds * 1000).rounded() / 1000)),
                         ("truncated", .bool(r.isTruncated))],
                payload: r.payload(panelWidth: panel.width, height: panel.height)))
        default:
            request.respond(.error("usage: record <start|status|stop> (vitrinectl record FILE [--seconds S] runs them and writes FILE)"))
        }
    }

    /// The physical panel's size in pixels (what recorded positions are in): the buffer's
    /// size turned back by the mounting rotation.
    var panelSize: PixelSize {
        let s = pixelSize
        let t = screen.display.panelToInterface
        return abs(t.a) < 0.5 ? PixelSize(width: s.height, height: s.width) : s
    }
}
