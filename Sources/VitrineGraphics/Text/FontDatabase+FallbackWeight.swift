import CFontconfig
import Foundation

extension FontDatabase {
    /// Asks a fallback pattern for the weight of the face at `location`, so text that falls
    /// back (Hangul in a semibold Latin face, as Bold Text draws it) comes from the installed
    /// face of the nearest weight. The primary's style name alone does not do it: it matches
    /// only faces whose style is named alike ("Semi Bold" matches no Noto CJK face), and
    /// fontconfig then falls to its default, regular.
    /// The corresponding C function is `FcPatternAddInteger` with `FC_WEIGHT`.
    static func addWeight(of location: FaceLocation, to pattern: OpaquePointer) {
        FcPatternAddInteger(pattern, "weight", Int32(queryStyle(of: location).weight))
    }

    /// The weight, slant and spacing fontconfig reads from the face's file; regular, upright
    /// and proportional when it cannot. The corresponding C function is `FcFreeTypeQuery`.
    static func queryStyle(of location: FaceLocation) -> FaceStyle {
        var style = FaceStyle(weight: regularWeight, italic: false, monospaced: false)
        var count: Int32 = 0
        guard let pattern = FcFreeTypeQuery(Array(location.path.utf8) + [0], UInt32(max(0, location.index)), nil, &count) else {
            return style
        }
        defer { FcPatternDestroy(pattern) }
        var i: Int32 = 0
        var d: Double = 0
        if FcPatternGetInteger(pattern, "weight", 0, &i) == FcResultMatch { style.weight = Int(i) }
        else if FcPatternGetDouble(pattern, "weight", 0, &d) == FcResultMatch { style.weight = Int(d.rounded()) }
        if FcPatternGetInteger(pattern, "slant", 0, &i) == FcResultMatch { style.italic = i > 0 }
        if FcPatternGetInteger(pattern, "spacing", 0, &i) == FcResultMatch { style.monospaced = i >= 100 }
        return style
    }
}
