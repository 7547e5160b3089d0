import Foundation
import XCTest
import VitrineGraphics
@testable import VitrinePlatform

final class DRMOutputSelectionTests: XCTestCase {
    private func card() -> DRMResources {
        DRMResources(crtcIDs: [31, 32], connectors: [
            DRMConnector(id: 40, name: "HDMI-A-1", isConnected: false, modes: [], possibleEncoderIDs: [20]),
            DRMConnector(id: 41, name: "Virtual-1", isConnected: true,
                         modes: [FakeDRMDevice.mode(1024, 768), FakeDRMDevice.mode(1280, 800, preferred: true), FakeDRMDevice.mode(800, 600), FakeDRMDevice.mode(800, 600, hz: 75)],
                         possibleEncoderIDs: [20]),
        ], encoders: [DRMEncoder(id: 20, crtcID: 0, possibleCrtcs: 0b10)])
    }

    func testFirstConnectedConnectorAndItsPreferredMode() throws {
        let c = try DRMOutputSelection.choose(from: card())
        XCTAssertEqual(c.connector.name, "Virtual-1")
        XCTAssertEqual(c.mode.width, 1280)
        XCTAssertEqual(c.mode.height, 800)
        XCTAssertEqual(c.crtcID, 32, "bit 1 of possible_crtcs is the second CRTC")
    }

    func testRequestedModeAndRefresh() throws {
        XCTAssertEqual(try DRMOutputSelection.choose(from: card(), mode: DRMModeRequest(width: 800, height: 600)).mode.refreshHz, 60, accuracy: 0.01)
        XCTAssertEqual(try DRMOutputSelection.choose(from: card(), mode: DRMModeRequest(parsing: "800x600@75")).mode.refreshHz, 75, accuracy: 0.01)
    }

    func testAModeTheConnectorLacksIsAnErrorListingItsModes() {
        XCTAssertThrowsError(try DRMOutputSelection.choose(from: card(), mode: DRMModeRequest(width: 640, height: 480))) { e in
            XCTAssertEqual("\(e)", "choose mode failed: Virtual-1 has no mode 640x480; it has: 1024x768@60, 1280x800@60, 800x600@60, 800x600@75")
        }
    }

    func testConnectorByNameAndUnknownOrDisconnectedNames() throws {
        XCTAssertEqual(try DRMOutputSelection.choose(from: card(), connectorName: "Virtual-1").connector.id, 41)
        XCTAssertThrowsError(try DRMOutputSelection.choose(from: card(), connectorName: "DP-3")) { e in
            XCTAssertEqual("\(e)", "choose connector failed: no connector named DP-3; this card has: HDMI-A-1, Virtual-1")
        }
        XCTAssertThrowsError(try DRMOutputSelection.choose(from: card(), connectorName: "HDMI-A-1")) { e in
            XCTAssertEqual("\(e)", "choose connector failed: HDMI-A-1 has no display connected")
        }
    }

    func testNoConnectedDisplay() {
        var res = card()
        res.connectors[1].isConnected = false
        XCTAssertThrowsError(try DRMOutputSelection.choose(from: res)) { e in
            XCTAssertEqual("\(e)", "choose connector failed: no connected display")
        }
    }

    func testModeRequestParsing() {
        XCTAssertEqual(DRMModeRequest(parsing: "1920x1080"), DRMModeRequest(width: 1920, height: 1080))
        XCTAssertEqual(DRMModeRequest(parsing: "1920x1080@59.94"), DRMModeRequest(width: 1920, height: 1080, refreshHz: 59.94))
        for bad in ["", "1920", "1920x", "x1080", "1920x1080@", "1920x1080@0", "1920x1080@fast", "0x1080", "1920x1080@60@1"] {
            XCTAssertNil(DRMModeRequest(parsing: bad), bad)
        }
    }

    func testModeRefreshComesFromTheTimings() {
        // 60 Hz by construction: clock = htotal·vtotal·60 / 1000 kHz.
        XCTAssertEqual(FakeDRMDevice.mode(1280, 800).refreshHz, 60, accuracy: 0.01)
    }
}
