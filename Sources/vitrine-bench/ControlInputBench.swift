import Foundation
import Vitrine
import VitrinePlatform
import VitrineShell

/// The control socket's `tap` on a headless kiosk paced like a 60 Hz panel, in real time
/// (system clock, the main dispatch queue, the real socket):
///
/// - `control-tap-to-flip`: from sending `tap X Y` on the socket to the present of the frame
///   that shows the touch (the target highlights on touch down), and from the finger's lift
///   (the reply's moment) to the frame showing the tap's action (the target's count changes).
/// - `control-tap-burst`: one client sends 100 `tap` lines at once while an animation runs;
///   the figures are the frame intervals meanwhile (median, p99, max, refreshes missed) against
///   the same animation without taps, and whether all 100 taps pressed.
@MainActor
enum ControlInputBench {
    struct Figure {
        var json: String
        var text: String
    }

    /// A view that highlights while touched and counts touch-ups (like the demo's tap target).
    final class Target: UIView {
        var taps = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { backgroundColor = UIColor(rgb: 0xE0A030) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            taps += 1
            backgroundColor = UIColor(rgb: taps % 2 == 0 ? 0x3D7BD9 : 0x2FA58B)
        }
    }

    static func run(taps: Int, fail: (String) -> Void) -> [Figure] {
        let clock = SystemClock()
        let loop = DispatchMainLoop()
        let display = HeadlessDisplay(size: PixelSize(width: 800, height: 480), scale: 1, loop: loop, pacing: .refresh(hz: 60, clock: clock))
        let screen = UIScreen(display: display, loop: loop, clock: clock)
        let window = UIWindow(screen: screen)
        let target = Target(frame: CGRect(x: 100, y: 100, width: 200, height: 120))
        target.backgroundColor = UIColor(rgb: 0x3D7BD9)
        window.addSubview(target)
        let mover = UIView(frame: CGRect(x: 0, y: 400, width: 40, height: 40))
        mover.backgroundColor = .white
        window.addSubview(mover)
        window.makeKeyAndVisible()
        let control = KioskControl(screen: screen)
        let path = NSTemporaryDirectory() + "vitrine-bench-\(getpid()).sock"
        do { try control.start(path: path) } catch {
            fail("control socket at \(path): \(error)")
            return []
        }
        defer { control.stop() }
        var presents: [Double] = []
        var presentsTouchingTarget: [Double] = []
        let targetRect = PixelRect(x: 100, y: 100, width: 200, height: 120)
        let token = screen.addPresentObserver { _, damage in
            let t = clock.now
            presents.append(t)
            if !damage.intersection(Region(targetRect)).isEmpty { presentsTouchingTarget.append(t) }
        }
        defer { screen.removePresentObserver(token) }
        // The moments fingers lift, as the kiosk delivers them.
        var lifts: [Double] = []
        control.input.addObserver { batch in
            if batch.contains(where: { if case .touchUp = $0 { return true } else { return false } }) { lifts.append(clock.now) }
        }
        spin(until: clock.now + 0.3)

        // Tap to flip, one tap at a time.
        var downToFlip: [Double] = [], upToFlip: [Double] = []
        let client = ClientThread(path: path)
        for _ in 0..<taps {
            let before = presentsTouchingTarget.count
            let sent = clock.now
            client.send(["tap 200 160"])
            // The touch down's frame.
            spin(until: sent + 2) { presentsTouchingTarget.count > before }
            if presentsTouchingTarget.count > before { downToFlip.append(presentsTouchingTarget[before] - sent) }
            // The reply comes as the finger lifts; then the action's frame.
            spin(until: sent + 2) { client.replies >= 1 }
            _ = client.takeReplyTime()
            let lifted = lifts.last ?? clock.now
            // (It may have been presented already, before the reply was read.)
            spin(until: lifted + 2) { presentsTouchingTarget.contains { $0 >= lifted } }
            if let t = presentsTouchingTarget.first(where: { $0 >= lifted }) { upToFlip.append(t - lifted) }
            spin(until: clock.now + 0.02)
        }
        var figures: [Figure] = []
        func ms(_ v: Double) -> String { String(format: "%.3f", v * 1000) }
        if !downToFlip.isEmpty, !upToFlip.isEmpty {
            let d = percentiles(downToFlip), u = percentiles(upToFlip)
            figures.append(Figure(
                json: "{\"name\":\"control-tap-to-flip\",\"width\":800,\"height\":480,\"hz\":60,\"taps\":\(downToFlip.count),\"lifts\":\(upToFlip.count),"
                    + "\"down_median_ms\":\(ms(d.median)),\"down_p99_ms\":\(ms(d.p99)),\"up_median_ms\":\(ms(u.median)),\"up_p99_ms\":\(ms(u.p99))}",
                text: "control tap → flip (headless 800x480 at 60 Hz, \(downToFlip.count) taps over the socket): request → touch-down frame "
                    + "median \(ms(d.median)) ms, p99 \(ms(d.p99)) ms; lift → action frame median \(ms(u.median)) ms, p99 \(ms(u.p99)) ms"))
        }

        // A burst of 100 taps while an animation runs, against the animation alone.
        func animatedIntervals(seconds: Double, during body: () -> Void) -> [Double] {
            mover.frame.origin.x = 0
            UIView.animate(withDuration: seconds, delay: 0, options: [.curveLinear]) { mover.frame.origin.x = 760 }
            spin(until: clock.now + 0.1)
            let first = presents.count
            let start = clock.now
            body()
            spin(until: start + seconds - 0.2)
            let p = Array(presents[first...])
            return zip(p.dropFirst(), p).map { $0 - $1 }
        }
        let quiet = animatedIntervals(seconds: 3) {}
        let before = target.taps
        let burst = 100
        var burstTime = 0.0
        _ = client.takeReplyTime()
        let busy = animatedIntervals(seconds: 7) {
            let start = clock.now
            client.send(Array(repeating: "tap 200 160", count: burst))
            spin(until: start + 6.5) { client.replies >= burst }
            burstTime = clock.now - start
        }
        let pressed = target.taps - before
        let q = percentiles(quiet), b = percentiles(busy)
        let missedQuiet = quiet.filter { $0 > 1.5 / 60 }.count, missedBusy = busy.filter { $0 > 1.5 / 60 }.count
        figures.append(Figure(
            json: "{\"name\":\"control-tap-burst\",\"width\":800,\"height\":480,\"hz\":60,\"taps\":\(burst),\"pressed\":\(pressed),"
                + "\"burst_s\":\(String(format: "%.3f", burstTime)),\"frames\":\(busy.count + 1),\"interval_median_ms\":\(ms(b.median)),"
                + "\"interval_p99_ms\":\(ms(b.p99)),\"interval_max_ms\":\(ms(busy.max() ?? 0)),\"missed\":\(missedBusy),"
                + "\"quiet_interval_median_ms\":\(ms(q.median)),\"quiet_interval_p99_ms\":\(ms(q.p99)),\"quiet_interval_max_ms\":\(ms(quiet.max() ?? 0)),"
                + "\"quiet_missed\":\(missedQuiet),\"quiet_frames\":\(quiet.count + 1)}",
            text: "control tap burst (\(burst) taps in one write, animation running): \(pressed) pressed in \(String(format: "%.2f", burstTime)) s; "
                + "frame interval median \(ms(b.median)) ms, p99 \(ms(b.p99)) ms, max \(ms(busy.max() ?? 0)) ms, \(missedBusy) of \(busy.count) late "
                + "(animation alone: median \(ms(q.median)), p99 \(ms(q.p99)), max \(ms(quiet.max() ?? 0)) ms, \(missedQuiet) of \(quiet.count) late)"))
        client.stop()
        return figures
    }

