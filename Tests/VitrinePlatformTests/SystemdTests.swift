import Dispatch
import Foundation
import Synchronization
import XCTest
import VitrinePlatform

/// The sd_notify protocol, `$WATCHDOG_USEC`/`$WATCHDOG_PID`, and the watchdog's liveness rule,
/// against a real datagram socket standing in for systemd's.
final class SystemdTests: XCTestCase {
    // MARK: Notifier

    func testNotifierSendsExactDatagramsToTheSocket() throws {
        let socket = try NotifySocket()
        let notifier = SystemdNotifier(socketPath: socket.path)
        XCTAssertTrue(notifier.isEnabled)
        XCTAssertTrue(try notifier.notify(.ready))
        try notifier.notify(.status("drm:card0:HDMI-A-1 1920x1080@60"))
        try notifier.notify(.watchdog)
        try notifier.notify(.ready, .status("frames: 1"))
        XCTAssertEqual(socket.receive(), "READY=1")
        XCTAssertEqual(socket.receive(), "STATUS=drm:card0:HDMI-A-1 1920x1080@60")
        XCTAssertEqual(socket.receive(), "WATCHDOG=1")
        XCTAssertEqual(socket.receive(), "READY=1\nSTATUS=frames: 1", "several assignments travel in one datagram, one a line")
        XCTAssertNil(socket.receiveIfAny())
    }

    func testStatusIsOneLineAndOtherAssignmentsAreSpelledAsSystemdReadsThem() {
        XCTAssertEqual(SystemdNotification.status("two\nlines").assignment, "STATUS=two lines")
        XCTAssertEqual(SystemdNotification.reloading.assignment, "RELOADING=1")
        XCTAssertEqual(SystemdNotification.stopping.assignment, "STOPPING=1")
        XCTAssertEqual(SystemdNotification.watchdogTrigger.assignment, "WATCHDOG=trigger")
        XCTAssertEqual(SystemdNotification.errno(5).assignment, "ERRNO=5")
        XCTAssertEqual(SystemdNotification.extendTimeout(microseconds: 5_000_000).assignment, "EXTEND_TIMEOUT_USEC=5000000")
    }

    func testNotifierReachesAnAbstractSocketWrittenWithAnAt() throws {
        let name = "vitrine-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let socket = try NotifySocket(abstractName: name)
        let notifier = SystemdNotifier(socketPath: "@" + name)
        XCTAssertTrue(try notifier.notify(.ready))
        XCTAssertEqual(socket.receive(), "READY=1")
    }

    func testWithoutNotifySocketEveryNotificationIsANoOp() throws {
        for notifier in [SystemdNotifier.fromEnvironment([:]), SystemdNotifier.fromEnvironment(["NOTIFY_SOCKET": ""]),
                         SystemdNotifier(socketPath: nil)] {
            XCTAssertFalse(notifier.isEnabled)
            XCTAssertFalse(try notifier.notify(.ready))
            XCTAssertFalse(try notifier.notify(.status("ignored"), .watchdog))
        }
        XCTAssertEqual(SystemdNotifier.fromEnvironment(["NOTIFY_SOCKET": "/run/systemd/notify"]).socketPath, "/run/systemd/notify")
    }

    func testUnusableSocketsFailWithTheCallAndErrno() {
        XCTAssertThrowsError(try SystemdNotifier(socketPath: "relative/notify").notify(.ready)) { error in
            XCTAssertEqual((error as? SystemdNotifyError)?.errno, EAFNOSUPPORT)
        }
        XCTAssertThrowsError(try SystemdNotifier(socketPath: "/" + String(repeating: "x", count: 200)).notify(.ready)) { error in
            XCTAssertEqual((error as? SystemdNotifyError)?.errno, EINVAL)
        }
        let missing = NSTemporaryDirectory() + "vitrine-no-such-socket-\(getpid())"
        XCTAssertThrowsError(try SystemdNotifier(socketPath: missing).notify(.ready)) { error in
            let e = error as? SystemdNotifyError
            XCTAssertEqual(e?.call, "sendto")
            XCTAssertEqual(e?.errno, ENOENT)
        }
    }

    // MARK: $WATCHDOG_USEC / $WATCHDOG_PID

