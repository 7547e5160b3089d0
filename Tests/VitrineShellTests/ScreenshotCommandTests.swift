import Foundation
import XCTest
import VitrineGraphics
import VitrinePlatform
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// `screenshot` (issue 18, item 2): the frame last presented — not a fresh render — as a PNG
/// payload, in the panel's orientation or, with `--interface`, turned so the interface's up
/// is up; an error before the first frame.
final class ScreenshotCommandTests: XCTestCase {
    /// The PNG encode runs inline (the real command runs it on a background queue).
    @MainActor private func control(_ h: HeadlessHarness) -> KioskControl {
        let c = KioskControl(screen: h.screen)
        c.installScreenshotCommand(offMain: { work, then in then(work()) })
        return c
    }

    /// The payload's bytes, pulled as the socket would.
    private func bytes(of reply: ControlReply?) -> [UInt8] {
        guard let payload = reply?.payload else { return [] }
        var out: [UInt8] = []
        while let chunk = payload.nextChunk(maxBytes: 65536) { out += chunk }
        return out
    }

    /// Pixels of `a` that differ from `b` (all of them when the sizes differ): the golden
    /// comparison with no tolerance.
    private func differing(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        GoldenImage.compare(a, b, channelTolerance: 0).differingPixels
    }

    @MainActor private func scene() -> (HeadlessHarness, UIView) {
        let h = HeadlessHarness(width: 320, height: 240)
        h.window.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        h.window.addSubview(red)
        let label = UILabel(frame: CGRect(x: 60, y: 100, width: 200, height: 30))
        label.text = "Screenshot"
        h.window.addSubview(label)
        return (h, red)
    }

    @MainActor func testBeforeTheFirstFrameTheReplyIsAnError() async {
        let (h, _) = scene()
        let reply = control(h).request("screenshot")
        XCTAssertEqual(reply?.ok, false)
        XCTAssertEqual(reply?.text, "no frame has been presented yet")
        XCTAssertNil(reply?.payload)
    }

    /// The PNG decodes to the front buffer, which equals a from-scratch render; width, height
    /// and orientation are in the reply line.
    @MainActor func testTheScreenshotIsThePresentedFrame() async throws {
        let (h, _) = scene()
        h.renderFrames()
        let reply = control(h).request("screenshot")
        XCTAssertEqual(reply?.ok, true, reply?.text ?? "")
        let line = try XCTUnwrap(reply?.jsonLine)
        XCTAssertTrue(line.contains(#""width":320,"height":240,"orientation":"panel""#), line)
        XCTAssertTrue(line.hasSuffix(#""payload":true}"#), line)
        let png = bytes(of: reply)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let decoded = try PNGCodec.decode(png).buffer
        XCTAssertEqual(differing(decoded, try XCTUnwrap(h.display.frontBuffer)), 0)
        XCTAssertEqual(differing(decoded, h.fullRedraw()), 0)
    }

    /// The last presented frame, not a fresh render: a change not yet drawn is not in it.
    @MainActor func testAChangeNotYetPresentedIsNotInTheScreenshot() async throws {
        let (h, red) = scene()
        h.renderFrames()
        red.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let decoded = try PNGCodec.decode(bytes(of: control(h).request("screenshot"))).buffer
        XCTAssertEqual(decoded[5, 5] & 0xFF_FFFF, 0xFF0000, "the presented frame still shows red")
        h.renderFrames()
        let after = try PNGCodec.decode(bytes(of: control(h).request("screenshot"))).buffer
        XCTAssertEqual(after[5, 5] & 0xFF_FFFF, 0x0000FF)
    }

    /// A portrait interface on a landscape panel: by default the panel's 320×240 frame with the
    /// interface turned in it; with `--interface` a 240×320 image whose top-left corner is the
    /// red view at the interface's top left.
    @MainActor func testInterfaceOrientationTurnsTheImageUpright() async throws {
        let (h, red) = scene()
        h.renderFrames()
        XCTAssertTrue(h.rotate(to: .portrait, animated: false))
        h.renderFrames()
        XCTAssertEqual(red.frame.origin, .zero)
        XCTAssertNotEqual(h.screen.interfaceTurnsOnPanel, 0)
        let c = control(h)

        let panelReply = c.request("screenshot")
        let panel = try PNGCodec.decode(bytes(of: panelReply)).buffer
        XCTAssertEqual([panel.width, panel.height], [320, 240])
        XCTAssertEqual(differing(panel, try XCTUnwrap(h.display.frontBuffer)), 0)
        XCTAssertNotEqual(panel[5, 5] & 0xFF_FFFF, 0xFF0000, "on the panel the interface is turned")

        let reply = c.request("screenshot --interface")
        XCTAssertTrue(reply?.jsonLine.contains(#""width":240,"height":320,"orientation":"interface""#) ?? false, reply?.jsonLine ?? "")
        let upright = try PNGCodec.decode(bytes(of: reply)).buffer
        XCTAssertEqual([upright.width, upright.height], [240, 320])
        // The red view covers interface points (0...39, 0...19): its corners, and white past them.
        for (x, y) in [(0, 0), (39, 0), (0, 19), (39, 19)] {
            XCTAssertEqual(upright[x, y] & 0xFF_FFFF, 0xFF0000, "(\(x), \(y))")
        }
        XCTAssertEqual(upright[40, 5] & 0xFF_FFFF, 0xFFFFFF)
        XCTAssertEqual(upright[5, 20] & 0xFF_FFFF, 0xFFFFFF)
        XCTAssertEqual(upright[235, 315] & 0xFF_FFFF, 0xFFFFFF)
        // The upright image is the panel's frame turned back: the interface buffer's pixels.
        XCTAssertEqual(differing(upright, try XCTUnwrap(h.screen.compositor.interfaceBuffer)), 0)
    }

    @MainActor func testUnknownArgumentsAreRefused() async {
        let (h, _) = scene()
        h.renderFrames()
        let reply = control(h).request("screenshot out.png")
        XCTAssertEqual(reply?.ok, false)
        XCTAssertTrue(reply?.text.contains("written by vitrinectl") ?? false, reply?.text ?? "")
    }

    /// The standard command encodes on a background queue and answers later, on the main queue.
    @MainActor func testTheStandardCommandAnswersLaterFromTheBackground() async throws {
        let (h, _) = scene()
        h.renderFrames()
        let c = KioskControl(screen: h.screen)
        let png: [UInt8] = await withCheckedContinuation { done in
            let immediate = c.request("screenshot") { reply in done.resume(returning: self.bytes(of: reply)) }
            XCTAssertNil(immediate, "the reply is deferred until the PNG is encoded")
        }
        XCTAssertEqual(differing(try PNGCodec.decode(png).buffer, try XCTUnwrap(h.display.frontBuffer)), 0)
    }
}
