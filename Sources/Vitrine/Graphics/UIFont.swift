import Foundation
import VitrineGraphics
import VitrinePlatform
import VitrineText

/// A font: a face and a size in points. Mirrors UIKit's `UIFont`.
///
/// Faces are found through fontconfig (`FontDatabase`) or opened by file, loaded once with
/// FreeType and shared. A font file that cannot be loaded falls back to the system font with
/// a log line; if even that fails, text draws as placeholder boxes. Characters the face lacks
/// are drawn from fontconfig's fallback face for them, as UIKit's font cascade does.
public final class UIFont: Sendable, Equatable, Hashable {
    /// The loaded face, `nil` when no font could be loaded at all.
    public let face: FontFace?
    /// Mirrors `UIFont.pointSize`.
    public let pointSize: CGFloat
    /// The face's PostScript name (`DejaVuSans-Bold`), as UIKit's `fontName` is. Mirrors
    /// `UIFont.fontName`.
    public let fontName: String
    /// OpenType features the text is shaped with, in HarfBuzz's syntax (`"tnum"`): UIKit
    /// keeps them in the descriptor's `featureSettings` (`monospacedDigitSystemFont` sets
    /// tabular figures). Part of the font's identity (equality and hash).
    package let features: [String]
    /// What Dynamic Type made this font from (`preferredFont(forTextStyle:)`,
    /// `UIFontMetrics.scaledFont(for:)`), so a label with `adjustsFontForContentSizeCategory`
    /// can make it again at another content size category; `nil` for a fixed font.
    let dynamicType: DynamicTypeOrigin?
    /// What the system family made this font from (weight, italic, monospaced), `nil` for a
    /// font that is not a system font.
    let systemRequest: SystemFontRequest?

    /// The face's family (`DejaVu Sans`); empty when no font could be loaded. Mirrors
    /// `UIFont.familyName`.
    public var familyName: String { face?.familyName ?? "" }

    init(face: FontFace?, pointSize: CGFloat, name: String, features: [String] = [],
         dynamicType: DynamicTypeOrigin? = nil, systemRequest: SystemFontRequest? = nil) {
        self.face = face
        self.pointSize = max(1, pointSize.isFinite ? pointSize : 12)
        fontName = face?.postScriptName ?? name
        self.features = features
        self.dynamicType = dynamicType
        self.systemRequest = systemRequest
    }

    /// The same font at another size or with other features; `keepsDynamicType: false`
    /// makes it a fixed font.
    /// A system font at a new size is looked up again, so it takes the family's display face
    /// from 20 pt (Inter Display), as SF Pro turns into SF Pro Display.
    func with(size: CGFloat? = nil, features: [String]? = nil, keepsDynamicType: Bool = true) -> UIFont {
        let origin = keepsDynamicType ? dynamicType : nil
        if let size, size != pointSize, let systemRequest {
            return UIFont.systemFont(ofSize: size, request: systemRequest, features: features ?? self.features).with(dynamicType: origin)
        }
        return UIFont(face: face, pointSize: size ?? pointSize, name: fontName, features: features ?? self.features,
                      dynamicType: origin, systemRequest: systemRequest)
    }

    /// The same font, made by Dynamic Type from `origin`.
    func with(dynamicType origin: DynamicTypeOrigin?) -> UIFont {
        UIFont(face: face, pointSize: pointSize, name: fontName, features: features, dynamicType: origin, systemRequest: systemRequest)
    }

    /// The system font: the system family's regular face (DejaVu Sans by default; see
    /// `systemFontFamily`), or the file `systemFontFiles.regular` when one is configured.
    /// Mirrors `UIFont.systemFont(ofSize:)`.
    public static func systemFont(ofSize size: CGFloat) -> UIFont {
        systemFont(ofSize: size, weight: .regular)
    }