    func testWatchdogEnvironmentParsing() {
        let me: pid_t = 4242
        let tenSeconds = WatchdogConfiguration(intervalMicroseconds: 10_000_000)!
        XCTAssertEqual(WatchdogConfiguration.parse(environment: ["WATCHDOG_USEC": "10000000"], pid: me), .enabled(tenSeconds),
                       "no WATCHDOG_PID: the watchdog is this process's")
        XCTAssertEqual(WatchdogConfiguration.parse(environment: ["WATCHDOG_USEC": "10000000", "WATCHDOG_PID": "4242"], pid: me),
                       .enabled(tenSeconds))
        XCTAssertEqual(WatchdogConfiguration.parse(environment: ["WATCHDOG_USEC": "10000000", "WATCHDOG_PID": "1"], pid: me),
                       .otherProcess(1), "another process's watchdog: disabled here")
        XCTAssertNil(WatchdogConfiguration.parse(environment: ["WATCHDOG_USEC": "10000000", "WATCHDOG_PID": "1"], pid: me).configuration)
        XCTAssertEqual(WatchdogConfiguration.parse(environment: [:], pid: me), .notRequested)
        XCTAssertEqual(WatchdogConfiguration.parse(environment: ["WATCHDOG_PID": "4242"], pid: me), .notRequested)
        for bad in ["", "0", "-5", "ten", "1e6", " 100", "18446744073709551615", "18446744073709551616"] {
            XCTAssertEqual(WatchdogConfiguration.parse(environment: ["WATCHDOG_USEC": bad], pid: me), .invalid("WATCHDOG_USEC=\(bad)"))
        }
        for bad in ["", "0", "-1", "pid"] {
            XCTAssertEqual(WatchdogConfiguration.parse(environment: ["WATCHDOG_USEC": "1000", "WATCHDOG_PID": bad], pid: me),
                           .invalid("WATCHDOG_PID=\(bad)"))
        }
        XCTAssertEqual(tenSeconds.interval, .seconds(10))
        XCTAssertEqual(tenSeconds.pingInterval, .seconds(5), "ping at half the timeout")
    }

    // MARK: Watchdog, driven by hand

    private let second: UInt64 = 1_000_000_000

    func testWatchdogPingsOnlyWhileTheHeartbeatAdvances() throws {
        let socket = try NotifySocket()
        let heartbeat = Heartbeat()
        // WatchdogSec=10s: a ping is due every 5 s; checks every 1.25 s.
        let watchdog = Watchdog(configuration: WatchdogConfiguration(intervalMicroseconds: 10_000_000)!,
                                notifier: SystemdNotifier(socketPath: socket.path), heartbeat: heartbeat)
        XCTAssertEqual(watchdog.checkInterval, .milliseconds(1250))
        XCTAssertEqual(watchdog.recommendedHeartbeatInterval, .milliseconds(1250))
        let t = 100 * second
        XCTAssertEqual(watchdog.check(now: t), .skipped(.mainQueueStalled), "no beat since the watchdog was made")
        heartbeat.beat()
        XCTAssertEqual(watchdog.check(now: t), .pinged)
        XCTAssertEqual(socket.receive(), "WATCHDOG=1")
        XCTAssertEqual(watchdog.check(now: t + 1 * second), .notDue)
        XCTAssertEqual(watchdog.check(now: t + 5 * second), .skipped(.mainQueueStalled), "the main queue did not turn since that ping")
        XCTAssertEqual(watchdog.check(now: t + 6 * second + second / 4), .skipped(.mainQueueStalled))
        XCTAssertNil(socket.receiveIfAny())
        heartbeat.beat()
        heartbeat.beat()
        XCTAssertEqual(watchdog.check(now: t + 7 * second + second / 2), .pinged, "it turned again: the held-back ping goes out at once")
        XCTAssertEqual(watchdog.check(now: t + 8 * second), .notDue)
        heartbeat.beat()
        XCTAssertEqual(watchdog.check(now: t + 11 * second), .notDue, "pings stay half WatchdogSec= apart")
        XCTAssertEqual(watchdog.check(now: t + 12 * second + second / 4), .pinged)
        XCTAssertEqual(socket.receive(), "WATCHDOG=1")
        XCTAssertEqual(socket.receive(), "WATCHDOG=1")
        XCTAssertNil(socket.receiveIfAny())
    }

    func testWatchdogReadsAnyHeartbeatSource() throws {
        let socket = try NotifySocket()
        let fake = FakeHeartbeat()
        let decisions = Mutex<[Watchdog.Decision]>([])
        let watchdog = Watchdog(configuration: WatchdogConfiguration(intervalMicroseconds: 1_000_000)!,
                                notifier: SystemdNotifier(socketPath: socket.path), heartbeat: fake,
                                onDecision: { d in decisions.withLock { $0.append(d) } })
        var sent = 0
        for step in 0..<10 {
            if step % 3 != 2 { fake.set(UInt64(step + 1)) } // stalls on every third step
            if watchdog.check(now: UInt64(step + 1) * second) == .pinged { sent += 1 }
        }
        XCTAssertEqual(sent, 7)
        XCTAssertEqual(decisions.withLock { $0 }.filter { $0 == .skipped(.mainQueueStalled) }.count, 3)
        for _ in 0..<7 { XCTAssertEqual(socket.receive(), "WATCHDOG=1") }
        XCTAssertNil(socket.receiveIfAny())
    }

