import Foundation

/// Changes the attributes of a configuration's text: given the attributes the text would
/// have, returns the ones it shows. Mirrors UIKit's `UIConfigurationTextAttributesTransformer`.
public struct UIConfigurationTextAttributesTransformer {
    /// The change. Mirrors `transform`.
    public let transform: (AttributeContainer) -> AttributeContainer

    /// A transformer making `transform`'s change. Mirrors `init(_:)`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// Runs the change on `input`. Mirrors `callAsFunction(_:)`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transform(input)
    }
}
