import XCTest
@testable import Vitrine
import VitrineTesting

/// A controller with settable status bar preferences and children that decide them.
@MainActor
final class StatusBarViewController: UIViewController {
    var hidden = false
    var style = UIStatusBarStyle.default
    var hiddenChild: UIViewController?
    var styleChild: UIViewController?
    init(hidden: Bool = false, style: UIStatusBarStyle = .default, presentation: UIModalPresentationStyle = .automatic) {
        self.hidden = hidden
        self.style = style
        super.init()
        modalPresentationStyle = presentation
    }

    required init?(coder: NSCoder) { return nil }

    override var prefersStatusBarHidden: Bool { hidden }
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var childForStatusBarHidden: UIViewController? { hiddenChild }
    override var childForStatusBarStyle: UIViewController? { styleChild }
}

final class StatusBarTests: XCTestCase {
    @MainActor func testStatusBarFollowsChildForStatusBarHidden() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let root = StatusBarViewController(hidden: false, style: .lightContent)
        let middle = StatusBarViewController(hidden: false, style: .darkContent)
        let leaf = StatusBarViewController(hidden: true, style: .default)
        root.hiddenChild = middle
        middle.hiddenChild = leaf
        h.window.rootViewController = root
        XCTAssertEqual(h.window.statusBarAppearance, UIStatusBarAppearance(isHidden: true, style: .lightContent),
                       "hidden from the leaf (followed through two levels), style from the root")
        root.styleChild = middle
        XCTAssertEqual(h.window.statusBarAppearance, UIStatusBarAppearance(isHidden: true, style: .darkContent))
        root.hiddenChild = nil
        XCTAssertEqual(h.window.statusBarAppearance, UIStatusBarAppearance(isHidden: false, style: .darkContent))
    }

    @MainActor func testWindowWithoutRootHasTheDefaultStatusBar() async {
        let h = HeadlessHarness(width: 800, height: 480)
        XCTAssertEqual(h.window.statusBarAppearance, .default)
        XCTAssertEqual(h.screen.statusBarAppearance, UIStatusBarAppearance(isHidden: false, style: .default))
    }

    @MainActor func testScreenStatusBarIsTheKeyWindows() async {
        let h = HeadlessHarness(width: 800, height: 480)
        h.window.rootViewController = StatusBarViewController(hidden: true)
        let other = UIWindow(screen: h.screen)
        other.rootViewController = StatusBarViewController(style: .lightContent)
        other.isHidden = false
        XCTAssertEqual(h.screen.statusBarAppearance, UIStatusBarAppearance(isHidden: true, style: .default, userInterfaceStyle: .light))
        other.makeKey()
        XCTAssertEqual(h.screen.statusBarAppearance, UIStatusBarAppearance(isHidden: false, style: .lightContent))
    }

    @MainActor func testSetNeedsStatusBarAppearanceUpdateNotifies() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let root = StatusBarViewController()
        let child = StatusBarViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        root.styleChild = child
        h.window.rootViewController = root
        h.renderFrames()
        var seen: [UIStatusBarAppearance] = []
        h.screen.onStatusBarAppearanceChange = { seen.append($0) }
        child.style = .lightContent
        XCTAssertEqual(seen, [], "nothing until the controller says so")
        child.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(seen, [UIStatusBarAppearance(isHidden: false, style: .lightContent)])
        child.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(seen.count, 1, "no change, no call")
        child.hidden = true
        child.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(seen.count, 1, "the child does not decide hiding")
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(seen.last, UIStatusBarAppearance(isHidden: true, style: .lightContent))
        XCTAssertEqual(seen.count, 2)
    }

    @MainActor func testFullScreenPresentedControllerDecidesTheStatusBar() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let root = StatusBarViewController(style: .darkContent)
        h.window.rootViewController = root
        h.renderFrames()
        var seen: [UIStatusBarAppearance] = []
        h.screen.onStatusBarAppearanceChange = { seen.append($0) }

        let sheet = StatusBarViewController(hidden: true, presentation: .formSheet)
        root.present(sheet, animated: false)
        h.renderFrames()
        XCTAssertEqual(h.window.statusBarAppearance, UIStatusBarAppearance(isHidden: false, style: .darkContent), "a sheet does not decide")
        root.dismiss(animated: false)
        h.renderFrames()
        XCTAssertEqual(seen, [])

        let full = StatusBarViewController(hidden: true, style: .lightContent, presentation: .fullScreen)
        root.present(full, animated: true)
        XCTAssertEqual(seen, [UIStatusBarAppearance(isHidden: true, style: .lightContent)])
        h.advance(by: 0.5)
        full.style = .darkContent
        full.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(seen.last, UIStatusBarAppearance(isHidden: true, style: .darkContent))
        root.style = .lightContent
        root.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(seen.count, 2, "the covered root does not decide (its view is out of the window)")
        root.dismiss(animated: true)
        h.advance(by: 0.5)
        XCTAssertEqual(seen.last, UIStatusBarAppearance(isHidden: false, style: .lightContent))
        XCTAssertEqual(seen.count, 3)
    }
}