    func testWatchdogSkipsWhileAFrameIsOverdue() throws {
        let socket = try NotifySocket()
        let heartbeat = Heartbeat()
        let frames = FrameLoopProbe()
        let watchdog = Watchdog(configuration: WatchdogConfiguration(intervalMicroseconds: 2_000_000)!,
                                notifier: SystemdNotifier(socketPath: socket.path), heartbeat: heartbeat, frameLoop: frames)
        XCTAssertEqual(watchdog.frameStallLimit, .seconds(1), "defaults to the ping interval")
        let t0 = 50 * second
        frames.frameExpected(now: t0)
        frames.frameExpected(now: t0 + 900_000_000) // the oldest wish counts
        heartbeat.beat()
        XCTAssertEqual(watchdog.check(now: t0 + second), .pinged, "awaited for exactly the limit: still fine")
        heartbeat.beat()
        XCTAssertEqual(watchdog.check(now: t0 + 2 * second), .skipped(.frameLoopStalled(pendingFor: .seconds(2))),
                       "the main queue turns but the frame never reaches the screen")
        frames.framePresented()
        XCTAssertNil(frames.pendingDuration(now: t0 + 2 * second))
        XCTAssertEqual(frames.framesPresented, 1)
        XCTAssertEqual(watchdog.check(now: t0 + 2 * second + second / 4), .pinged)
        frames.frameExpected(now: t0 + 3 * second)
        frames.cancelExpectation() // the display went away: nothing to wait for
        heartbeat.beat()
        XCTAssertEqual(watchdog.check(now: t0 + 9 * second), .pinged)
        XCTAssertEqual(socket.receive(), "WATCHDOG=1")
        XCTAssertEqual(socket.receive(), "WATCHDOG=1")
        XCTAssertEqual(socket.receive(), "WATCHDOG=1")
        XCTAssertNil(socket.receiveIfAny())
    }

    func testAFailedPingIsReportedAndRetriedAtTheNextCheck() throws {
        let path = NSTemporaryDirectory() + "vitrine-notify-later-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let heartbeat = Heartbeat()
        let watchdog = Watchdog(configuration: WatchdogConfiguration(intervalMicroseconds: 1_000_000)!,
                                notifier: SystemdNotifier(socketPath: path), heartbeat: heartbeat)
        heartbeat.beat()
        guard case .skipped(.notifyFailed(let e)) = watchdog.check() else { return XCTFail("the socket does not exist yet") }
        XCTAssertEqual(e.errno, ENOENT)
        let socket = try NotifySocket(path: path)
        XCTAssertEqual(watchdog.check(), .pinged, "the beat was not used up by the failed ping")
        XCTAssertEqual(socket.receive(), "WATCHDOG=1")
    }

    func testStartIfRequestedNeedsANotifySocket() {
        MainActor.assumeIsolated {
            XCTAssertNil(Watchdog.startIfRequested(notifier: SystemdNotifier(socketPath: nil)))
        }
    }

    // MARK: Watchdog on real threads

