import Foundation

/// How much of the view tree a frame touched: the compositor's own accounting, so tests can
/// check that a frame's work follows what changed rather than the size of the tree.
struct FrameWork: Equatable, Sendable {
    /// Views the layout pass looked at: those whose step ran (layout, safe area, appearance
    /// callbacks checked) and those it passed over.
    var layoutVisits = 0
    /// Views whose on-screen boxes the damage pass recomputed.
    var damageVisits = 0
    /// Views the recording looked at (drawn, or found outside the damage and skipped).
    var drawVisits = 0
    /// Retained subtree recordings made (a subtree that changed, or seen for the first time).
    var retainedLists = 0
    /// Scrolls made by moving pixels already drawn (Compositor+Scrolling.swift).
    var scrollMoves = 0
}

/// The counters of the frame being built (main actor only).
@MainActor
enum FrameWorkCounter {
    static var current = FrameWork()

    /// Returns the counts so far and starts from zero.
    static func take() -> FrameWork {
        defer { current = FrameWork() }
        return current
    }
}
