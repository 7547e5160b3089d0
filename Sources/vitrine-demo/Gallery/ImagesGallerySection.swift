import Foundation
import Vitrine
import VitrineGraphics

/// Images: a JPEG photo from the demo's resource bundle (`UIImage(named:)`, which searches
/// the SwiftPM resource bundles beside the executable; the @2x file on a 2× panel), a resizable chat bubble at two sizes
/// (nine-slice), and one template image in three tint colours (they follow light and dark).
@MainActor
struct ImagesGallerySection: GallerySection {
    var title: String { localized("Images") }

    func height(forWidth width: CGFloat) -> CGFloat { 96 }

    func makeView() -> UIView { ImagesTile() }
}

@MainActor
private final class ImagesTile: UIView {
    // No bundle: the search covers the `*.resources` directories beside the executable.
    // (SwiftPM's `Bundle.module` calls fatalError when its directory was not installed with
    // the binary; a missing photo should show the placeholder instead.)
    private let photo = UIImageView(image: UIImage(named: "gallery-photo")
                                           ?? UIImage(image: Image.placeholder(width: 150, height: 94)))
    private let bubbles: [UIImageView]
    private let tinted: [UIImageView]

    init() {
        let bubble = ImagesTile.bubble().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12),
                                                         resizingMode: .stretch)
            // The tail is at the leading side: at the right in a right-to-left layout.
            .imageFlippedForRightToLeftLayoutDirection()
        bubbles = [UIImageView(image: bubble), UIImageView(image: bubble)]
        let star = ImagesTile.star().withRenderingMode(.alwaysTemplate)
        tinted = [UIColor.systemBlue, .systemOrange, .label].map { colour in
            let v = UIImageView(image: star)
            v.tintColor = colour
            return v
        }
        super.init(frame: .zero)
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.cornerRadius = 8
        for v in [photo] + bubbles + tinted { addSubview(v) }
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let photoWidth = min(150, bounds.width * 0.4)
        photo.frame = CGRect(x: 0, y: 0, width: photoWidth, height: 94)
        let x = photoWidth + 10, rest = max(0, bounds.width - x)
        bubbles[0].frame = CGRect(x: x, y: 0, width: min(rest, 90), height: 30)
        bubbles[1].frame = CGRect(x: x, y: 36, width: min(rest, 160), height: 56)
        for (i, v) in tinted.enumerated() {
            v.frame = CGRect(x: x + min(rest, 90) + 8 + CGFloat(i) * 28, y: 4, width: 24, height: 24)
        }
        mirrorSubviewFramesForRightToLeft()
    }

    /// A 32×28-point speech bubble (drawn at 2× for sharp corners): a rounded green body
    /// with a darker outline and a tail at the bottom left.
    private static func bubble() -> UIImage {
        let s: CGFloat = 2
        let image = Image(width: 64, height: 56) { x, y in
            let u = (CGFloat(x) + 0.5) / s, v = (CGFloat(y) + 0.5) / s
            let cx = min(max(u, 10), 22), cy = min(max(v, 10), 14)
            let d = ((u - cx) * (u - cx) + (v - cy) * (v - cy)).squareRoot()
            let tail = v > 22 && v < 28 && u > 2 && u < 10 - (v - 22) * 1.2
            if d > 9.5 && !tail { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
            if d > 8.5 && !tail { return Color(red: 0.12, green: 0.55, blue: 0.25) }
            return Color(red: 0.2, green: 0.78, blue: 0.35)
        }
        return UIImage(image: image, scale: s)
    }

    /// A 24×24-point five-pointed star (alpha only matters: it is drawn as a template).
    private static func star() -> UIImage {
        let s: CGFloat = 2, n = 48
        let points: [CGPoint] = (0..<10).map { i in
            let r: CGFloat = i % 2 == 0 ? 11 : 4.6
            let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            return CGPoint(x: 12 + r * cos(a), y: 12.5 + r * sin(a))
        }
        let image = Image(width: n, height: n) { x, y in
            let p = CGPoint(x: (CGFloat(x) + 0.5) / s, y: (CGFloat(y) + 0.5) / s)
            var inside = false
            var j = points.count - 1
            for i in 0..<points.count {
                let a = points[i], b = points[j]
                if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
                j = i
            }
            return inside ? Color(red: 0, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 0, alpha: 0)
        }
        return UIImage(image: image, scale: s)
    }
}