    /// The heartbeat timer runs on the main queue and the checks on the watchdog's own thread:
    /// blocking the main thread for three ping intervals stops the pings (after at most the one
    /// check that still sees the beats from before the block), and they resume afterwards.
    func testPingsStopWhileTheMainThreadIsBlocked() throws {
        let socket = try NotifySocket()
        let received = ReceivedPings(socket: socket)
        let decisions = Mutex<[(at: UInt64, decision: Watchdog.Decision)]>([])
        let configuration = WatchdogConfiguration(intervalMicroseconds: 100_000)! // pings every 50 ms
        let heartbeat = MainQueueHeartbeat(every: .microseconds(12_500))
        let watchdog = Watchdog(configuration: configuration, notifier: SystemdNotifier(socketPath: socket.path),
                                heartbeat: heartbeat, onDecision: { d in
            let now = DispatchTime.now().uptimeNanoseconds
            decisions.withLock { $0.append((now, d)) }
        })
        defer {
            watchdog.stop()
            heartbeat.stop()
            received.stop()
        }

        // Healthy: the main run loop turns (XCTest's wait spins it), so pings flow.
        let flowing = expectation(description: "two pings while the main queue turns")
        received.fulfill(flowing, whenCountReaches: 2)
        watchdog.start()
        wait(for: [flowing], timeout: 10)

        // Hung: the main thread does not return to its queue for three ping intervals.
        let blockStart = DispatchTime.now().uptimeNanoseconds
        usleep(150_000)
        let blockEnd = DispatchTime.now().uptimeNanoseconds

        // Recovered: pings resume once the main queue turns again.
        let resumed = expectation(description: "a ping after the block")
        received.fulfill(resumed, whenCountReaches: received.count(from: 0, to: blockEnd) + 1)
        wait(for: [resumed], timeout: 10)
        watchdog.stop()

        let during = decisions.withLock { $0 }.filter { $0.at > blockStart && $0.at <= blockEnd && $0.decision != .notDue }
        let stalled = during.firstIndex { $0.decision == .skipped(.mainQueueStalled) }
        XCTAssertNotNil(stalled, "the watchdog thread kept checking and saw the stall: \(during.map(\.decision))")
        XCTAssertLessThanOrEqual(during.filter { $0.decision == .pinged }.count, 1,
                                 "at most the one ping that still used the beats from before the block")
        XCTAssertTrue(during[(stalled ?? 0)...].allSatisfy { $0.decision == .skipped(.mainQueueStalled) },
                      "no ping once the stall was seen: \(during.map(\.decision))")
        XCTAssertLessThanOrEqual(received.count(from: blockStart, to: blockEnd), 1, "datagrams received during the block")
        XCTAssertTrue(received.messages.allSatisfy { $0 == "WATCHDOG=1" })
    }
}

// MARK: - Helpers

/// A bound `AF_UNIX` datagram socket standing in for systemd's notify socket: a path in a temp
/// directory, or an abstract name.
private final class NotifySocket: Sendable {
    let path: String
    let fd: Int32
    private let abstract: Bool

    /// A socket at a fresh path in the temp directory.
    convenience init() throws {
        try self.init(path: NSTemporaryDirectory() + "vitrine-notify-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    }

    init(path: String) throws {
        self.path = path
        abstract = false
        fd = try NotifySocket.bind(Array(path.utf8) + [0])
    }

    init(abstractName name: String) throws {
        path = "@" + name
        abstract = true
        fd = try NotifySocket.bind([0] + Array(name.utf8))
    }

    deinit {
        close(fd)
        if !abstract { unlink(path) }
    }

    private static func bind(_ name: [UInt8]) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: name) }
        let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \sockaddr_un.sun_path)! + name.count)
        let r = withUnsafePointer(to: address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, length) }
        }
        guard r == 0 else {
            let e = errno
            close(fd)
            throw POSIXError(.init(rawValue: e) ?? .EIO)
        }
        return fd
    }

    /// The next datagram, waiting up to `timeout` milliseconds.
    func receive(timeout: Int32 = 5_000) -> String? {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, timeout) == 1 else { return nil }
        return receiveIfAny()
    }

    /// A datagram already queued, or `nil`.
    func receiveIfAny() -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        guard n >= 0 else { return nil }
        return String(decoding: buffer[..<n], as: UTF8.self)
    }
}

/// A heartbeat the test moves by hand.
private final class FakeHeartbeat: HeartbeatSource {
    private let value = Atomic<UInt64>(0)
    var beats: UInt64 { value.load(ordering: .relaxed) }
    func set(_ v: UInt64) { value.store(v, ordering: .relaxed) }
}

/// Receives datagrams on a thread of its own (the main thread gets blocked), with their arrival
/// times.
private final class ReceivedPings: Sendable {
    private struct State {
        var pings: [(at: UInt64, message: String)] = []
        var waiter: (count: Int, expectation: XCTestExpectation)?
        var stopped = false
    }
    private let state = Mutex(State())
    private let done = DispatchSemaphore(value: 0)

    init(socket: NotifySocket) {
        let thread = Thread { [self] in
            while !state.withLock({ $0.stopped }) {
                guard let message = socket.receive(timeout: 20) else { continue }
                let now = DispatchTime.now().uptimeNanoseconds
                let ready: XCTestExpectation? = state.withLock { s in
                    s.pings.append((now, message))
                    guard let w = s.waiter, s.pings.count >= w.count else { return nil }
                    s.waiter = nil
                    return w.expectation
                }
                ready?.fulfill()
            }
            done.signal()
        }
        thread.start()
    }

