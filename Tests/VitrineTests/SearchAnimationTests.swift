import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The animations of a search becoming active and ending, on the virtual clock: the title rows
/// give way as the search bar moves up, the Cancel button slides in, the dimming fades in; the
/// end reverses them. Halfway everything is between its ends; at the end it is exactly there.
/// With Reduce Motion nothing moves (the old picture dissolves into the new one).
final class SearchAnimationTests: XCTestCase {
    /// What moves, as on screen now.
    @MainActor private struct Shown: Equatable {
        var barHeight: CGFloat, searchBarY: CGFloat, contentY: CGFloat, cancelAlpha: CGFloat, dimmingAlpha: CGFloat

        init(_ s: SearchScene) {
            barHeight = s.nav.navigationBar.presentationFrame.height
            searchBarY = s.search.searchBar.presentationFrame.minY
            contentY = s.list.view.presentationFrame.minY
            cancelAlpha = s.search.searchBar.cancelButton.presentationAlpha
            // The dimming fades with the search controller's view (the cross-dissolve).
            dimmingAlpha = s.search.viewIfLoaded?.window == nil ? 0 : s.search.view.presentationAlpha
        }
    }

    @MainActor private func assertBetween(_ mid: Shown, _ a: Shown, _ b: Shown, _ what: String,
                                          file: StaticString = #filePath, line: UInt = #line) {
        let pairs: [(String, KeyPath<Shown, CGFloat>)] = [("bar height", \.barHeight), ("search bar y", \.searchBarY),
                                                          ("content y", \.contentY), ("cancel alpha", \.cancelAlpha),
                                                          ("dimming alpha", \.dimmingAlpha)]
        for (name, k) in pairs {
            let lo = min(a[keyPath: k], b[keyPath: k]), hi = max(a[keyPath: k], b[keyPath: k])
            XCTAssertLessThan(lo, hi, "\(what): \(name) changes", file: file, line: line)
            XCTAssertTrue(mid[keyPath: k] > lo && mid[keyPath: k] < hi,
                          "\(what): \(name) \(mid[keyPath: k]) halfway between \(lo) and \(hi)", file: file, line: line)
        }
    }

    /// The ends: inactive, the 96 pt title rows and the 56 pt search row; active, the search
    /// row alone at the top, Cancel and the dimming shown.
    @MainActor private func ends(_ s: SearchScene) -> (inactive: Shown, active: Shown) {
        var inactive = Shown(s)
        inactive.dimmingAlpha = 0
        var active = inactive
        active.barHeight = 56
        active.searchBarY = 0
        active.contentY = inactive.contentY - 96
        active.cancelAlpha = 1
        active.dimmingAlpha = 1
        return (inactive, active)
    }

    @MainActor func testActivationAndDismissalAnimate() async {
        let s = SearchScene()
        let (inactive, active) = ends(s)
        XCTAssertEqual(inactive.barHeight, 96 + 56)
        XCTAssertEqual(inactive.cancelAlpha, 0)
        s.search.searchBar.becomeFirstResponder()
        s.h.advance(by: 0.12)
        assertBetween(Shown(s), inactive, active, "activating")
        s.h.advance(by: 1)
        XCTAssertEqual(Shown(s), active)

        s.search.isActive = false
        s.h.advance(by: 0.12)
        assertBetween(Shown(s), active, inactive, "ending")
        s.h.advance(by: 1)
        XCTAssertEqual(Shown(s), inactive)
    }

    /// With Reduce Motion the bar and the content are in their end places from the first
    /// frame (a snapshot of the old picture fades out over them) and end exactly there.
    @MainActor func testReduceMotionMovesNothing() async {
        let s = SearchScene()
        let (inactive, active) = ends(s)
        UIAccessibility.withReduceMotion(true) {
            s.search.searchBar.becomeFirstResponder()
            s.h.advance(by: 0.12)
            let mid = Shown(s)
            XCTAssertEqual(mid.barHeight, active.barHeight)
            XCTAssertEqual(mid.searchBarY, active.searchBarY)
            XCTAssertEqual(mid.contentY, active.contentY)
            let snapshot = s.nav.view.subviews.first { $0 is UIImageView }
            XCTAssertNotNil(snapshot, "the old picture over the new one")
            XCTAssertTrue((snapshot?.presentationAlpha ?? 0) > 0 && (snapshot?.presentationAlpha ?? 1) < 1, "fading out")
            s.h.advance(by: 1)
            XCTAssertEqual(Shown(s), active)
            XCTAssertFalse(s.nav.view.subviews.contains { $0 is UIImageView }, "the snapshot is gone")

            s.search.isActive = false
            s.h.advance(by: 0.12)
            XCTAssertEqual(Shown(s).searchBarY, inactive.searchBarY)
            s.h.advance(by: 1)
            XCTAssertEqual(Shown(s), inactive)
        }
    }
}
