import Foundation
import Synchronization
import VitrineGraphics
import VitrinePlatform
import VitrineText

/// Where symbol images come from: the Material Icons font (Apache 2.0, Debian's
/// `fonts-material-design-icons-iconfont`), whose ligatures turn an icon's name into its glyph
/// (`chevron_right` shapes to one glyph), and `SymbolNames`, which maps SF Symbol names to
/// those names. Renders symbols at any scale and keeps the renderings (`SymbolRenderCache`).
///
/// The font is looked for at its Debian path, else by fontconfig's family "Material Icons".
/// Without it every symbol is `nil`, with one log line. An unknown name is `nil` with one log
/// line per name, as UIKit returns `nil`.
package final class SymbolStore: Sendable {
    /// The store `UIImage(systemName:)` uses.
    package static let shared = SymbolStore(loadFont: SymbolStore.installedFont)

    /// Where Debian installs the font.
    package static let fontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
    /// The family fontconfig knows it by.
    package static let fontFamily = "Material Icons"

    /// A symbol's glyph in the font and its advance in ems.
    struct Glyph: Sendable {
        var index: UInt32
        var advance: CGFloat
    }

    /// Where a symbol sits in its image, in points: the image is a whole number of points
    /// each way (so at any integral screen scale it is a whole number of pixels and is drawn
    /// 1:1), the glyph's advance box centred across it and the font's line box (ascent +
    /// descent) centred down it.
    package struct Layout: Hashable, Sendable {
        /// The image's size in points.
        package var size: CGSize
        /// The glyph's pen position from the left.
        var penX: CGFloat
        /// The baseline from the top.
        var baseline: CGFloat
        /// The font size the glyph is drawn at.
        var emSize: CGFloat
        /// How far above the image's bottom a text baseline goes so that the symbol is
        /// centred on the text's capitals. Mirrors `UIImage.baselineOffsetFromBottom`.
        package var baselineOffsetFromBottom: CGFloat
    }

    private struct State {
        /// `nil` until looked for; then the face or `.none` when there is none.
        var font: FontFace??
        var glyphs: [String: Glyph] = [:]
        var reportedNames: Set<String> = []
        /// What was logged, newest last (at most 32), for tests.
        var reports: [String] = []
    }

    private let loadFont: @Sendable () -> FontFace?
    private let state = Mutex(State())
    /// The renderings, per symbol, style and screen scale.
    package let cache: SymbolRenderCache

    /// A store whose font comes from `loadFont` (called once, on first use): the seam tests
    /// use to run without the font.
    package init(loadFont: @escaping @Sendable () -> FontFace?, cacheByteLimit: Int = 4 << 20) {
        self.loadFont = loadFont
        cache = SymbolRenderCache(byteLimit: cacheByteLimit)
    }

    /// The installed font: the Debian path, else fontconfig's face for the family.
    package static func installedFont() -> FontFace? {
        if case .success(let face) = FontDatabase.shared.face(at: FaceLocation(path: fontPath)) { return face }
        return FontDatabase.shared.face(family: fontFamily)
    }

    /// The font, looked for once; `nil` (logged once) when it is not installed.
    package var font: FontFace? {
        if let known = state.withLock({ $0.font }) { return known }
        let found = loadFont()
        let first = state.withLock { s -> Bool in
            guard s.font == nil else { return false }
            s.font = .some(found)
            return true
        }
        if first, found == nil {
            report("symbol images are unavailable: the Material Icons font is not at \(Self.fontPath) and fontconfig has no family \"\(Self.fontFamily)\" (install fonts-material-design-icons-iconfont); every UIImage(systemName:) is nil")
        }
        return state.withLock { $0.font ?? nil }
    }

    /// The Material glyph for an SF Symbol name; `nil` (logged once per name) when the name
    /// is not mapped or the font has no glyph for it, or when there is no font.
    func glyph(forSystemName name: String) -> Glyph? {
        if let known = state.withLock({ $0.glyphs[name] }) { return known }
        guard let face = font else { return nil }
        guard let material = SymbolNames.material[name] else {
            reportOnce(name, "UIImage(systemName: \"\(name)\"): no symbol of that name (Vitrine maps \(SymbolNames.material.count) SF Symbol names to Material Icons); nil")
            return nil
        }
        guard let glyph = Self.glyph(named: material, in: face) else {
            reportOnce(name, "UIImage(systemName: \"\(name)\"): the Material Icons font has no icon \"\(material)\"; nil")
            return nil
        }
        state.withLock { $0.glyphs[name] = glyph }
        return glyph
    }

    /// The one glyph `material` shapes to in `face`, `nil` when the ligature does not exist
    /// (the name shapes to several glyphs or to `.notdef`).
    static func glyph(named material: String, in face: FontFace) -> Glyph? {
        let em: CGFloat = 64
        let shaped = TextFont(face: face, size: em).shapedGlyphs(of: material)
        guard shaped.count == 1, let g = shaped.first, g.index != 0 else { return nil }
        return Glyph(index: g.index, advance: g.advance / em)
    }

    /// Where the glyph goes in an image of `style`.
    func layout(of glyph: Glyph, style: SymbolStyle, face: FontFace) -> Layout {
        let em = style.emSize
        let extents = TextFont(face: face, size: em).extents
        let advance = glyph.advance * em
        let lineHeight = max(extents.ascent + extents.descent, 1)
        let size = CGSize(width: max(1, advance.rounded(.up)), height: lineHeight.rounded(.up))
        let baseline = (size.height - lineHeight) / 2 + extents.ascent
        let capMiddle = style.pointSize * SymbolStyle.textCapHeight / 2
        return Layout(size: size, penX: (size.width - advance) / 2, baseline: baseline, emSize: em,
                      baselineOffsetFromBottom: max(0, size.height / 2 - capMiddle))
    }

    /// The layout of `name` in `style`, `nil` as `glyph(forSystemName:)` is.
    package func layout(systemName name: String, configuration: UIImage.SymbolConfiguration?) -> Layout? {
        guard let glyph = glyph(forSystemName: name), let face = font else { return nil }
        return layout(of: glyph, style: SymbolStyle(configuration), face: face)
    }

    /// The symbol's pixels at `scale` (black, its shape in the alpha), rendered once per
    /// name, style and scale and then kept; `nil` as `glyph(forSystemName:)` is.
    package func pixels(systemName name: String, configuration: UIImage.SymbolConfiguration?, scale: CGFloat) -> Image? {
        guard let glyph = glyph(forSystemName: name), let face = font else { return nil }
        let style = SymbolStyle(configuration)
        let s = scale.isFinite && scale > 0 ? min(scale, 8) : 1
        let key = SymbolRenderCache.Key(glyph: glyph.index, style: style, scale: s)
        if let image = cache.image(for: key) { return image }
        let l = layout(of: glyph, style: style, face: face)
        let penX = l.penX * s
        let whole = penX.rounded(.down)
        let phase = Int(((penX - whole) * 4).rounded())
        let width = Int((l.size.width * s).rounded(.up)), height = Int((l.size.height * s).rounded(.up))
        let strength = SymbolStyle.emboldening(style.weight) * l.emSize * s
        guard let rendered = face.glyph(index: glyph.index, pixelSize: l.emSize * s, phase: phase % 4,
                                        emboldenedBy: strength) else { return nil }
        let image = rendered.blackImage(width: width, height: height, penX: Int(whole) + phase / 4,
                                        baselineY: Int((l.baseline * s).rounded()))
        cache.insert(image, for: key)
        return image
    }

    // MARK: Log

    /// What this store has logged, oldest first (the last 32 lines).
    package var reports: [String] { state.withLock { $0.reports } }

    private func reportOnce(_ name: String, _ message: String) {
        let first = state.withLock { $0.reportedNames.insert(name).inserted }
        if first { report(message) }
    }

    private func report(_ message: String) {
        Log.ui.error("\(message)")
        state.withLock {
            $0.reports.append(message)
            if $0.reports.count > 32 { $0.reports.removeFirst($0.reports.count - 32) }
        }
    }
}