    /// Fulfils `expectation` once `count` datagrams arrived in all.
    func fulfill(_ expectation: XCTestExpectation, whenCountReaches count: Int) {
        let already = state.withLock { s -> Bool in
            if s.pings.count >= count { return true }
            s.waiter = (count, expectation)
            return false
        }
        if already { expectation.fulfill() }
    }

    /// Datagrams that arrived in `(from, to]` (monotonic nanoseconds).
    func count(from: UInt64, to: UInt64) -> Int {
        state.withLock { $0.pings.filter { $0.at > from && $0.at <= to }.count }
    }

    var messages: [String] { state.withLock { $0.pings.map(\.message) } }

    func stop() {
        let wasRunning = state.withLock { s -> Bool in
            defer { s.stopped = true }
            return !s.stopped
        }
        if wasRunning { done.wait() }
    }
}

// MARK: The units' WatchdogSec= and the watchdog

extension SystemdTests {
    /// `WatchdogSec=` of a unit file in the package's systemd/ directory, in microseconds
    /// (`5s`, `500ms`, `1min`; what the units use).
    private func watchdogMicroseconds(unit: String) throws -> UInt64 {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("systemd/\(unit)"), encoding: .utf8)
        let value = try XCTUnwrap(text.split(separator: "\n").last { $0.hasPrefix("WatchdogSec=") }?.dropFirst("WatchdogSec=".count),
                                  "\(unit) has WatchdogSec=")
        let units: [(String, Double)] = [("ms", 1e3), ("min", 60e6), ("s", 1e6)]
        for (suffix, scale) in units where value.hasSuffix(suffix) {
            let number = try XCTUnwrap(Double(value.dropLast(suffix.count)), "WatchdogSec=\(value)")
            return UInt64(number * scale)
        }
        return try XCTUnwrap(UInt64(value).map { $0 * 1_000_000 }, "WatchdogSec=\(value)")
    }

    /// Rule: the units' `WatchdogSec=` fits how the watchdog pings. With every timer as late as
    /// its leeway allows (checks 5 %, heartbeats 10 %), a healthy process's pings are never
    /// further apart than `WatchdogSec=` less 1.5 s (the stall a busy main queue survives), the
    /// frame-stall limit is within half of it, and a main queue that stops for `WatchdogSec=`
    /// sends no ping in that time, so systemd restarts it.
    func testTheUnitsWatchdogSecLeavesRoomForAHealthyProcessAndCatchesAHang() throws {
        for unit in ["vitrine.service", "vitrine-app@.service"] {
            let usec = try watchdogMicroseconds(unit: unit)
            let configuration = try XCTUnwrap(WatchdogConfiguration(intervalMicroseconds: usec))
            let heartbeat = Heartbeat()
            let watchdog = Watchdog(configuration: configuration, notifier: SystemdNotifier(socketPath: nil), heartbeat: heartbeat)
            let timeout = usec * 1000
            XCTAssertLessThanOrEqual(watchdog.frameStallLimit, configuration.interval / 2, unit)
            func ns(_ d: Duration) -> Double { Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9 }
            let check = UInt64(ns(watchdog.checkInterval) * 1.05)
            let beat = UInt64(ns(watchdog.recommendedHeartbeatInterval) * 1.1)
            // 60 s of a healthy process: beats and checks, each as late as allowed.
            let start = 1_000 * second
            var nextBeat = start + beat, pings: [UInt64] = []
            var now = start + check
            while now < start + 60 * second {
                while nextBeat <= now { heartbeat.beat(); nextBeat += beat }
                if watchdog.check(now: now) == .pinged { pings.append(now) }
                now += check
            }
            let gaps = zip(pings.dropFirst(), pings).map { $0 - $1 }
            let longest = try XCTUnwrap(gaps.max(), "\(unit): pings")
            XCTAssertLessThanOrEqual(longest + 3 * second / 2, timeout,
                                     "\(unit): pings \(Double(longest) / 1e9) s apart leave less than 1.5 s of WatchdogSec=\(Double(usec) / 1e6) s")
            // Then, right after the next ping, the main queue stops (no more beats): nothing
            // until WatchdogSec= has passed.
            var last: UInt64?
            while last == nil, now < start + 70 * second {
                while nextBeat <= now { heartbeat.beat(); nextBeat += beat }
                if watchdog.check(now: now) == .pinged { last = now }
                now += check
            }
            let stopped = try XCTUnwrap(last, "\(unit): a ping before the stop")
            var t = stopped + check
            while t <= stopped + timeout {
                XCTAssertNotEqual(watchdog.check(now: t), .pinged, "\(unit): a ping from a stopped main queue")
                t += check
            }
        }
    }
}
