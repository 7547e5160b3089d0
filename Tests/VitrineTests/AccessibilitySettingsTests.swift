import Foundation
import Synchronization
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UIAccessibility`'s settings queries and their status notifications: each query reads the
/// current setting, and changing a setting posts that setting's notification (UIKit's
/// `UIAccessibility` reference: "posted when the system's … setting changes"), and only that
/// one.
final class AccessibilitySettingsTests: XCTestCase {
    @MainActor func testEachQueryFollowsItsSettingAndPostsItsNotification() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        let cases: [(WritableKeyPath<AccessibilitySettings, Bool>, () -> Bool, Notification.Name)] = [
            (\.darkerSystemColors, { UIAccessibility.isDarkerSystemColorsEnabled }, UIAccessibility.darkerSystemColorsStatusDidChangeNotification),
            (\.boldText, { UIAccessibility.isBoldTextEnabled }, UIAccessibility.boldTextStatusDidChangeNotification),
            (\.reduceMotion, { UIAccessibility.isReduceMotionEnabled }, UIAccessibility.reduceMotionStatusDidChangeNotification),
            (\.reduceTransparency, { UIAccessibility.isReduceTransparencyEnabled }, UIAccessibility.reduceTransparencyStatusDidChangeNotification),
            (\.buttonShapes, { UIAccessibility.buttonShapesEnabled }, UIAccessibility.buttonShapesEnabledStatusDidChangeNotification),
            (\.onOffSwitchLabels, { UIAccessibility.isOnOffSwitchLabelsEnabled }, UIAccessibility.onOffSwitchLabelsDidChangeNotification),
            (\.grayscale, { UIAccessibility.isGrayscaleEnabled }, UIAccessibility.grayscaleStatusDidChangeNotification),
        ]
        let all = Set(cases.map(\.2))
        for (key, query, name) in cases {
            UIAccessibility.apply(AccessibilitySettings())
            XCTAssertFalse(query(), "\(name.rawValue): off by default, as iOS ships")
            let posted = Mutex<[Notification.Name]>([])
            let tokens = all.map { n in NotificationCenter.default.addObserver(forName: n, object: nil, queue: nil) { note in posted.withLock { $0.append(note.name) } } }
            var s = AccessibilitySettings()
            s[keyPath: key] = true
            XCTAssertTrue(UIAccessibility.apply(s))
            XCTAssertFalse(UIAccessibility.apply(s), "the same settings again change nothing")
            tokens.forEach(NotificationCenter.default.removeObserver)
            XCTAssertTrue(query())
            XCTAssertEqual(posted.withLock { $0 }, [name], "only the changed setting's notification, once")
        }
    }

    /// Reduce Motion turns on `prefersCrossFadeTransitions` (on iOS it needs Reduce Motion and
    /// its Prefer Cross-Fade Transitions sub-setting; Vitrine has no separate sub-setting).
    @MainActor func testCrossFadeFollowsReduceMotion() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        XCTAssertFalse(UIAccessibility.prefersCrossFadeTransitions)
        var s = AccessibilitySettings()
        s.reduceMotion = true
        UIAccessibility.apply(s)
        XCTAssertTrue(UIAccessibility.prefersCrossFadeTransitions)
    }
}
