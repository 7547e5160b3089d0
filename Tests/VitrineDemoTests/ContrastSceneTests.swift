import Foundation
import XCTest
import Vitrine
import VitrineTesting
@testable import vitrine_demo

/// Text on every demo screen is readable: WCAG 2.x 1.4.3 Contrast (Minimum), 4.5:1 (3:1 for
/// large text), measured on the rendered pixels (`ContrastAudit`) in every appearance of
/// `ContrastAppearance.withIncreasedContrast` (light and dark, each also with Increase
/// Contrast: the high-contrast colours must read at least as well), on every scene as launched plus the screens further in
/// (the gallery's end, the check-in's steps, an alert).
final class ContrastSceneTests: XCTestCase {
    /// Text below its ratio that is accepted, and why. Each entry is an iOS default Vitrine
    /// reproduces as iOS draws it (UIKit's published colours are not changed here) or a case
    /// WCAG itself exempts; anything else failing is a defect to fix.
    static let exemptions: [(reason: String, applies: @Sendable (TextContrast) -> Bool)] = [
        ("inactive user interface component: WCAG 1.4.3 exempts the text of a disabled control",
         { $0.isInactive }),
        ("UIKit's placeholderText (#3C3C43 / #EBEBF5 at 30 %: 1.8:1 on white) in a text field: iOS's default, low by Apple's design. "
            + "WCAG does not exempt placeholders: every demo field also has a visible label, the placeholder is only an example",
         { $0.role == .placeholder && $0.color === UIColor.placeholderText }),
        ("a title in iOS's default tint, systemBlue: #007AFF is 4.02:1 on white, about 3.5:1 on the grey fills and bars "
            + "and 3.3:1 on its own tinted fill (#0A84FF: 3.6–3.9:1 on dark fills; with Increase Contrast #409CFF, 3.65:1 on the dark grey fill "
            + "and 4.35:1 on its tinted fill); an app that needs 4.5:1 sets a darker tintColor",
         { [0x007AFF, 0x0A84FF, 0x409CFF].contains($0.declared ?? 0) }),
        ("the filled button style's white title on systemBlue (#0A84FF in dark: 3.65:1; Apple's increased-contrast dark value #409CFF: 2.83:1), "
            + "as iOS draws it",
         { $0.declared == 0xFFFFFF && [0x007AFF, 0x0A84FF, 0x409CFF].contains($0.background) }),
        ("a tab bar item's 10 pt title (systemGray unselected 3.1:1, the tint selected) and its badge's white count on systemRed: iOS's UITabBar",
         { $0.view.contains("TabBarButton") }),
        ("secondaryLabel (#3C3C43 at 60 %: 3.4:1 on white) where iOS uses it: a list cell's secondary text "
            + "(UIListContentConfiguration's value and subtitle cells) and a grouped table's section header",
         { $0.color === UIColor.secondaryLabel && ($0.view.contains("UIListContentView") || $0.view.contains("UITableViewHeaderFooterView")) }),
        ("a picker wheel's rows away from the selection band fade with the wheel's curve, as iOS's do; each reads at full contrast in the band",
         { $0.view.contains("PickerWheel") && $0.opacity < 1 }),
    ]

    /// The screens audited: a name, and how to bring the screen up in a harness already set
    /// to the appearance (the harness is kept alive by the caller until it is measured).
    @MainActor private func screens(_ appearance: ContrastAppearance, _ visit: (String, HeadlessHarness) -> Void) {
        for scene in VitrineDemo.Scene.allCases where scene != .checkin {
            let h = HeadlessHarness(width: 1280, height: 800)
            appearance.apply(h.screen)
            let delegate = DemoAppDelegate(screen: h.screen, scene: scene)
            let root = delegate.makeRoot(for: scene)
            h.window.rootViewController = root
            h.renderFrames()
            h.advance(by: 2)
            visit("\(scene.rawValue) \(appearance)", h)
            if let gallery = root as? GalleryViewController {
                let s = gallery.scrollView
                s.contentOffset.y = max(0, s.contentSize.height - s.bounds.height)
                h.advance(by: 0.1)
                visit("gallery end \(appearance)", h)
            }
            if scene == .showcase {
                delegate.presentSampleAlert()
                h.advance(by: 1)
                visit("alert \(appearance)", h)
            }
        }
        let k = CheckInKiosk()
        appearance.apply(k.h.screen)
        k.h.advance(by: 0.5)
        visit("checkin start \(appearance)", k.h)
        k.tap("checkin.start")
        visit("checkin list \(appearance)", k.h)
        k.tap("booking.AUR-4836")
        k.tap("checkin.name")
        k.type("Sofia Rossi", mode: .english)
        visit("checkin form \(appearance)", k.h)
        k.tap("checkin.confirm")
        visit("checkin alert \(appearance)", k.h)
        k.tapAlertButton("Check in")
        visit("checkin done \(appearance)", k.h)
    }

    @MainActor func testEveryDemoScreenReadsAtWCAGContrast() async {
        var failing: [TextContrast] = []
        var measured = 0
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        for appearance in ContrastAppearance.withIncreasedContrast {
            UIAccessibility.apply(AccessibilitySettings())
            screens(appearance) { name, h in
                let result = ContrastAudit.measure(h, screen: name)
                measured += result.texts.count
                failing += result.texts.filter { t in !t.passes && !Self.exemptions.contains { $0.applies(t) } }
            }
        }
        XCTAssertGreaterThan(measured, 500, "the audit finds the demos' text")
        XCTAssertEqual(failing.count, 0, "text below WCAG 1.4.3 contrast, worst first:\n" + ContrastAudit.report(failing))
    }
}
