import Foundation
import VitrineShell
import Vitrine
import VitrinePlatform

/// `--soak SECONDS`: ordinary use, repeated on a timer for a long time, with the process's
/// resident memory printed as it goes — the check that memory stays flat. The tabs scene
/// switches tabs by tapping the tab bar through the input path; the navigation scene pushes
/// a page and pops it again (animated, as the back button does); other scenes just draw.
extension DemoRun {
    static func startSoak(seconds: Double, interval: Double, options o: DemoOptions, screen: UIScreen,
                          delegate: DemoAppDelegate, display: any Display, clock: any Clock) {
        let start = clock.now
        var steps = 0
        var nextReport = start
        let reportEvery = 10.0
        func report() {
            let rss = residentKilobytes().map { "\($0) kB" } ?? "unknown"
            print(String(format: "vitrine-demo: soak t=%.0f s steps=%d frames=%d rss=%@", clock.now - start, steps, screen.frameCount, rss))
            fflush(nil)
        }
        func step() {
            if clock.now >= nextReport {
                report()
                nextReport += reportEvery
            }
            if clock.now - start >= seconds {
                finish(n: screen.frameCount, display: display, options: o, elapsed: clock.now - start)
            }
            if let tabs = delegate.tabs {
                let bar = tabs.tabBar
                let target = (tabs.selectedIndex + 1) % max(1, bar.items.count)
                if let button = bar.subviews.filter({ $0 is UIControl })[safe: target] {
                    let p = screen.windowToDevicePoint(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
                    screen.input.handle([.touchDown(slot: 0, x: p.x, y: p.y, time: clock.now), .touchFrame(time: clock.now),
                                         .touchUp(slot: 0, time: clock.now), .touchFrame(time: clock.now)])
                    steps += 1
                }
            } else if let nav = delegate.navigation {
                if nav.viewControllers.count > 1 {
                    nav.popViewController(animated: true)
                } else {
                    nav.pushViewController(NavigationDemoPage(id: "network"), animated: true)
                }
                steps += 1
            }
            clock.schedule(after: interval) { step() }
        }
        clock.schedule(after: interval) { step() }
    }

    /// `VmRSS` of `/proc/self/status`, in kB.
    static func residentKilobytes() -> Int? { ProcessMemory.residentBytes().map { $0 / 1024 } }
}

extension Array {
    fileprivate subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
