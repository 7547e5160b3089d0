import Foundation

/// One section of a compositional layout: a group repeated for the section's items, the
/// space between repetitions, insets, and headers or footers. Mirrors UIKit's
/// `NSCollectionLayoutSection` (`orthogonalScrollingBehavior` is not supported: sections
/// scroll with the collection view).
@MainActor
public final class NSCollectionLayoutSection {
    /// Mirrors `NSCollectionLayoutSection.init(group:)`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
    let group: NSCollectionLayoutGroup
    /// Space between repetitions of the group. Mirrors `interGroupSpacing`.
    public var interGroupSpacing: CGFloat = 0
    /// Mirrors `contentInsets`.
    public var contentInsets = NSDirectionalEdgeInsets()
    /// Headers and footers. Mirrors `boundarySupplementaryItems`.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
}
