import Foundation
import VitrineGraphics

/// A face at a size with OpenType features: what one run of text is shaped with.
/// `UIFont` resolves to one.
public struct TextFont: Hashable, Sendable {
    /// The primary face; characters it lacks come from fallback faces.
    public let face: FontFace
    /// The size in points (at least 1; at most `TextFont.maximumSize`).
    public let size: CGFloat
    /// OpenType features in HarfBuzz's syntax (`"tnum"`, `"-liga"`, `"ss01=1"`).
    public let features: [String]

    /// The largest size text is laid out at (a 2,000-pt request is drawn at this size,
    /// logged by the caller): a glyph bigger than a 4K panel's height helps no one and its
    /// bitmap would cost tens of megabytes.
    public static let maximumSize: CGFloat = 1024

    public init(face: FontFace, size: CGFloat, features: [String] = []) {
        self.face = face
        self.size = size.isFinite ? min(Self.maximumSize, max(1, size)) : 12
        self.features = features
    }

    public static func == (a: TextFont, b: TextFont) -> Bool {
        a.face === b.face && a.size == b.size && a.features == b.features
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(face))
        hasher.combine(size)
        hasher.combine(features)
    }
}
