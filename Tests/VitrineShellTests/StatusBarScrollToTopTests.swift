import Foundation
import Vitrine
@testable import VitrineShell
import VitrineTesting
import XCTest

/// A tap on the status bar is the scroll-to-top gesture, as on iOS.
final class StatusBarScrollToTopTests: XCTestCase {
    @MainActor func testATapOnTheBarScrollsTheContentToTheTop() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let bar = StatusBar(screen: h.screen, text: nil, wallClock: WallClock(timeZone: TimeZone(identifier: "UTC") ?? .current, now: { Date(timeIntervalSince1970: 0) }))
        let s = UIScrollView(frame: h.window.bounds)
        s.contentSize = CGSize(width: 320, height: 4000)
        h.window.addSubview(s)
        s.contentOffset.y = 900
        h.renderFrames()
        h.tap(at: CGPoint(x: 160, y: 8))
        h.advance(by: 0.6)
        XCTAssertEqual(s.contentOffset.y, s.adjustedContentInset.top == 0 ? 0 : -s.adjustedContentInset.top)
        withExtendedLifetime(bar) {}
    }
}
