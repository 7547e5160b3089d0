import Foundation

/// A symbol configuration with every field decided: what a symbol image is drawn at.
///
/// - Point size: the configuration's, else its text style's size at the app's content size
///   category, else the body style's (17 pt at the default category), as UIKit's defaults.
/// - Weight: the configuration's, else its text style's weight (headline is semibold), else
///   regular.
/// - Scale: the configuration's; `.unspecified` and `.default` are `.medium`.
struct SymbolStyle: Hashable, Sendable {
    var pointSize: CGFloat
    var weight: UIImage.SymbolWeight
    var scale: UIImage.SymbolScale

    init(_ configuration: UIImage.SymbolConfiguration?) {
        let c = configuration ?? .unspecified
        let styleFont = c.textStyle.map { UIFont.preferredFont(forTextStyle: $0) }
        pointSize = c.pointSize > 0 ? c.pointSize
            : styleFont?.pointSize ?? UIFont.preferredFont(forTextStyle: .body).pointSize
        if c.weight != .unspecified {
            weight = c.weight
        } else {
            weight = styleFont.map { UIImage.SymbolWeight(fontWeight: $0.systemRequest?.weight ?? .regular) } ?? .regular
        }
        scale = c.scale == .small || c.scale == .large ? c.scale : .medium
    }

    // MARK: Size

    /// Material Icons' em at a symbol's point size (medium scale). The font draws each icon in
    /// the middle 20 units of a 24-unit em, so at 1.2 em per point the icon's live area is the
    /// point size: a 17-pt symbol is about 17 pt of ink in a 20.4-pt box, close to what SF
    /// Symbols' medium scale gives at 17 pt (a `gear` is about 20 pt each way on iOS).
    static let emPerPoint: CGFloat = 1.2

    /// The sizes of the small and large scales relative to medium: 0.783 and 1.29, about
    /// what the SF Symbols app shows between its scales (a small symbol is near the text's
    /// cap height, a large one stands out beside the text).
    static func multiplier(_ scale: UIImage.SymbolScale) -> CGFloat {
        switch scale {
        case .small: return 0.783
        case .large: return 1.29
        default: return 1
        }
    }

    /// The font size (points) the icon glyph is drawn at.
    var emSize: CGFloat { pointSize * Self.emPerPoint * Self.multiplier(scale) }

    // MARK: Weight

    /// How much thicker the strokes get (a fraction of the em, the whole added width; the
    /// outline's edges each move out by half, negative thins). Material Icons' strokes are
    /// 2/24 ≈ 0.083 em at Regular, so ultraLight leaves about 58 % of that, bold makes it
    /// 134 %, black 158 %, as SF Symbols' weights roughly go.
    static func emboldening(_ weight: UIImage.SymbolWeight) -> CGFloat {
        switch weight {
        case .ultraLight: return -0.035
        case .thin: return -0.026
        case .light: return -0.015
        case .unspecified, .regular: return 0
        case .medium: return 0.010
        case .semibold: return 0.018
        case .bold: return 0.028
        case .heavy: return 0.038
        case .black: return 0.048
        }
    }

    // MARK: Alignment

    /// SF Pro's cap height (1443/2048 em): a symbol beside text is centred on the text's
    /// capitals, as SF Symbols are.
    static let textCapHeight: CGFloat = 0.7046
}

extension UIImage.SymbolWeight {
    /// The symbol weight nearest to a font weight (UIKit's raw values: −0.8 … 0.62).
    init(fontWeight: UIFont.Weight) {
        let table: [(UIImage.SymbolWeight, UIFont.Weight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        let raw = fontWeight.rawValue.isFinite ? fontWeight.rawValue : 0
        self = table.min { abs($0.1.rawValue - raw) < abs($1.1.rawValue - raw) }?.0 ?? .regular
    }
}
