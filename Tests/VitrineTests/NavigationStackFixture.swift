import Foundation
@testable import Vitrine
import VitrineTesting

/// Root "Alpha" on screen in `h`'s window (rendered) and "Beta", pushed without animation
/// unless `push` is false (then only created): the navigation stack many bar tests start from.
@MainActor
func alphaBetaStack(_ h: HeadlessHarness, push: Bool = true) -> (UINavigationController, UIViewController, UIViewController) {
    let a = UIViewController(), b = UIViewController()
    a.title = "Alpha"
    b.title = "Beta"
    let nav = UINavigationController(rootViewController: a)
    h.window.rootViewController = nav
    h.renderFrames()
    if push {
        nav.pushViewController(b, animated: false)
        h.renderFrames()
    }
    return (nav, a, b)
}
