import Foundation
import Vitrine
import VitrinePlatform

extension KioskControl {
    /// Replaying a recording (`vitrinectl replay FILE` sends it): `replay begin HEADER` (the
    /// recording's first line), one `replay event LINE` per event, then `replay end`, which
    /// plays the events with their timing on the screen clock through the kiosk's input entry
    /// and answers when the last one is delivered. `replay abort` drops what was sent. A bad
    /// line is refused naming its event number; a replay holds at most
    /// `InputRecordingFormat.maxEvents` events.
    func registerReplay(_ injector: ControlInputInjector) {
        register(KioskControlCommandHandler(name: "replay", usage: "replay <begin HEADER|event LINE|end|abort>") { request in
            injector.replay(request)
        })
    }
}

/// A replay being received on one connection.
struct ReplayUpload {
    var header: InputRecordingFormat.Header
    var events: [InputEvent] = []
}

extension ControlInputInjector {
    func replay(_ request: KioskControlRequest) {
        let id = request.connectionID
        let word = request.arguments.first ?? ""
        let rest = KioskControlRequest.textAfterFirstWord(request.argumentText)
        switch word {
        case "begin":
            do {
                replayUploads[id] = ReplayUpload(header: try InputRecordingFormat.parseHeader(rest))
                request.respond(.ok("send the events, then replay end"))
            } catch {
                request.respond(.error("replay: the header: \(error.description)"))
            }
        case "event":
            guard let count = replayUploads[id]?.events.count else { return request.respond(.error("replay: replay begin first")) }
            let number = count + 1
            guard count < InputRecordingFormat.maxEvents else {
                replayUploads[id] = nil
                return request.respond(.error("replay: event \(number): more than \(InputRecordingFormat.maxEvents) events; the replay is dropped"))
            }
            do {
                // Appended in place: a copy of the upload taken out and stored back would copy
                // every event so far on each append.
                let event = try InputRecordingFormat.parseEvent(rest)
                replayUploads[id]?.events.append(event)
                request.respond(.ok())
            } catch {
                request.respond(.error("replay: event \(number): \(error.description)", fields: [("event", .int(number))]))
            }
        case "end":
            guard let upload = replayUploads.removeValue(forKey: id) else { return request.respond(.error("replay: replay begin first")) }
            play(upload, request)
        case "abort":
            replayUploads[id] = nil
            request.respond(.ok("replay dropped"))
        default:
            request.respond(.error("usage: replay <begin HEADER|event LINE|end|abort> (vitrinectl replay FILE sends a recording)"))
        }
    }

    private func play(_ upload: ReplayUpload, _ request: KioskControlRequest) {
        let events = upload.events
        let seconds = events.map(\.time).max() ?? 0
        var warning = ""
        let panel = panelSize
        if let w = upload.header.panelWidth, let h = upload.header.panelHeight, w != panel.width || h != panel.height {
            warning = " (recorded on a \(w)x\(h) panel; this one is \(panel.width)x\(panel.height))"
        }
        note("replaying \(events.count) input events (\(Self.text(seconds.rounded())) s)", request)
        enqueue(request) { [weak self] done in
            guard let self else { return done() }
            let held = HeldInput()
            let replayer = InputReplayer(events: events, clock: self.screen.clock, onEvents: { [weak self] batch in
                held.note(batch)
                self?.deliver(batch)
            }, completion: { [weak self] in
                // A recording cut while a key or finger was down ends with it held: let go, as a
                // cancel does, so key repeat does not type on forever.
                self?.deliver(held.releases(at: self?.screen.clock.now ?? 0))
                request.respond(.ok("replayed \(events.count) events in \(String(format: "%.1f", seconds)) s" + warning,
                                    fields: [("events", .int(events.count)), ("seconds", .double(seconds))]))
                done()
            })
            self.onCancel { [weak self] in
                replayer.cancel()
                self?.deliver(held.releases(at: self?.screen.clock.now ?? 0))
                self?.note("replay stopped: its client went away", request)
                done()
            }
            replayer.start()
        }
    }
}
