import Vitrine

/// `view.layer` styling: shadowed cards (rounded, top corners only, a `shadowPath`), an axial
/// and a radial gradient.
@MainActor
struct LayersGallerySection: GallerySection {
    var title: String { localized("Layers: shadows, corners, gradients") }

    func height(forWidth width: CGFloat) -> CGFloat { 2 * 76 }

    func makeView() -> UIView { LayersTile() }
}

/// A view whose layer is a `CAGradientLayer`, as UIKit apps write it.
@MainActor
private final class GradientView: UIView {
    override class var layerClass: CALayer.Type { CAGradientLayer.self }
    var gradient: CAGradientLayer? { layer as? CAGradientLayer }
}

/// Three cards on the first row, two gradients and a card with decoration sublayers on the
/// second.
@MainActor
private final class LayersTile: UIView {
    private var tiles: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        func card() -> UIView {
            let c = UIView()
            c.backgroundColor = .secondarySystemGroupedBackground
            c.cornerRadius = 12
            c.layer.shadowOpacity = 0.25
            c.layer.shadowRadius = 6
            c.layer.shadowOffset = CGSize(width: 0, height: 3)
            return c
        }
        let rounded = card()
        let topOnly = card()
        topOnly.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        topOnly.borderWidth = 1
        topOnly.borderColor = .separator
        let pathCard = card()
        pathCard.layer.shadowOffset = .zero
        pathCard.layer.shadowOpacity = 0.5
        let axial = GradientView()
        axial.gradient?.colors = [UIColor.systemOrange.cgColor, UIColor.systemPink.cgColor]
        axial.gradient?.startPoint = CGPoint(x: 0, y: 0)
        axial.gradient?.endPoint = CGPoint(x: 1, y: 1)
        axial.cornerRadius = 12
        let radial = GradientView()
        radial.gradient?.type = .radial
        radial.gradient?.colors = [UIColor.systemYellow.cgColor, UIColor.systemIndigo.cgColor]
        radial.gradient?.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.gradient?.endPoint = CGPoint(x: 1, y: 1)
        radial.cornerRadius = 12
        let deco = card()
        let dot = CALayer()
        dot.backgroundColor = UIColor.systemGreen.cgColor
        dot.cornerRadius = 10
        dot.frame = CGRect(x: 12, y: 12, width: 20, height: 20)
        dot.shadowOpacity = 0.4
        dot.shadowOffset = CGSize(width: 0, height: 2)
        deco.layer.addSublayer(dot)
        tiles = [rounded, topOnly, pathCard, axial, radial, deco]
        for t in tiles { addSubview(t) }
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = (bounds.width - 2 * 16) / 3
        for (i, t) in tiles.enumerated() {
            t.frame = CGRect(x: CGFloat(i % 3) * (w + 16), y: 8 + CGFloat(i / 3) * 76, width: w, height: 56)
        }
        // The third card's shadow is an ellipse under it (a shadow path follows the size).
        tiles[2].layer.shadowPath = CGPath(ellipseIn: CGRect(x: 8, y: 46, width: max(0, w - 16), height: 14))
        mirrorSubviewFramesForRightToLeft()
    }
}
