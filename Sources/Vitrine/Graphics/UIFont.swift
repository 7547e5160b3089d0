import Foundation
import VitrineGraphics
import VitrinePlatform

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

    /// The face's family (`DejaVu Sans`); empty when no font could be loaded. Mirrors
    /// `UIFont.familyName`.
    public var familyName: String { face?.familyName ?? "" }

    init(face: FontFace?, pointSize: CGFloat, name: String) {
        self.face = face
        self.pointSize = max(1, pointSize.isFinite ? pointSize : 12)
        fontName = face?.postScriptName ?? name
    }

    /// The system font (`systemFontFiles.regular`, DejaVu Sans by default). Mirrors
    /// `UIFont.systemFont(ofSize:)`.
    public static func systemFont(ofSize size: CGFloat) -> UIFont {
        let path = systemFontFiles.regular
        return UIFont(face: FontRegistry.shared.face(at: path) ?? FontRegistry.shared.face(at: FontFace.defaultPath),
                      pointSize: size, name: ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
    }

    /// The bold system font (`systemFontFiles.bold`, DejaVu Sans Bold by default). Mirrors
    /// `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        let path = systemFontFiles.bold
        return UIFont(face: FontRegistry.shared.face(at: path) ?? FontRegistry.shared.face(at: systemFontFiles.regular)
                          ?? FontRegistry.shared.face(at: FontFace.defaultPath),
                      pointSize: size, name: ((path as NSString).lastPathComponent as NSString).deletingPathExtension)
    }

    /// The font files behind `systemFont(ofSize:)` and `boldSystemFont(ofSize:)`.
    public struct SystemFontFiles: Equatable, Sendable {
        /// The regular face's file.
        public var regular: String
        /// The bold face's file.
        public var bold: String
        /// The two files.
        public init(regular: String, bold: String) {
            self.regular = regular
            self.bold = bold
        }
        /// DejaVu Sans and DejaVu Sans Bold (Debian's fonts-dejavu-core).
        public static let dejaVu = SystemFontFiles(regular: FontFace.defaultPath, bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
    }

    /// Which files the system fonts come from (the kiosk sets it from `[fonts]`; set it before
    /// building views: fonts made earlier keep their face). A file that cannot be loaded falls
    /// back to DejaVu Sans with a log line. UIKit has no equivalent: iOS's system font is fixed.
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
    /// (`DejaVu Sans`, its regular face) is `fontName`, through fontconfig; `nil` when no such
    /// font is installed. Mirrors `UIFont(name:size:)`.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let database = FontDatabase.shared
        guard let face = database.face(postScriptName: fontName) ?? database.face(family: fontName) else { return nil }
        self.init(face: face, pointSize: fontSize, name: fontName)
    }

    /// The same face at another size. Mirrors `UIFont.withSize(_:)`.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(face: face, pointSize: size, name: fontName) }

    /// The face's ascent in points. Mirrors `UIFont.ascender`.
    public var ascender: CGFloat { face?.metrics(pixelSize: pointSize).ascent ?? pointSize * 0.8 }
    /// The face's descent in points (negative, as in UIKit). Mirrors `UIFont.descender`.
    public var descender: CGFloat { -(face?.metrics(pixelSize: pointSize).descent ?? pointSize * 0.2) }
    /// Mirrors `UIFont.lineHeight`.
    public var lineHeight: CGFloat { face?.metrics(pixelSize: pointSize).lineHeight ?? pointSize * 1.2 }

    var font: Font? { face.map { Font(face: $0, size: pointSize) } }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.face === rhs.face && lhs.pointSize == rhs.pointSize
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
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
    private var _systemFiles = UIFont.SystemFontFiles.dejaVu

    private init() {
        FontDatabase.shared.setLogHandler { Log.ui.warning("\($0)") }
    }

    var systemFiles: UIFont.SystemFontFiles {
        get { lock.lock(); defer { lock.unlock() }; return _systemFiles }
        set { lock.lock(); _systemFiles = newValue; lock.unlock() }
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
