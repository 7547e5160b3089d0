import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// Pages P0…P(n−1) of a `RecordingViewController` each, with a data source that logs every
/// question (to check that neighbours are asked lazily) and a delegate that logs every call.
@MainActor
final class PageFixture: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let recorder = LifecycleRecorder()
    var pages: [RecordingViewController] = []
    /// "before P1", "after P0", … in the order asked.
    var asked: [String] = []
    /// "willTransitionTo P1", "didFinishAnimating finished:true previous:P0 completed:true".
    var delegateCalls: [String] = []

    init(count: Int) {
        pages = (0..<count).map { i in
            let p = RecordingViewController(name: "P\(i)", recorder: recorder)
            return p
        }
    }

    func index(of vc: UIViewController) -> Int? { pages.firstIndex { $0 === vc } }
    func name(_ vc: UIViewController?) -> String { vc.flatMap { index(of: $0) }.map { "P\($0)" } ?? "nil" }

    func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        asked.append("before \(name(vc))")
        guard let i = index(of: vc), i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        asked.append("after \(name(vc))")
        guard let i = index(of: vc), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }

    func pageViewController(_ pvc: UIPageViewController, willTransitionTo pending: [UIViewController]) {
        delegateCalls.append("willTransitionTo \(pending.map(name).joined(separator: ","))")
    }

    func pageViewController(_ pvc: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        delegateCalls.append("didFinishAnimating finished:\(finished) previous:\(previousViewControllers.map(name).joined(separator: ",")) completed:\(completed)")
    }
}

/// The same pages with the page indicator's two methods too.
@MainActor
final class IndicatorPageFixture: UIPageViewControllerDataSource {
    let base: PageFixture
    var indexAsked = 0
    init(count: Int) { base = PageFixture(count: count) }

    func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        base.pageViewController(pvc, viewControllerBefore: vc)
    }
    func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        base.pageViewController(pvc, viewControllerAfter: vc)
    }
    func presentationCount(for pvc: UIPageViewController) -> Int { base.pages.count }
    func presentationIndex(for pvc: UIPageViewController) -> Int {
        indexAsked += 1
        return pvc.viewControllers?.first.flatMap { base.index(of: $0) } ?? 0
    }
}

/// The appearance callbacks only.
let pageAppearance: Set<LifecycleRecorder.Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
let pageContainment: Set<LifecycleRecorder.Callback> = [.willMoveToParent, .didMoveToParent]

/// A scroll-style page view controller on `h`'s window, showing page `start` of a fixture of
/// `count` pages, drawn and settled, with the fixture's records cleared.
@MainActor
func makePageStage(_ h: HeadlessHarness, count: Int = 5, start: Int = 0, orientation: UIPageViewController.NavigationOrientation = .horizontal,
                   options: [UIPageViewController.OptionsKey: Any]? = nil) -> (UIPageViewController, PageFixture) {
    let f = PageFixture(count: count)
    let p = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation, options: options)
    p.dataSource = f
    p.delegate = f
    p.setViewControllers([f.pages[start]], direction: .forward, animated: false)
    h.window.rootViewController = p
    h.renderFrames()
    h.advance(by: 0.1)
    f.recorder.clear()
    f.asked = []
    return (p, f)
}
