import Foundation
import VitrineGraphics

extension UIFont {
    /// The families the system fonts come from, through fontconfig: a text family, an
    /// optional display family for large sizes (iOS switches SF Pro Text to SF Pro Display
    /// at 20 pt), and the monospaced family. UIKit has no equivalent: iOS's system font is
    /// fixed to San Francisco.
    public struct SystemFontFamily: Equatable, Sendable {
        /// The fontconfig family of text sizes (`"DejaVu Sans"`, `"Inter"`).
        public var family: String
        /// The fontconfig family of sizes from `displaySize` up (`"Inter Display"`); `nil`:
        /// `family` at every size.
        public var displayFamily: String?
        /// The point size from which `displayFamily` is used.
        public var displaySize: CGFloat
        /// The fontconfig family of `monospacedSystemFont(ofSize:weight:)`.
        public var monospacedFamily: String

        /// A system family; without `displayFamily`, `family` serves every size.
        public init(family: String, displayFamily: String? = nil, displaySize: CGFloat = 20,
                    monospacedFamily: String = "DejaVu Sans Mono") {
            self.family = family
            self.displayFamily = displayFamily
            self.displaySize = displaySize
            self.monospacedFamily = monospacedFamily
        }

        /// DejaVu Sans (Debian's fonts-dejavu-core: Book and Bold, Oblique, ExtraLight with
        /// fonts-dejavu-extra) with DejaVu Sans Mono.
        public static let dejaVuSans = SystemFontFamily(family: "DejaVu Sans")

        /// Inter (Debian's fonts-inter, Inter 4: 9 weights from Thin to Black, each with a real
        /// italic, a UI design close to SF Pro's) for text, and Inter Display — Inter's optical
        /// size for headings, as SF Pro Display is SF Pro's — from 20 pt, with DejaVu Sans Mono.
        public static let inter = SystemFontFamily(family: "Inter", displayFamily: "Inter Display", displaySize: 20)

        /// The system family when nothing is configured: Inter, the packaged family closest to
        /// iOS's SF Pro (a UI design with nine real weights and italics, tabular figures, an
        /// optical size for headings). Where fontconfig does not know it, text falls back to
        /// DejaVu Sans's files.
        public static let standard: SystemFontFamily = .inter

        /// The family `[fonts] family` names: a preset for `"Inter"` (with Inter Display) and
        /// `"DejaVu Sans"`, else that fontconfig family at every size; `""` is `standard`.
        public static func named(_ name: String) -> SystemFontFamily {
            switch name.lowercased() {
            case "": return standard
            case "inter": return .inter
            case "dejavu sans": return .dejaVuSans
            default: return SystemFontFamily(family: name)
            }
        }

        /// The family for text at `size` points.
        func family(forSize size: CGFloat) -> String {
            if let displayFamily, size >= displaySize { return displayFamily }
            return family
        }
    }

    /// The families the system fonts come from (the kiosk sets it from `[fonts] family`; set
    /// it before building views: fonts made earlier keep their face). A family fontconfig
    /// does not know falls back to `SystemFontFamily.standard`, then to the DejaVu files,
    /// with a log line. UIKit has no equivalent: iOS's system font is fixed.
    public static var systemFontFamily: SystemFontFamily {
        get { FontRegistry.shared.systemFamily }
        set { FontRegistry.shared.systemFamily = newValue }
    }
}

/// What a system font was asked for: enough to make it again at another size, weight or
/// slant (`UIFontDescriptor.withSymbolicTraits(_:)`, Dynamic Type).
struct SystemFontRequest: Hashable, Sendable {
    var weight: UIFont.Weight
    var italic: Bool = false
    var monospaced: Bool = false
}

extension UIFont {
    /// The system font `request` describes at `size`: the configured file for plain regular
    /// and bold, else the system family's installed face nearest to the weight (its italic
    /// face for `italic`, when it has one), else the standard family's, else the DejaVu files.
    static func systemFont(ofSize size: CGFloat, request: SystemFontRequest, features: [String] = []) -> UIFont {
        let registry = FontRegistry.shared
        let files = registry.systemFiles
        if !request.italic, !request.monospaced {
            let file = request.weight == .regular ? files.regular : request.weight == .bold ? files.bold : nil
            if let file, let face = registry.face(at: file) {
                return UIFont(face: face, pointSize: size, name: Self.baseName(file), features: features, systemRequest: request)
            }
        }
        let face = systemFace(size: size, request: request)
        let fallbackFile = request.weight.rawValue >= Weight.semibold.rawValue ? dejaVuBoldPath : FontFace.defaultPath
        let resolved = face ?? registry.face(at: fallbackFile) ?? registry.face(at: FontFace.defaultPath)
        return UIFont(face: resolved, pointSize: size, name: Self.baseName(fallbackFile),
                      features: features, systemRequest: request)
    }

    /// The face from the configured family, else from the standard one (logged once).
    private static func systemFace(size: CGFloat, request: SystemFontRequest) -> FontFace? {
        let configured = systemFontFamily
        let families = configured == .standard ? [configured] : [configured, .standard]
        for (i, family) in families.enumerated() {
            let name = request.monospaced ? family.monospacedFamily : family.family(forSize: size)
            let weight = request.weight.fontconfigWeight
            if let face = FontDatabase.shared.face(family: name, weight: weight, slant: request.italic ? .italic : .roman) {
                return face
            }
            // A family without an italic: its upright face (UIKit would slant it; Vitrine
            // does not synthesize), not another family's italic.
            if request.italic, let face = FontDatabase.shared.face(family: name, weight: weight, slant: .roman) {
                return face
            }
            if i + 1 < families.count { FontRegistry.shared.reportMissingFamily(name, using: families[i + 1].family) }
        }
        return nil
    }

    /// DejaVu Sans Bold's file (fonts-dejavu-core).
    static let dejaVuBoldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    private static func baseName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}

extension FontFace {
    /// Whether the face is an italic or oblique one, by its style name.
    var isItalicStyle: Bool {
        let style = styleName.lowercased()
        return style.contains("italic") || style.contains("oblique")
    }
}
