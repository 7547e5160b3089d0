import Foundation

extension UIFont {
    /// The font text in this one is drawn with under `weight`: with Bold Text (`.bold`), a
    /// system font one weight heavier (regular → semibold, semibold → bold, as iOS draws
    /// it), at the same size, slant and features, still following Dynamic Type; any other
    /// font, or another weight, unchanged.
    func legible(for weight: UILegibilityWeight) -> UIFont {
        guard weight == .bold, var request = systemRequest else { return self }
        let heavier = request.weight.heavier
        guard heavier != request.weight else { return self }
        request.weight = heavier
        return UIFont.systemFont(ofSize: pointSize, request: request, features: features).with(dynamicType: dynamicType)
    }
}

extension UIFont.Weight {
    /// The named weights Bold Text steps through (medium is passed over: regular becomes
    /// semibold).
    private static let boldTextSteps: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .semibold, .bold, .heavy, .black]

    /// The next named weight above this one (black stays black).
    var heavier: UIFont.Weight {
        Self.boldTextSteps.first { $0.rawValue > rawValue } ?? self
    }
}
