import Foundation
import XCTest
@testable import VitrinePlatform

/// `TerminationSignals.block()`: a signal sent before the kiosk's dispatch sources are armed
/// must wait for them, never be discarded (the start-up window where SIGTERM was lost).
/// Each test runs on a thread of its own, so the test runner's own mask stays as it was.
final class TerminationSignalsTests: XCTestCase {
    /// Runs `body` on a new thread and returns its result.
    private func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let t = Thread {
            box.value = body()
            done.signal()
        }
        t.start()
        done.wait()
        guard let v = box.value else { fatalError("the thread returned nothing") }
        return v
    }

    /// signalfd(2): signals must be blocked to be read from the descriptor; a blocked signal
    /// stays pending until read. Sent before anything reads it, it is still there afterwards.
    func testABlockedSignalStaysPendingUntilRead() {
        let received = onThread { () -> Int32 in
            TerminationSignals.block()
            pthread_kill(pthread_self(), SIGHUP)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, SIGHUP)
            var none = timespec(tv_sec: 0, tv_nsec: 0)
            return sigtimedwait(&set, nil, &none)
        }
        XCTAssertEqual(received, SIGHUP)
    }

    /// pthread_sigmask(3): a new thread inherits its creator's mask, so blocking first thing in
    /// main covers every thread the kiosk starts later (render threads, libdispatch's workers).
    func testThreadsStartedAfterwardsInheritTheBlock() {
        let inherited = onThread { () -> [Bool] in
            TerminationSignals.block()
            let box = ResultBox<[Bool]>()
            let done = DispatchSemaphore(value: 0)
            let child = Thread {
                box.value = TerminationSignals.all.map { TerminationSignals.isBlocked($0) }
                done.signal()
            }
            child.start()
            done.wait()
            return box.value ?? []
        }
        XCTAssertEqual(inherited, [true, true, true])
        XCTAssertEqual(TerminationSignals.all, [SIGTERM, SIGINT, SIGHUP])
    }

    /// sigaction(2): an ignored signal is discarded even while blocked, so an inherited
    /// SIG_IGN (a shell's background job has SIGINT ignored) is put back to the default.
    func testAnInheritedIgnoreIsPutBackToTheDefault() {
        let restored = onThread { () -> Bool in
            signal(SIGHUP, SIG_IGN)
            TerminationSignals.block()
            var now = sigaction()
            sigaction(SIGHUP, nil, &now)
            return unsafeBitCast(now.__sigaction_handler.sa_handler, to: Int.self) == 0 // SIG_DFL
        }
        XCTAssertTrue(restored)
    }
}

/// A value handed from a thread back to the test, after a semaphore orders the two.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
