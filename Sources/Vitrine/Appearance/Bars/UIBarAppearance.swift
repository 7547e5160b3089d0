import Foundation

/// What a bar draws behind its contents: an effect, a colour and an image over it, and the
/// shadow (the hairline) along its edge next to the content. Mirrors UIKit's
/// `UIBarAppearance`; `UINavigationBarAppearance`, `UITabBarAppearance` and
/// `UIToolbarAppearance` add what each bar shows on top.
///
/// A bar keeps its own copy of an appearance it is given (UIKit's properties are
/// `@NSCopying`); a change to that copy (`bar.standardAppearance.backgroundColor = …`) shows
/// at once. `backgroundEffect` is drawn as the solid chrome grey: there is no blur here.
@MainActor
open class UIBarAppearance {
    /// Told when a value changes (set on the copy a bar or item keeps).
    var didChange: (() -> Void)?
    /// Set while a configure call changes several values, so the owner hears once.
    private var batching = false

    /// The blur behind the colour (default: the chrome material; drawn as the solid bar
    /// grey). Mirrors `UIBarAppearance.backgroundEffect`.
    public var backgroundEffect: UIBlurEffect? { didSet { changed() } }
    /// A colour over the effect (`nil`: none). Mirrors `UIBarAppearance.backgroundColor`.
    public var backgroundColor: UIColor? { didSet { changed() } }
    /// An image over the colour, filling the bar per `backgroundImageContentMode`. Mirrors
    /// `UIBarAppearance.backgroundImage`.
    public var backgroundImage: UIImage? { didSet { changed() } }
    /// How the background image fills the bar (default `.scaleToFill`). Mirrors
    /// `UIBarAppearance.backgroundImageContentMode`.
    public var backgroundImageContentMode: UIView.ContentMode = .scaleToFill { didSet { changed() } }
    /// The hairline's colour (`nil` or clear: no hairline); with `shadowImage` the image's
    /// tint when it is a template. Mirrors `UIBarAppearance.shadowColor`.
    public var shadowColor: UIColor? { didSet { changed() } }
    /// An image drawn along the edge in place of the hairline. Mirrors
    /// `UIBarAppearance.shadowImage`.
    public var shadowImage: UIImage? { didSet { changed() } }

    /// An appearance with the default background (the chrome material and the hairline).
    /// Mirrors `UIBarAppearance.init()`.
    public required init() { configureWithDefaultBackground() }

    /// An appearance with the background values (effect, colour, image, shadow) of `barAppearance`.
    /// Mirrors `UIBarAppearance.init(barAppearance:)`.
    public convenience init(barAppearance: UIBarAppearance) {
        self.init()
        copyBackground(from: barAppearance)
    }

    /// The system's bar look: the chrome material (drawn as the bar grey) and the hairline.
    /// Mirrors `UIBarAppearance.configureWithDefaultBackground()`.
    public func configureWithDefaultBackground() {
        configure(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: .barHairline)
    }

    /// An opaque bar: the system background colour and the hairline, no effect. Mirrors
    /// `UIBarAppearance.configureWithOpaqueBackground()`.
    public func configureWithOpaqueBackground() {
        configure(effect: nil, color: .systemBackground, shadow: .barHairline)
    }

    /// No background and no hairline: the content shows through. Mirrors
    /// `UIBarAppearance.configureWithTransparentBackground()`.
    public func configureWithTransparentBackground() {
        configure(effect: nil, color: nil, shadow: nil)
    }

    private func configure(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor?) {
        batch {
            backgroundEffect = effect
            backgroundColor = color
            backgroundImage = nil
            backgroundImageContentMode = .scaleToFill
            shadowColor = shadow
            shadowImage = nil
        }
    }

    func changed() { if !batching { didChange?() } }

    /// A part's (button or item appearance's) changes are this appearance's.
    func adopt(_ part: some AppearancePart) {
        part.didChange = { [weak self] in self?.changed() }
        changed()
    }

    /// Runs `body` and tells the owner once.
    func batch(_ body: () -> Void) {
        let outer = batching
        batching = true
        body()
        batching = outer
        changed()
    }

    private func copyBackground(from other: UIBarAppearance) {
        batch {
            backgroundEffect = other.backgroundEffect
            backgroundColor = other.backgroundColor
            backgroundImage = other.backgroundImage
            backgroundImageContentMode = other.backgroundImageContentMode
            shadowColor = other.shadowColor
            shadowImage = other.shadowImage
        }
    }

    /// Copies every value of `other` (a subclass adds its own).
    func copyValues(from other: UIBarAppearance) { copyBackground(from: other) }

    /// An independent copy, of the same class (what a bar keeps of an appearance set on it).
    func duplicated() -> Self {
        let c = Self.init()
        c.copyValues(from: self)
        return c
    }

    /// The bar's fill: the colour over the effect (the effect drawn as the bar grey), clear
    /// with neither; opaque when `opaque` (Reduce Transparency, `isTranslucent` off) unless it
    /// is fully clear.
    func backgroundFill(opaque: Bool, traits: UITraitCollection) -> UIColor {
        guard let base = backgroundColor ?? (backgroundEffect != nil ? UIColor.defaultBarBackground : nil) else { return .clear }
        guard opaque, base.resolvedColor(with: traits).color.alpha > 0 else { return base }
        return base.withAlphaComponent(1)
    }

    /// The hairline's colour, `nil` for none.
    var hairlineColor: UIColor? {
        guard let shadowColor, shadowColor.resolvedColor(with: UITraitCollection.current).color.alpha > 0 else { return nil }
        return shadowColor
    }
}

/// A part of a bar appearance that reports its changes (button and item appearances).
@MainActor
protocol AppearancePart: AnyObject {
    var didChange: (() -> Void)? { get set }
}

/// Text attributes' colour and font, as the bars read them.
extension Dictionary where Key == NSAttributedString.Key, Value == Any {
    var foregroundColor: UIColor? { self[.foregroundColor] as? UIColor }
    var font: UIFont? { self[.font] as? UIFont }
}
