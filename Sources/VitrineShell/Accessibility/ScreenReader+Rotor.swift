import Foundation
import Vitrine
import VitrinePlatform

/// The reader's choices that outlive one gesture: the rotor chosen, and the custom action
/// chosen on the focused element (reset when the focus moves).
struct ScreenReaderRotorState {
    /// The rotor chosen (`nil`: none; swipes up and down adjust a value or go through actions).
    var selected: ScreenReaderRotor?
    /// The custom action chosen on the focused element (`nil`: none, a double tap activates).
    var actionIndex: Int?
}

/// A rotor the reader offers: the focused element's actions, headings, or one of the app's.
enum ScreenReaderRotor {
    case actions
    case headings
    case custom(UIAccessibilityCustomRotor)

    @MainActor var name: String {
        switch self {
        case .actions: return "Actions"
        case .headings: return UIAccessibilityCustomRotor.SystemRotorType.heading.name
        case .custom(let r): return r.name
        }
    }

    @MainActor func isSame(as other: ScreenReaderRotor) -> Bool {
        switch (self, other) {
        case (.actions, .actions), (.headings, .headings): return true
        case let (.custom(a), .custom(b)): return a === b
        // The app's heading rotor stands for the built-in one: choosing either is choosing it.
        case let (.headings, .custom(r)), let (.custom(r), .headings): return r.systemRotorType == .heading
        default: return false
        }
    }
}

extension ScreenReader {
    /// A two-finger rotation turns the rotor by one place for each this many radians (at
    /// least one place once it passes half of it).
    static let rotorStepAngle = CGFloat.pi / 3

    /// The rotors for the focused element, in the order the rotation visits them: its actions
    /// (when it has some), headings (the app's own rotor of that system type in its place),
    /// then the app's other rotors from the focused element outwards
    /// (`accessibilityCustomRotors`).
    var availableRotors: [ScreenReaderRotor] {
        var list: [ScreenReaderRotor] = []
        if !focusedCustomActions.isEmpty { list.append(.actions) }
        var custom = focusChain.flatMap { $0.accessibilityCustomRotors ?? [] }
        if let i = custom.firstIndex(where: { $0.systemRotorType == .heading }) {
            list.append(.custom(custom.remove(at: i)))
        } else {
            list.append(.headings)
        }
        list += custom.map { .custom($0) }
        return list
    }

    /// The rotor chosen, while the focused element still offers it.
    var activeRotor: ScreenReaderRotor? {
        guard let chosen = rotor.selected else { return nil }
        return availableRotors.first { $0.isSame(as: chosen) }
    }

    /// Turns the rotor to the next (`forward`, a clockwise rotation) or previous rotor and
    /// says its name ("Headings"). The keypad drives this too.
    package func selectRotor(forward: Bool) {
        let list = availableRotors
        guard !list.isEmpty else { return }
        let at = rotor.selected.flatMap { chosen in list.firstIndex { $0.isSame(as: chosen) } }
        let next = at.map { ($0 + (forward ? 1 : list.count - 1)) % list.count } ?? (forward ? 0 : list.count - 1)
        rotor.selected = list[next]
        say(text: list[next].name, language: appLanguage)
    }

    /// Moves to the chosen rotor's next (`forward`, swipe down) or previous item (swipe up)
    /// and says it; at the end nothing moves. Nothing when no rotor is chosen. The keypad
    /// drives this too.
    package func moveByRotor(forward: Bool) {
        switch activeRotor {
        case .actions: chooseCustomAction(forward: forward)
        case .headings: moveToHeading(forward: forward)
        case .custom(let r): moveByCustomRotor(r, forward: forward)
        case nil: break
        }
    }

    /// A one-finger vertical flick: the chosen rotor's next or previous item; with no rotor
    /// chosen an adjustable element adjusts (up increases) and an element with custom
    /// actions goes through them.
    func verticalFlick(down: Bool) {
        if activeRotor != nil {
            moveByRotor(forward: down)
        } else if focusedElement?.accessibilityTraits.contains(.adjustable) == true {
            adjust(up: !down)
        } else if !focusedCustomActions.isEmpty {
            chooseCustomAction(forward: down)
        }
    }

    /// The next or previous element with the `.header` trait in reading order.
    private func moveToHeading(forward: Bool) {
        let all = elements
        let at = focusedElement.flatMap { f in all.firstIndex { $0 === f } }
        let candidates: [any AccessibilityFocusable]
        if forward {
            candidates = Array(all[(at.map { $0 + 1 } ?? 0)...])
        } else {
            candidates = Array(all[..<(at ?? all.count)].reversed())
        }
        if let heading = candidates.first(where: { $0.accessibilityTraits.contains(.header) }) { focus(heading) }
    }

    /// Asks the app's rotor for the item after or before the focused element.
    private func moveByCustomRotor(_ r: UIAccessibilityCustomRotor, forward: Bool) {
        let current = UIAccessibilityCustomRotorItemResult(targetElement: focusedElement, targetRange: nil)
        let predicate = UIAccessibilityCustomRotorSearchPredicate(currentItem: current, searchDirection: forward ? .next : .previous)
        guard let result = r.itemSearchBlock(predicate) else { return }
        guard let target = result.targetElement as? any AccessibilityFocusable else {
            Log.ui.warning("rotor \"\(r.name)\" returned an item with no element the reader can focus; focus stays")
            return
        }
        focus(target)
    }
}