    /// The bold system font: the system family's bold face (DejaVu Sans Bold by default), or
    /// the file `systemFontFiles.bold` when one is configured. Mirrors
    /// `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        systemFont(ofSize: size, weight: .bold)
    }

    /// Font files that replace the system family's regular and bold faces (`[fonts] default`
    /// and `bold`); `nil` takes the face from the family.
    public struct SystemFontFiles: Equatable, Sendable {
        /// The regular face's file; `nil`: the family's.
        public var regular: String?
        /// The bold face's file; `nil`: the family's.
        public var bold: String?
        /// The two files.
        public init(regular: String? = nil, bold: String? = nil) {
            self.regular = regular
            self.bold = bold
        }
        /// No files: both faces from the system family.
        public static let none = SystemFontFiles()
        /// DejaVu Sans and DejaVu Sans Bold (Debian's fonts-dejavu-core): the last resort when
        /// fontconfig finds no system family at all.
        public static let dejaVu = SystemFontFiles(regular: FontFace.defaultPath, bold: UIFont.dejaVuBoldPath)
    }

    /// Files that replace the system family's regular and bold faces (the kiosk sets it from
    /// `[fonts]`; set it before building views: fonts made earlier keep their face). A file
    /// that cannot be loaded falls back to the family's face with a log line. UIKit has no
    /// equivalent: iOS's system font is fixed.
    public static var systemFontFiles: SystemFontFiles {
        get { FontRegistry.shared.systemFiles }
        set { FontRegistry.shared.systemFiles = newValue }
    }

    /// A font from a font file (Vitrine's form of `UIFont(name:size:)`: embedded Linux
    /// apps ship font files, not registered names). Falls back to the system font, logged.
    public convenience init(contentsOfFile path: String, size: CGFloat) {
        let face = FontRegistry.shared.face(at: path) ?? FontRegistry.shared.face(at: FontFace.defaultPath)
        self.init(face: face, pointSize: size, name: (path as NSString).lastPathComponent)
    }

    /// The installed font whose PostScript name (`DejaVuSans-Bold`) or family name
    /// (`DejaVu Sans`, its regular face) is `fontName`, through fontconfig (fonts the app
    /// registered with `UIFont.registerFonts(at:)` included); `nil` when no such font is
    /// installed. Mirrors `UIFont(name:size:)`.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let database = FontDatabase.shared
        guard let face = database.face(postScriptName: fontName) ?? database.face(family: fontName) else { return nil }
        self.init(face: face, pointSize: fontSize, name: fontName)
    }

    /// The same face (and features) at another size. Mirrors `UIFont.withSize(_:)`; the
    /// result is a fixed size: it no longer follows the content size category.
    public func withSize(_ size: CGFloat) -> UIFont { with(size: size, keepsDynamicType: false) }

    /// The face's ascent in points, from its tables as text layout uses it. Mirrors
    /// `UIFont.ascender`.
    public var ascender: CGFloat { engineFont()?.extents.ascent ?? pointSize * 0.8 }
    /// The face's descent in points (negative, as in UIKit). Mirrors `UIFont.descender`.
    public var descender: CGFloat { -(engineFont()?.extents.descent ?? pointSize * 0.2) }
    /// The face's leading (line gap) in points. Mirrors `UIFont.leading`.
    public var leading: CGFloat { engineFont()?.extents.lineGap ?? 0 }
    /// Ascent + descent + leading: the height of one line of a label. Mirrors
    /// `UIFont.lineHeight`.
    public var lineHeight: CGFloat { engineFont()?.extents.lineHeight ?? pointSize * 1.2 }

    var font: Font? { face.map { Font(face: $0, size: pointSize) } }

    /// What the layout engine shapes with: the face, the size and the OpenType features;
    /// `nil` when no font could be loaded at all.
    package var textFont: TextFont? { face.map { TextFont(face: $0, size: pointSize, features: features) } }

    /// Equal when the face, size and features are (UIKit compares descriptors; where the
    /// font came from does not count here).
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.face === rhs.face && lhs.pointSize == rhs.pointSize && lhs.features == rhs.features
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(features)
        if let face { hasher.combine(ObjectIdentifier(face)) }
    }
}

/// Font faces by path, each loaded once (by `FontDatabase`, which also holds the faces
/// fontconfig finds); failures are logged once and remembered.
final class FontRegistry: @unchecked Sendable {
    // @unchecked: all state is behind `lock`.
    static let shared = FontRegistry()
    private let lock = NSLock()
    private var failed: Set<String> = []
    private var _systemFiles = UIFont.SystemFontFiles.none
    private var _systemFamily = UIFont.SystemFontFamily.standard
    private var _contentSizeCategory = UIContentSizeCategory.large
    private var missingFamilies: Set<String> = []

    private init() {
        FontDatabase.shared.setLogHandler { Log.ui.warning("\($0)") }
    }

    var systemFiles: UIFont.SystemFontFiles {
        get { lock.lock(); defer { lock.unlock() }; return _systemFiles }
        set { lock.lock(); _systemFiles = newValue; lock.unlock() }
    }

    var systemFamily: UIFont.SystemFontFamily {
        get { lock.lock(); defer { lock.unlock() }; return _systemFamily }
        set { lock.lock(); _systemFamily = newValue; lock.unlock() }
    }

    /// The app's content size category (`UIApplication.preferredContentSizeCategory`), kept
    /// here so fonts can be made off the main actor.
    var contentSizeCategory: UIContentSizeCategory {
        get { lock.lock(); defer { lock.unlock() }; return _contentSizeCategory }
        set { lock.lock(); _contentSizeCategory = newValue; lock.unlock() }
    }

    /// Logs, once per family, that a configured family is not installed.
    func reportMissingFamily(_ family: String, using fallback: String) {
        lock.lock(); defer { lock.unlock() }
        if missingFamilies.insert(family).inserted {
            Log.ui.error("system font family \"\(family)\" is not installed (fontconfig does not know it); using \(fallback)")
        }
    }

    func face(at path: String) -> FontFace? {
        switch FontDatabase.shared.face(at: FaceLocation(path: path)) {
        case .success(let face): return face
        case .failure(let error):
            lock.lock(); defer { lock.unlock() }
            if failed.insert(path).inserted { Log.ui.error("\(error); using a fallback") }
            return nil
        }
    }

    /// Glyphs cached by every face (the fallback faces too): the shared glyph cache's count.
    var cachedGlyphCount: Int { GlyphCache.shared.count }

    /// The bytes of the glyphs cached by every face, and the most they may take: the shared
    /// glyph cache's, one budget for all faces.
    var cachedGlyphBytes: (bytes: Int, limit: Int) {
        let s = GlyphCache.shared.statistics
        return (s.bytes, s.byteLimit)
    }

    /// Empties the glyph cache all faces share (memory pressure).
    func purgeCaches() {
        GlyphCache.shared.removeAll()
    }
}
