import Foundation
import VitrineGraphics

extension UIImage {
    /// The symbol named `name` (an SF Symbol name such as `chevron.right`), drawn from the
    /// Material Icons font, with the default configuration; `nil` (and one log line per name)
    /// for a name Vitrine does not map, as UIKit returns `nil` for an unknown name. Mirrors
    /// `UIImage(systemName:)`.
    ///
    /// A symbol image is a template by default (`.automatic`), drawn in the tint colour of
    /// the view showing it. It is vector: its `image` holds a rendering at the first screen's
    /// scale, and an image view draws it again at its own display scale.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol named `name` with `configuration`. Mirrors
    /// `UIImage(systemName:withConfiguration:)`.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name, configuration: configuration, scale: nil, store: .shared)
    }

    /// The symbol named `name`, rendered at `traitCollection`'s display scale when it has
    /// one. Mirrors `UIImage(systemName:compatibleWith:)`.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil }
        self.init(systemName: name, configuration: nil, scale: scale, store: .shared)
    }

    /// The symbol from `store` (the seam tests use), rendered at `scale` (else the first
    /// screen's).
    convenience init?(systemName name: String, configuration: SymbolConfiguration?, scale: CGFloat?, store: SymbolStore) {
        let s = scale ?? Self.defaultSymbolScale
        guard let pixels = store.pixels(systemName: name, configuration: configuration, scale: s) else { return nil }
        self.init(image: pixels, scale: s, renderingMode: .automatic, capInsets: .zero, resizingMode: .tile, fixedTintColor: nil,
                  symbol: SymbolDescription(name: name, configuration: configuration ?? .unspecified),
                  flipsForRightToLeftLayoutDirection: SymbolNames.flipsForRightToLeft.contains(name))
    }

    /// The scale a symbol image is first rendered at: the first screen's on the main thread,
    /// else 1 (an image view redraws it at its own scale either way).
    static var defaultSymbolScale: CGFloat {
        guard Thread.isMainThread else { return 1 }
        return MainActor.assumeIsolated { UIScreen.screens.first?.scale } ?? 1
    }

    /// This symbol image with `configuration` in place of its own (other images are returned
    /// as they are). Mirrors `UIImage.withConfiguration(_:)`.
    public func withConfiguration(_ configuration: SymbolConfiguration?) -> UIImage {
        guard let symbol else { return self }
        return symbolImage(named: symbol.name, configuration: configuration ?? .unspecified) ?? self
    }

    /// This symbol image with `configuration`'s specified values on top of its own ("values
    /// in this object take precedence over the image's current configuration values");
    /// `nil` for an image that is not a symbol. Mirrors `applyingSymbolConfiguration(_:)`.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        let merged = (symbol.configuration ?? .unspecified).applying(configuration)
        return symbolImage(named: symbol.name, configuration: merged)
    }

    /// How far above the image's bottom the baseline of text beside it goes: for a symbol,
    /// so that the symbol is centred on the capitals of text of its point size; `nil` for
    /// other images. Mirrors `UIImage.baselineOffsetFromBottom`.
    public var baselineOffsetFromBottom: CGFloat? {
        guard let symbol else { return nil }
        return SymbolStore.shared.layout(systemName: symbol.name, configuration: symbol.configuration)?.baselineOffsetFromBottom
    }

    /// The symbol's pixels at `scale` (this image's own when the scale is its scale), for a
    /// view drawing it at its display scale; `image` for other images.
    package func pixels(atScale scale: CGFloat, configuration: SymbolConfiguration? = nil) -> Image {
        guard let symbol, scale > 0, scale.isFinite, scale != self.scale || configuration != nil else { return image }
        let c = configuration.map { $0.applying(symbol.configuration) } ?? symbol.configuration
        return SymbolStore.shared.pixels(systemName: symbol.name, configuration: c, scale: scale) ?? image
    }

    /// The size this symbol has with `configuration` under its own (its own size when that
    /// is `nil`): how an image view with a preferred configuration sizes it.
    package func size(under configuration: SymbolConfiguration?) -> CGSize {
        guard let symbol, let configuration else { return size }
        let c = configuration.applying(symbol.configuration)
        return SymbolStore.shared.layout(systemName: symbol.name, configuration: c)?.size ?? size
    }

    /// A new symbol image named `name` with `configuration`, keeping this image's scale,
    /// rendering mode and tint.
    private func symbolImage(named name: String, configuration: SymbolConfiguration) -> UIImage? {
        guard let pixels = SymbolStore.shared.pixels(systemName: name, configuration: configuration, scale: scale) else { return nil }
        return UIImage(image: pixels, scale: scale, renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode,
                       fixedTintColor: fixedTintColor, symbol: SymbolDescription(name: name, configuration: configuration),
                       flipsForRightToLeftLayoutDirection: flipsForRightToLeftLayoutDirection, imageOrientation: imageOrientation)
    }
}
