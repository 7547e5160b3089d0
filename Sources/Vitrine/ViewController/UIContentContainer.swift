import Foundation

/// What a container of view controllers is told about size, trait and preferred-size changes,
/// and what it answers about its children's sizes. `UIViewController` adopts it (and so every
/// container); a custom object that manages child content can adopt it too. Mirrors UIKit's
/// `UIContentContainer` protocol.
@MainActor
public protocol UIContentContainer: AnyObject {
    /// The size this content would like its container to give it. Mirrors
    /// `UIContentContainer.preferredContentSize`.
    var preferredContentSize: CGSize { get }

    /// A child's `preferredContentSize` changed. Mirrors
    /// `preferredContentSizeDidChange(forChildContentContainer:)`.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)

    /// A child's Auto Layout fitting size changed. Mirrors
    /// `systemLayoutFittingSizeDidChange(forChildContentContainer:)`.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)

    /// The size a child will have in a parent of `parentSize`. Mirrors
    /// `size(forChildContentContainer:withParentContainerSize:)`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize

    /// The container is about to change size. Mirrors `viewWillTransition(to:with:)`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)

    /// The traits are about to change. Mirrors `willTransition(to:with:)`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}