    /// Runs the main queue until `deadline` or until `done` is true.
    static func spin(until deadline: Double, _ done: () -> Bool = { false }) {
        while SystemClock.monotonicNow() < deadline, !done() {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
        }
    }

    static func percentiles(_ values: [Double]) -> (median: Double, p99: Double) {
        let s = values.sorted()
        guard !s.isEmpty else { return (0, 0) }
        return (s[s.count / 2], s[min(s.count - 1, Int(Double(s.count) * 0.99))])
    }
}

/// A socket client on a thread of its own: sends lines when asked, counts the replies and
/// notes when the last came.
final class ClientThread: @unchecked Sendable {
    // @unchecked: the counters are guarded by `lock`.
    private let lock = NSLock()
    private var outbox: [[String]] = []
    private var replyCount = 0
    private var lastReply: Double?
    private var stopped = false
    private let path: String

    init(path: String) {
        self.path = path
        let thread = Thread { [self] in self.main() }
        thread.start()
    }

    /// Replies received and not yet taken by `takeReplyTime()`.
    var replies: Int { lock.withLock { replyCount } }

    func send(_ lines: [String]) { lock.withLock { outbox.append(lines) } }

    /// The time the last reply came, resetting the count.
    func takeReplyTime() -> Double? {
        lock.withLock {
            defer { replyCount = 0; lastReply = nil }
            return lastReply
        }
    }

    func stop() { lock.withLock { stopped = true } }

    private func main() {
        guard let client = try? ControlSocketClient(path: path, timeout: 5) else { return }
        while !lock.withLock({ stopped }) {
            guard let lines = lock.withLock({ outbox.isEmpty ? nil : outbox.removeFirst() }) else {
                usleep(200)
                continue
            }
            try? client.sendRaw(Array(lines.map { $0 + "\n" }.joined().utf8))
            for _ in lines {
                guard (try? client.readLine(timeout: 20)) != nil else { return }
                let t = SystemClock.monotonicNow()
                lock.withLock { replyCount += 1; lastReply = t }
            }
        }
    }
}
