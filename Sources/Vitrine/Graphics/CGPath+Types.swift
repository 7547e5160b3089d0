import Foundation
import VitrineGraphics

/// The end of an open line. Mirrors `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square

    var style: StrokeStyle.Cap {
        switch self { case .butt: .butt; case .round: .round; case .square: .square }
    }
}

/// The corner between two segments of a stroke. Mirrors `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel

    var style: StrokeStyle.Join {
        switch self { case .miter: .miter; case .round: .round; case .bevel: .bevel }
    }
}

/// How the inside of a path is decided. Mirrors `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd

    var rule: FillRule { self == .evenOdd ? .evenOdd : .winding }
}

/// What `CGContext.drawPath(using:)` does with the current path. Mirrors `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How drawing is combined with what is there. Mirrors `CGBlendMode`; Vitrine draws every
/// mode as `.normal` (source over) and logs the others once.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut,
         sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// The corners of a rectangle. Mirrors `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
