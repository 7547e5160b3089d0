import Foundation

/// An object that can respond to events and take part in the responder chain. Mirrors
/// UIKit's `UIResponder` (first responder handling and event methods arrive with the input
/// and view-controller issues).
@MainActor
open class UIResponder {
    public init() {}

    /// The next object in the responder chain. Mirrors `UIResponder.next`.
    open var next: UIResponder? { nil }
}
