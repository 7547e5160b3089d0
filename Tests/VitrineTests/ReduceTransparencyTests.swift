import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// iOS's Settings › Accessibility › Display & Text Size › Reduce Transparency: translucent bars
/// (and blurs) become opaque, so what is behind them no longer shows through.
final class ReduceTransparencyTests: XCTestCase {
    /// Rule (iOS Reduce Transparency): a navigation bar, tab bar and toolbar with a translucent
    /// `barTintColor` over red content show the red through; with Reduce Transparency on each
    /// draws its colour at full alpha (no red left), redrawn when the setting changes, and
    /// turning it off makes them translucent again.
    @MainActor func testReduceTransparencyMakesTranslucentBarsOpaque() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        UIAccessibility.apply(AccessibilitySettings())
        let h = HeadlessHarness(width: 120, height: 200)
        let root = UIViewController()
        root.view.backgroundColor = UIColor(rgb: 0xFF0000)
        let bars: [(String, UIView)] = [
            ("navigation bar", UINavigationBar(frame: CGRect(x: 0, y: 0, width: 120, height: 44))),
            ("tab bar", UITabBar(frame: CGRect(x: 0, y: 60, width: 120, height: 49))),
            ("toolbar", UIToolbar(frame: CGRect(x: 0, y: 120, width: 120, height: 44))),
        ]
        let translucentWhite = UIColor(white: 1, alpha: 0.5)
        (bars[0].1 as? UINavigationBar)?.barTintColor = translucentWhite
        (bars[1].1 as? UITabBar)?.barTintColor = translucentWhite
        (bars[2].1 as? UIToolbar)?.barTintColor = translucentWhite
        for (_, bar) in bars { root.view.addSubview(bar) }
        h.window.rootViewController = root
        h.renderFrames()
        // A point inside each bar, clear of its hairline and items.
        func sample(_ bar: UIView) -> UInt32 { h.screenshot[Int(bar.frame.maxX) - 4, Int(bar.frame.midY)] & 0xFFFFFF }
        for (name, bar) in bars {
            let p = sample(bar)
            XCTAssertEqual(p >> 16, 0xFF, "\(name): translucent")
            XCTAssertLessThan(p & 0xFF, 0xC0, "\(name): the red behind shows through (\(String(p, radix: 16)))")
        }

        var s = AccessibilitySettings()
        s.reduceTransparency = true
        UIAccessibility.apply(s)
        h.renderFrames()
        for (name, bar) in bars {
            XCTAssertEqual(sample(bar), 0xFFFFFF, "Reduce Transparency: the \(name) is opaque white, nothing behind shows")
        }
        XCTAssertEqual(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels, 0, "nothing stale")

        UIAccessibility.apply(AccessibilitySettings())
        h.renderFrames()
        for (name, bar) in bars {
            XCTAssertLessThan(sample(bar) & 0xFF, 0xC0, "Reduce Transparency off: the \(name) is translucent again")
        }
    }

    /// Rule (iOS Reduce Transparency, set before the bar exists): a bar made while it is on is
    /// opaque from the start.
    @MainActor func testABarMadeWithReduceTransparencyOnIsOpaque() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        var s = AccessibilitySettings()
        s.reduceTransparency = true
        UIAccessibility.apply(s)
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        bar.barTintColor = UIColor(white: 1, alpha: 0.5)
        XCTAssertEqual(bar.backgroundColor?.color.alpha, 1)
    }
}
