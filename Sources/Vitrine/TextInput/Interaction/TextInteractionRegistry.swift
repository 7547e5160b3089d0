import Foundation

/// The live text interactions, so the text system (`TextInputSystem`, the input's
/// `inputDelegate` while it is first responder) can tell those of an input about its changes.
@MainActor
enum TextInteractionRegistry {
    private struct Entry { weak var interaction: UITextInteraction? }
    private static var entries: [Entry] = []

    static func add(_ interaction: UITextInteraction) {
        entries.removeAll { $0.interaction == nil }
        entries.append(Entry(interaction: interaction))
    }

    /// Every live interaction added to a view.
    static var all: [UITextInteraction] { entries.compactMap(\.interaction).filter { $0.view != nil } }

    /// The interactions working on `input`.
    static func interactions(for input: AnyObject?) -> [UITextInteraction] {
        guard let input else { return [] }
        return entries.compactMap(\.interaction).filter { $0.textInput === input && $0.view != nil }
    }

    /// `input`'s text or selection changed.
    static func inputDidChange(_ input: AnyObject?) {
        for i in interactions(for: input) { i.inputDidChange() }
    }

    /// `responder` became or stopped being the active input.
    static func firstResponderDidChange(_ responder: AnyObject?) {
        for i in interactions(for: responder) { i.firstResponderDidChange() }
    }
}
