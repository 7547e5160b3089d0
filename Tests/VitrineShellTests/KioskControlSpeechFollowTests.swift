import Foundation
import XCTest
@testable import VitrinePlatform
@testable import VitrineSpeech
@testable import VitrineShell
import VitrineTesting

/// `speech --follow` over the real socket: the reply line, then one JSON line per utterance as
/// payload chunks, and the subscription ends when the client hangs up (Docs/control-protocol.md).
final class KioskControlSpeechFollowTests: XCTestCase {
    private struct Enough: Error {}

    @MainActor func testFollowStreamsOneLinePerUtteranceUntilTheClientHangsUp() async throws {
        let h = HeadlessHarness(width: 320, height: 240)
        let control = KioskControl(screen: h.screen)
        let transcript = SpeechTranscript()
        control.speechTranscript = transcript
        let path = NSTemporaryDirectory() + "vitrine-sf-\(UUID().uuidString.prefix(8)).sock"
        try control.start(path: path)
        defer { control.stop() }
        let closed = expectation(description: "the connection closed")
        control.onConnectionClosed.append { _ in closed.fulfill() }

        let (reply, lines) = await Task.detached { () -> (String?, [String]) in
            guard let client = try? ControlSocketClient(path: path),
                  let reply = try? client.request("speech --follow", timeout: 10) else { return (nil, []) }
            // The reply comes once the follower is in place: what is spoken from now on is streamed.
            transcript.record(SpeechTranscriptEntry(time: 1_800_000_000.5, language: "en", text: "Check-in, heading", voice: "en"))
            transcript.record(SpeechTranscriptEntry(time: 1_800_000_001, language: "ko", text: "이름, \"텍스트\" 필드", voice: "ko"))
            var text = ""
            _ = try? client.readPayload(timeout: 10) { chunk in
                text += String(decoding: chunk, as: UTF8.self)
                if text.filter({ $0 == "\n" }).count >= 2 { throw Enough() }
            }
            return (reply, text.split(separator: "\n").map(String.init))
        }.value
        XCTAssertEqual(reply, #"{"ok":true,"text":"following speech (one JSON line per utterance) until the client hangs up","follow":true,"payload":true}"#)
        XCTAssertEqual(lines, [#"{"time":1800000000.5,"language":"en","text":"Check-in, heading","voice":"en"}"#,
                               #"{"time":1800000001,"language":"ko","text":"이름, \"텍스트\" 필드","voice":"ko"}"#])
        await fulfillment(of: [closed], timeout: 30)
        XCTAssertEqual(transcript.followerCount, 0, "hanging up ends the subscription")
    }
}
