import Foundation

/// One side of a compositional layout element's size: a fraction of its container's width
/// or height, a fixed number of points, or an estimate. Mirrors UIKit's
/// `NSCollectionLayoutDimension`. Estimated dimensions are used as fixed sizes here (cells
/// in compositional layouts do not size themselves yet).
public struct NSCollectionLayoutDimension: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    let value: CGFloat

    /// A fraction of the container's width. Mirrors `fractionalWidth(_:)`.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(kind: .fractionalWidth, value: fractionalWidth) }
    /// A fraction of the container's height. Mirrors `fractionalHeight(_:)`.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(kind: .fractionalHeight, value: fractionalHeight) }
    /// A fixed size in points. Mirrors `absolute(_:)`.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(kind: .absolute, value: absoluteDimension) }
    /// A guess in points (used as the size). Mirrors `estimated(_:)`.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(kind: .estimated, value: estimatedDimension) }

    /// Mirrors `isFractionalWidth`.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Mirrors `isFractionalHeight`.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Mirrors `isAbsolute`.
    public var isAbsolute: Bool { kind == .absolute }
    /// Mirrors `isEstimated`.
    public var isEstimated: Bool { kind == .estimated }
    /// Mirrors `dimension`.
    public var dimension: CGFloat { value }

    /// The points this dimension stands for in a container of `container` (a non-finite or
    /// negative result is logged by the caller and taken as zero).
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return container.width * value
        case .fractionalHeight: return container.height * value
        case .absolute, .estimated: return value
        }
    }
}

/// The width and height of a compositional layout element. Mirrors UIKit's
/// `NSCollectionLayoutSize`.
public struct NSCollectionLayoutSize: Sendable, Equatable {
    /// Mirrors `widthDimension`.
    public let widthDimension: NSCollectionLayoutDimension
    /// Mirrors `heightDimension`.
    public let heightDimension: NSCollectionLayoutDimension

    /// Mirrors `init(widthDimension:heightDimension:)`.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: Self.clean(widthDimension.resolve(in: container)), height: Self.clean(heightDimension.resolve(in: container)))
    }

    private static func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v >= 0 ? v : 0 }
}

/// The space between the items of a group. Mirrors UIKit's `NSCollectionLayoutSpacing`.
public struct NSCollectionLayoutSpacing: Sendable, Equatable {
    let spacing: CGFloat
    /// Mirrors `isFlexibleSpacing`.
    public let isFlexibleSpacing: Bool

    /// Exactly `fixedSpacing` points. Mirrors `fixed(_:)`.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFlexibleSpacing: false) }
    /// At least `flexibleSpacing` points, growing to share the room left. Mirrors `flexible(_:)`.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, isFlexibleSpacing: true) }
    /// Mirrors `isFixedSpacing`.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
