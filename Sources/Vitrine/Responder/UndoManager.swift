import Foundation

/// A stack of undoable changes. Mirrors Foundation's `UndoManager` (which the Linux Foundation
/// this toolkit builds on does not have) in the part UIKit's text inputs use: closures
/// registered in groups, `undo()` runs the last group (its closures register the redo),
/// `redo()` runs the last undone one.
///
/// Differences from Foundation's: there is no grouping by run-loop event (`groupsByEvent` is
/// kept but ignored): a registration outside an open group is its own group.
@MainActor
public final class UndoManager {
    private typealias Action = () -> Void
    private var undoStack: [[Action]] = []
    private var redoStack: [[Action]] = []
    private var open: [Action]?
    private var opened = 0

    public init() {}

    /// Kept for source compatibility; registrations outside a group are their own group.
    public var groupsByEvent = true
    /// The most undo groups kept (0: no limit). Mirrors `UndoManager.levelsOfUndo`.
    public var levelsOfUndo = 0
    /// Whether `undo()` is running. Mirrors `UndoManager.isUndoing`.
    public private(set) var isUndoing = false
    /// Whether `redo()` is running. Mirrors `UndoManager.isRedoing`.
    public private(set) var isRedoing = false
    /// How deep groups are open. Mirrors `UndoManager.groupingLevel`.
    public var groupingLevel: Int { opened }
    /// Bumped by every registration, undo, redo and `removeAllActions()` (text inputs check
    /// that their typing step is still the last registered one before growing it).
    package private(set) var registrationCount = 0
    /// Mirrors `UndoManager.canUndo`.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Mirrors `UndoManager.canRedo`.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Opens a group (nested groups join the outermost). Mirrors `beginUndoGrouping()`.
    public func beginUndoGrouping() {
        if opened == 0 { open = [] }
        opened += 1
    }

    /// Closes a group; an unbalanced call is reported and ignored. Mirrors `endUndoGrouping()`.
    public func endUndoGrouping() {
        guard opened > 0 else {
            BadInputLog.report("UndoManager.endUndoGrouping() without an open group; ignored")
            return
        }
        opened -= 1
        guard opened == 0, let group = open else { return }
        open = nil
        guard !group.isEmpty else { return }
        if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            if levelsOfUndo > 0 && undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
            if !isRedoing { redoStack.removeAll() }
        }
    }

    /// Registers `handler` to run on `target` when the change is undone (the target is kept
    /// weakly: a freed target's action does nothing). Mirrors
    /// `registerUndo(withTarget:handler:)`.
    public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @MainActor (Target) -> Void) {
        let action: Action = { [weak target] in if let target { handler(target) } }
        registrationCount += 1
        if open != nil {
            open?.append(action)
        } else {
            beginUndoGrouping()
            open?.append(action)
            endUndoGrouping()
        }
    }

    /// Undoes the last group (its actions in reverse order). Mirrors `undo()`.
    public func undo() {
        guard opened == 0, let group = undoStack.popLast() else { return }
        registrationCount += 1
        isUndoing = true
        beginUndoGrouping()
        for a in group.reversed() { a() }
        endUndoGrouping()
        isUndoing = false
    }

    /// Redoes the last undone group. Mirrors `redo()`.
    public func redo() {
        guard opened == 0, let group = redoStack.popLast() else { return }
        registrationCount += 1
        isRedoing = true
        beginUndoGrouping()
        for a in group.reversed() { a() }
        endUndoGrouping()
        isRedoing = false
    }

    /// Forgets every change. Mirrors `removeAllActions()`.
    public func removeAllActions() {
        registrationCount += 1
        undoStack.removeAll()
        redoStack.removeAll()
    }
}
