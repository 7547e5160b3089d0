import Foundation
import VitrineGraphics

/// Which corners `cornerRadius` rounds. Mirrors Core Animation's `CACornerMask` (in UIKit's
/// flipped geometry `layerMinXMinYCorner` is the top-left corner).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    /// All four corners (the default).
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The per-corner radii for `radius`.
    func radii(_ radius: CGFloat) -> CornerRadii {
        CornerRadii(topLeft: contains(.layerMinXMinYCorner) ? radius : 0,
                    topRight: contains(.layerMaxXMinYCorner) ? radius : 0,
                    bottomRight: contains(.layerMaxXMaxYCorner) ? radius : 0,
                    bottomLeft: contains(.layerMinXMaxYCorner) ? radius : 0)
    }
}

/// The curve of rounded corners. Mirrors `CALayerCornerCurve`. Vitrine draws both as circular
/// arcs: `.continuous` (Apple's squircle-like curve) is accepted and kept but draws circular.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous curve; drawn circular in Vitrine.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
