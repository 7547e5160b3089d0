import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UIKit (`UILayoutGuide.layoutFrame`): "The layout guide's frame in its owning view's
/// coordinate system"; `safeAreaLayoutGuide`: "The layout guide representing the portion of
/// your view that is unobscured by bars and other content"; `layoutMarginsGuide`: "A layout
/// guide representing the view's margins". A view's own guides describe those regions
/// whether or not a constraint uses them: code that reads them in `viewDidLayoutSubviews()`
/// to place views by frame gets the region, not zero.
final class SystemLayoutGuideFrameTests: XCTestCase {
    @MainActor final class ReadingController: UIViewController {
        var safe: CGRect?
        var margins: CGRect?
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            safe = view.safeAreaLayoutGuide.layoutFrame
            margins = view.layoutMarginsGuide.layoutFrame
        }
    }

    @MainActor func testUnconstrainedSystemGuidesReportTheirRegionInViewDidLayoutSubviews() async {
        let h = HeadlessHarness(width: 800, height: 480)
        h.screen.systemSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let vc = ReadingController()
        h.window.rootViewController = vc
        h.renderFrames()
        XCTAssertEqual(vc.safe, CGRect(x: 0, y: 20, width: 800, height: 460), "the safe area: below the status bar")
        XCTAssertEqual(vc.margins, vc.view.bounds.inset(by: vc.view.effectiveLayoutMargins), "the bounds less the margins")
        XCTAssertNotEqual(vc.margins?.width ?? 0, 0)
        let unconstrained = (vc.safe, vc.margins)

        // The same frames once constraints use the guides (the layout engine's answer).
        for guide in [vc.view.safeAreaLayoutGuide, vc.view.layoutMarginsGuide] {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(v)
            NSLayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: guide.topAnchor), v.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                v.trailingAnchor.constraint(equalTo: guide.trailingAnchor), v.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
        }
        vc.view.setNeedsLayout()
        h.renderFrames()
        XCTAssertEqual(vc.safe, unconstrained.0)
        XCTAssertEqual(vc.margins, unconstrained.1)

        // Unconstrained again, the guides follow new insets.
        let other = ReadingController()
        h.window.rootViewController = other
        h.renderFrames()
        h.screen.systemSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 10, right: 0)
        h.renderFrames()
        XCTAssertEqual(other.safe, CGRect(x: 0, y: 40, width: 800, height: 430))
    }
}
