import Foundation
import XCTest
@testable import VitrinePlatform

/// Issue 18, "`record FILE` / `replay FILE` of input": the recording's text format (JSON
/// lines, Docs/control-protocol.md) reads back every event it writes, and refuses what it
/// does not define, saying why.
final class InputRecordingFormatTests: XCTestCase {
    func testEveryEventTypeRoundTrips() throws {
        let events: [InputEvent] = [
            .touchDown(slot: 3, x: 412.5, y: 300, time: 10.25), .touchMotion(slot: 3, x: 413, y: 299.75, time: 10.3),
            .touchUp(slot: 3, time: 10.4), .touchCancel(slot: 50, time: 10.4), .touchFrame(time: 10.4),
            .pointerMotionAbsolute(x: 1, y: 2, time: 11), .pointerMotion(dx: -3.5, dy: 4, time: 11),
            .pointerButton(button: 272, pressed: true, time: 11.5), .key(code: 28, pressed: false, time: 12),
        ]
        for e in events {
            let line = InputRecordingFormat.line(for: e, since: 10)
            let back = try InputRecordingFormat.parseEvent(line)
            XCTAssertEqual(back.retimed(0), e.retimed(0), line)
            XCTAssertEqual(back.time, e.time - 10, accuracy: 0.5e-6, "times are written to the microsecond")
        }
        XCTAssertEqual(InputRecordingFormat.line(for: .touchDown(slot: 0, x: 1, y: 2, time: 5.5), since: 5),
                       #"{"t":0.5,"type":"touch-down","slot":0,"x":1,"y":2}"#)
    }

    func testTheHeaderNamesFormatVersionAndPanel() throws {
        let line = InputRecordingFormat.headerLine(panelWidth: 1280, height: 800, count: 7)
        XCTAssertEqual(line, #"{"format":"vitrine-input","version":1,"panel":[1280,800],"events":7}"#)
        let h = try InputRecordingFormat.parseHeader(line)
        XCTAssertEqual([h.panelWidth, h.panelHeight, h.events], [1280, 800, 7])
        XCTAssertThrowsError(try InputRecordingFormat.parseHeader(#"{"format":"vitrine-input","version":"1"}"#))
    }

    /// JSON's types are kept apart: `true` is not a slot, `1` is not `pressed`.
    func testMistypedMembersAreErrors() {
        func error(_ line: String) -> String? {
            do { _ = try InputRecordingFormat.parseEvent(line); return nil } catch { return error.description }
        }
        XCTAssertEqual(error(#"{"t":0,"type":"touch-up","slot":true}"#), #"touch-up needs an integer "slot" in 0…1000"#)
        XCTAssertEqual(error(#"{"t":0,"type":"touch-up","slot":1.5}"#), #"touch-up needs an integer "slot" in 0…1000"#)
        XCTAssertEqual(error(#"{"t":0,"type":"key","code":30,"pressed":0}"#), #"key needs "pressed": true or false"#)
        XCTAssertEqual(error(#"{"t":"0","type":"touch-frame"}"#), #"no time ("t", seconds)"#)
        XCTAssertEqual(error(#"{"t":0,"type":"touch-down","slot":0,"x":1e300,"y":0}"#), #""x" 1e+300 is out of range"#)
        XCTAssertEqual(error("[1,2]"), "not a JSON object")
        XCTAssertNil(error(#"{"t":0,"type":"touch-frame","note":"later addition"}"#), "unknown members are ignored")
        XCTAssertTrue(InputRecordingFormat.isSkipped("  # comment"))
        XCTAssertTrue(InputRecordingFormat.isSkipped(""))
    }
}
