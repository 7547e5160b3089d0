import Dispatch
import Foundation

/// The signals a kiosk answers (SIGTERM and SIGINT: stop cleanly; SIGHUP: reload), held from
/// the first line of `main` until the main queue's dispatch sources take them, so that none sent
/// during start-up is lost.
///
/// On Linux, libdispatch reads signals through a `signalfd` that its manager thread registers
/// once a source is resumed. A signal sent before then used to be discarded (the old code set
/// `SIG_IGN` first) or, without that, would kill the process before it saved its state. Blocked
/// in every thread instead, the signal stays pending in the process and the `signalfd` reads it
/// as soon as it exists, never dropped. A source's handler then runs on its queue: on the main
/// queue that is only once the main thread is free (after start-up, or never while app code is
/// stuck), which is why the kiosk reads SIGTERM and SIGINT on a queue of its own. The signals stay blocked for the
/// process's life — that is how `signalfd` is meant to be used, and libdispatch relies on it.
///
/// Call `block()` first thing in `main`, before any thread starts (threads inherit the mask;
/// libdispatch also re-blocks lazily in a thread that catches one). A child process inherits
/// the mask through `exec`: a program that starts children should unblock these signals in
/// them (`posix_spawnattr_setsigmask`).
public enum TerminationSignals {
    /// SIGTERM, SIGINT and SIGHUP.
    public static let all: [Int32] = [SIGTERM, SIGINT, SIGHUP]

    /// Blocks `all` in the calling thread (and so in every thread it starts later) and puts
    /// their dispositions back to the default, which a parent may have set to ignore (a shell
    /// starts background jobs with SIGINT ignored; an ignored signal is discarded even while
    /// blocked). Safe to call more than once.
    ///
    /// The corresponding C functions are `pthread_sigmask` and `sigaction`.
    public static func block() {
        var set = sigset_t()
        sigemptyset(&set)
        for s in all { sigaddset(&set, s) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        // Blocked first: resetting to the default cannot let one through to kill the process.
        for s in all {
            var current = sigaction()
            guard sigaction(s, nil, &current) == 0 else { continue }
            // SIG_IGN is the handler address 1 (C compares the pointers; Swift cannot).
            if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1 { signal(s, SIG_DFL) }
        }
    }

    /// Whether `signal` is blocked in the calling thread.
    ///
    /// The corresponding C function is `pthread_sigmask`.
    public static func isBlocked(_ signal: Int32) -> Bool {
        var current = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &current)
        return sigismember(&current, signal) == 1
    }

    /// A dispatch source on `queue` for `signal`, resumed, running `handler` for each delivery.
    /// Blocks the signal first when it is not (a fallback for code that did not call `block()`).
    public static func source(for signal: Int32, queue: DispatchQueue, handler: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
        if !isBlocked(signal) { block() }
        let s = DispatchSource.makeSignalSource(signal: signal, queue: queue)
        s.setEventHandler(handler: handler)
        s.resume()
        return s
    }
}
