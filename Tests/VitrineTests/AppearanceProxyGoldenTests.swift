import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A tab bar controller around a navigation controller whose screen holds a switch and a
/// segmented control, every colour set only through appearance proxies, rendered headless
/// light and dark and compared with reviewed golden PNGs (tolerance:
/// `GoldenTolerance.standard`).
final class AppearanceProxyGoldenTests: XCTestCase {
    /// Dark teal bars (deeper in dark) with a white title, an orange selected tab and grey
    /// others; the switch on with an orange track and a cream thumb; the segmented control's
    /// thumb teal with a white title, the other titles teal (lighter in dark).
    @MainActor private func styledByProxies(dark: Bool) -> HeadlessHarness {
        let teal = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(rgb: 0x0B3D3A) : UIColor(rgb: 0x137C74) })
        let accent = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(rgb: 0x5ED6CB) : UIColor(rgb: 0x137C74) })
        let bar = UINavigationBarAppearance()
        bar.configureWithOpaqueBackground()
        bar.backgroundColor = teal
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = bar
        let tabs = UITabBarAppearance()
        tabs.configureWithOpaqueBackground()
        tabs.backgroundColor = teal
        UITabBar.appearance().standardAppearance = tabs
        UITabBar.appearance().tintColor = .systemOrange
        UITabBar.appearance().unselectedItemTintColor = UIColor(white: 0.8, alpha: 1)
        UISwitch.appearance().onTintColor = .systemOrange
        UISwitch.appearance().thumbTintColor = UIColor(rgb: 0xFFF4D6)
        UISegmentedControl.appearance().selectedSegmentTintColor = teal
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: accent], for: .normal)

        let h = HeadlessHarness(width: 320, height: 260, scale: 1)
        h.window.overrideUserInterfaceStyle = dark ? .dark : .light
        let screen = UIViewController()
        screen.title = "Settings"
        screen.view.backgroundColor = .systemBackground
        let toggle = UISwitch(frame: CGRect(x: 16, y: 70, width: 51, height: 31))
        toggle.isOn = true
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 16, y: 120, width: 288, height: 32)
        segments.selectedSegmentIndex = 1
        screen.view.addSubview(toggle)
        screen.view.addSubview(segments)
        let other = UIViewController()
        other.title = "About"
        let controller = UITabBarController()
        let stack = UINavigationController(rootViewController: screen)
        stack.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 0)
        controller.viewControllers = [stack, other]
        h.window.rootViewController = controller
        h.renderFrames()
        return h
    }

    @MainActor private func check(dark: Bool) {
        AppearanceRegistry.reset()
        defer { AppearanceRegistry.reset() }
        let h = styledByProxies(dark: dark)
        if let failure = GoldenImage.verify(h.screenshot, name: "appearance-proxies-\(dark ? "dark" : "light")", directory: goldenDirectory) {
            XCTFail(failure)
        }
    }

    @MainActor func testLight() async { check(dark: false) }
    @MainActor func testDark() async { check(dark: true) }
}
