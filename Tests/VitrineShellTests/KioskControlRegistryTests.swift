import Foundation
import XCTest
import VitrinePlatform
@testable import VitrineShell
import VitrineTesting

/// Registered commands (protocol 2): they answer before the built-in ones, may answer later,
/// are listed by `help`, and the built-in replies keep their text with JSON around it.
final class KioskControlRegistryTests: XCTestCase {
    @MainActor func testARegisteredCommandAnswersAndHelpListsIt() async {
        let h = HeadlessHarness(width: 320, height: 240)
        let control = KioskControl(screen: h.screen)
        control.register(KioskControlCommandHandler(name: "ping", usage: "ping [word]") { request in
            request.respond(.ok("pong \(request.argumentText)", fields: [("echo", .string(request.argumentText))]))
        })
        let reply = control.request("ping two  words")
        XCTAssertEqual(reply?.jsonLine, #"{"ok":true,"text":"pong two  words","echo":"two  words"}"#)
        XCTAssertTrue(control.reply(to: "help").hasSuffix(", ping [word]"), control.reply(to: "help"))
        XCTAssertTrue(control.reply(to: "nonsense").hasSuffix(", ping"), "an unknown command's error lists registered commands too")
    }

    @MainActor func testADeferredReplyArrivesLater() async {
        let h = HeadlessHarness(width: 320, height: 240)
        let control = KioskControl(screen: h.screen)
        var held: KioskControlRequest?
        control.register(KioskControlCommandHandler(name: "later", usage: "later") { held = $0 })
        var got: ControlReply?
        XCTAssertNil(control.request("later") { got = $0 }, "no reply yet")
        held?.respond(.error("too late"))
        XCTAssertEqual(got?.jsonLine, #"{"ok":false,"error":"too late"}"#)
    }

    @MainActor func testStatusCarriesItsFieldsAsJSON() async {
        let h = HeadlessHarness(width: 320, height: 240)
        let control = KioskControl(screen: h.screen)
        let line = control.request("status")?.jsonLine ?? ""
        XCTAssertTrue(line.hasPrefix(#"{"ok":true,"text":"backend=headless size=320x240 "#), line)
        XCTAssertTrue(line.contains(#""status":{"backend":"headless","size":"320x240","#), line)
    }
}
