import XCTest
@testable import VitrinePlatform

/// `[display] scale = 0`: the scale from the panel's physical size.
final class DisplayScaleTests: XCTestCase {
    /// Real panels (sizes from their data sheets) and the scale a UIKit developer would pick.
    func testCommonPanels() {
        let table: [(String, Int, Int, Int, Int, Double)] = [
            ("7\" 800x480 (Raspberry Pi touch display, 154x86 mm)", 800, 480, 154, 86, 1),
            ("10.1\" 1280x800 (217x136 mm)", 1280, 800, 217, 136, 1),
            ("15.6\" 1920x1080 (344x194 mm)", 1920, 1080, 344, 194, 1),
            ("7\" 1920x1200 (151x94 mm)", 1920, 1200, 151, 94, 2),
            ("15.6\" 3840x2160 (344x194 mm)", 3840, 2160, 344, 194, 2),
            ("5.5\" 1080x1920 (68x121 mm)", 1080, 1920, 68, 121, 3),
            ("a 2.4\" 1920x1080 viewfinder (53x30 mm)", 1920, 1080, 53, 30, 4),
        ]
        for (name, w, h, wmm, hmm, want) in table {
            XCTAssertEqual(DisplayScale.derived(width: w, height: h, widthMM: wmm, heightMM: hmm), want, name)
        }
    }

    func testNoPhysicalSizeIsScaleOne() {
        XCTAssertEqual(DisplayScale.derived(width: 3840, height: 2160, widthMM: 0, heightMM: 0), 1)
        XCTAssertNil(DisplayScale.pixelsPerInch(width: 1280, height: 800, widthMM: 0, heightMM: 0))
        // 1280 px over 217 mm = 149.8 ppi.
        XCTAssertEqual(DisplayScale.pixelsPerInch(width: 1280, height: 0, widthMM: 217, heightMM: 0) ?? 0, 149.8, accuracy: 0.1)
    }

    @MainActor func testDRMDisplayDerivesItFromTheConnectorWhenAskedForZero() async throws {
        let dev = FakeDRMDevice(connectors: [DRMConnector(id: 41, name: "DSI-1", isConnected: true,
                                                          modes: [FakeDRMDevice.mode(1920, 1200, preferred: true)],
                                                          possibleEncoderIDs: [20], widthMM: 151, heightMM: 94)])
        XCTAssertEqual(try DRMDisplay(device: dev, scale: 0, clock: VirtualClock()).scale, 2)
        XCTAssertEqual(try DRMDisplay(device: dev, scale: 1.5, clock: VirtualClock()).scale, 1.5, "an explicit scale wins")
    }
}
