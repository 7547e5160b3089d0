import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UIKit: constraints to `contentLayoutGuide` size the content (its size becomes
/// `contentSize`); views pinned to `frameLayoutGuide` stay in view while the content scrolls.
final class ScrollViewLayoutGuideTests: XCTestCase {
    @MainActor func testContentConstraintsSetTheContentSize() async {
        let (h, sv, _) = makeScrollStage(contentSize: .zero)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        sv.addSubview(content)
        let g = sv.contentLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: g.leadingAnchor, constant: 10),
            content.topAnchor.constraint(equalTo: g.topAnchor, constant: 20),
            content.trailingAnchor.constraint(equalTo: g.trailingAnchor, constant: -10),
            content.bottomAnchor.constraint(equalTo: g.bottomAnchor, constant: -20),
            content.widthAnchor.constraint(equalToConstant: 300),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        h.renderFrames()
        XCTAssertEqual(sv.contentSize, CGSize(width: 320, height: 1540))
        XCTAssertEqual(content.frame, CGRect(x: 10, y: 20, width: 300, height: 1500))
        // Scrolling does not move the content's frame (only the bounds' origin).
        sv.contentOffset = CGPoint(x: 0, y: 400)
        h.renderFrames()
        XCTAssertEqual(content.frame, CGRect(x: 10, y: 20, width: 300, height: 1500))
    }

    @MainActor func testAViewPinnedToTheFrameGuideStaysInView() async {
        let (h, sv, _) = makeScrollStage()
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        sv.addSubview(badge)
        let g = sv.frameLayoutGuide
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: g.trailingAnchor, constant: -8),
            badge.bottomAnchor.constraint(equalTo: g.bottomAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        h.renderFrames()
        XCTAssertEqual(badge.frame, CGRect(x: 272, y: 432, width: 40, height: 40))
        sv.contentOffset = CGPoint(x: 0, y: 1000)
        h.renderFrames()
        XCTAssertEqual(badge.frame, CGRect(x: 272, y: 1432, width: 40, height: 40))
        XCTAssertEqual(sv.contentSize, CGSize(width: 320, height: 10_000), "a hand-set contentSize is left alone")
    }
}
