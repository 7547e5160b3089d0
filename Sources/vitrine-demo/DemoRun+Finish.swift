import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

extension DemoRun {
    /// The end of a scripted run: the writeback check, the guest's screendump, the screenshot,
    /// the figures, then a clean stop of the kiosk. Only the first call counts (pollers and
    /// frames go on while the demo waits for the host's line).
    static func finish(n: Int, display: any Display, options o: DemoOptions, elapsed: Double) {
        guard !isFinishing else { return }
        isFinishing = true
        let drmDisplay = kiosk?.drmDisplay
        let size = display.pixelSize
        if let name = o.writebackCheck, let d = drmDisplay, let dev = d.device as? LibDRMDevice {
            do {
                let captured = try dev.captureWriteback(crtcID: d.output.crtcID, width: d.output.mode.width, height: d.output.mode.height)
                var differing = 0
                var first: (Int, Int)?
                for y in 0..<captured.height {
                    let a = captured.row(y), b = d.lastPresentedFrame.row(y)
                    for x in 0..<captured.width where a[x] & 0xFFFFFF != b[x] & 0xFFFFFF {
                        differing += 1
                        if first == nil { first = (x, y) }
                    }
                }
                let total = captured.width * captured.height
                if differing == 0 {
                    print("@@RESULT \(name) PASS writeback readback equals the frame drawn: \(total) of \(total) pixels")
                } else {
                    print("@@RESULT \(name) FAIL writeback readback: \(differing) of \(total) pixels differ, first at \(first.map { "(\($0.0), \($0.1))" } ?? "?")")
                }
            } catch {
                print("@@RESULT \(name) FAIL \(error)")
            }
            fflush(nil)
        }
        if let name = o.screenshotName {
            // The panel's size (a panel mounted a quarter turn shows the interface turned).
            let panel = drmDisplay.map { PixelSize(width: $0.output.mode.width, height: $0.output.mode.height) } ?? size
            holdStill()
            // The host reads the screen when it sees the line: only once the last frame is
            // scanned out (its flip may still be pending or queued behind the previous one).
            whenOnScreen(drmDisplay) {
                print("@@DUMP \(name) \(panel.width) \(panel.height)")
                fflush(nil)
                afterLine { complete(n: n, display: display, options: o, elapsed: elapsed) }
            }
        } else if o.hold {
            afterLine { complete(n: n, display: display, options: o, elapsed: elapsed) }
        } else {
            complete(n: n, display: display, options: o, elapsed: elapsed)
        }
    }

    /// The screenshot, the figures and the clean stop.
    private static func complete(n: Int, display: any Display, options o: DemoOptions, elapsed: Double) -> Never {
        let drmDisplay = kiosk?.drmDisplay
        let size = display.pixelSize
        if let screenshot = o.screenshot, let display = display as? HeadlessDisplay {
            do {
                try display.writeScreenshot(to: screenshot)
                print("vitrine-demo: wrote \(screenshot) (\(size), frame \(n))")
            } catch {
                FileHandle.standardError.write(Data("vitrine-demo: \(error)\n".utf8))
                exit(1)
            }
        }
        print(String(format: "vitrine-demo: %d frames in %.3f s on %@", n, elapsed, display.name))
        if let l = UIScreen.main.inputLatency {
            print(String(format: "vitrine-demo: input-to-flip latency median %.1f ms, p99 %.1f ms over %d frames", l.median * 1000, l.p99 * 1000, l.count))
        }
        if let d = drmDisplay {
            print("vitrine-demo: \(d.flipCount) page flips, \(d.pacedFrames) frames paced by the timer")
        }
        if let text = textToPrint { print(text()) }
        fflush(nil)
        // The state saved, the socket removed, the console's mode put back.
        kiosk?.stop()
        exit(0)
    }
}

extension DemoRun {
    /// Reads one line from standard input on a thread of its own, then runs `then` on the main
    /// queue. The kiosk keeps running meanwhile — the control socket answers, SIGTERM stops it,
    /// the watchdog is fed — where a `readLine()` on the main queue froze all of it. End of
    /// file counts as the line.
    static func afterLine(_ then: @escaping @MainActor () -> Void) {
        lineWaiters.append(then)
        if lineWaiters.count == 1 { readOneLine() }
    }

    /// Reads a line on a thread of its own, then hands it to the first waiter on the main queue.
    private static func readOneLine() {
        Thread.detachNewThread {
            _ = readLine()
            DispatchQueue.main.async { MainActor.assumeIsolated { lineArrived() } }
        }
    }

    private static func lineArrived() {
        let next = lineWaiters.removeFirst()
        // One reader at a time: the next waiter's line is read after this one's.
        if !lineWaiters.isEmpty { readOneLine() }
        next()
    }

    /// Keeps the frame the demo announced on the panel while the host takes its screendump:
    /// the scene stops advancing (`isFinishing` or `isWaitingForHost`), the idle timer is off
    /// (as `isIdleTimerDisabled` keeps an iOS screen on), and the watchdog no longer expects
    /// the continuous scenes' next frame.
    /// Runs `body` once no flip of `display` is in flight (at once for other displays; after a
    /// second at most, whatever the display says).
    static func whenOnScreen(_ display: DRMDisplay?, tries: Int = 0, _ body: @escaping @MainActor () -> Void) {
        guard let d = display, d.isFlipInFlight, tries < 120, let clock = kiosk?.screen?.clock else {
            body()
            return
        }
        clock.schedule(after: d.refreshPeriod / 2) { whenOnScreen(d, tries: tries + 1, body) }
    }

    static func holdStill() {
        guard let k = kiosk else { return }
        k.idle?.timeouts = .init()
        k.drawsContinuously = false
        k.frameProbe.cancelExpectation()
    }
}
