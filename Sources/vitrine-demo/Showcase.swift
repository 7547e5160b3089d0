import Foundation
import Vitrine
import VitrineGraphics

/// The demo's showcase: what the foundation can draw — fills, rounded cards with borders,
/// group alpha, clipping, transforms, scaled images and text — plus a progress bar that
/// moves every frame so that each frame has a little damage.
@MainActor
final class Showcase: UIView {
    private let header = UIView()
    private let title = UILabel()
    private let subtitle = UILabel()
    private var cards: [UIView] = []
    private let progressTrack = UIView()
    private let progressFill = UIView()
    private let progressLabel = UILabel()
    private let badge = UIView()
    private let clipContainer = UIView()
    private let images: [UIImageView]

    override init(frame: CGRect) {
        images = (0..<3).map { i in UIImageView(image: UIImage(image: Showcase.makeImage(variant: i))) }
        super.init(frame: frame)
        backgroundColor = UIColor(rgb: 0x1C2433)

        header.backgroundColor = UIColor(rgb: 0x2B3A55)
        addSubview(header)
        title.text = "Vitrine"
        title.font = .boldSystemFont(ofSize: 34)
        title.textColor = .white
        header.addSubview(title)
        subtitle.text = "UIKit-style views on a bare Linux panel"
        subtitle.font = .systemFont(ofSize: 18)
        subtitle.textColor = UIColor(white: 1, alpha: 0.7)
        header.addSubview(subtitle)

        let palette: [UInt32] = [0x3D7BD9, 0x2FA58B, 0x9A6212, 0xC8506A]
        let names = ["Fill", "Border", "Alpha", "Clip"]
        for (i, rgb) in palette.enumerated() {
            let card = UIView()
            card.backgroundColor = UIColor(rgb: rgb)
            card.cornerRadius = 18
            let label = UILabel()
            label.text = names[i]
            label.font = .boldSystemFont(ofSize: 22)
            label.textColor = .white
            label.tag = 1
            card.addSubview(label)
            switch i {
            case 1:
                card.borderWidth = 6
                card.borderColor = UIColor(white: 1, alpha: 0.9)
            case 2:
                card.alpha = 0.55
                let inner = UIView()
                inner.backgroundColor = .white
                inner.cornerRadius = 10
                inner.tag = 2
                card.addSubview(inner)
            case 3:
                card.clipsToBounds = true
                let stripe = UIView()
                stripe.backgroundColor = UIColor(rgb: 0x6A1B3A)
                stripe.transform = CGAffineTransform(rotationAngle: -.pi / 8)
                stripe.tag = 2
                card.insertSubview(stripe, at: 0)
            default:
                break
            }
            cards.append(card)
            addSubview(card)
        }

        clipContainer.backgroundColor = UIColor(rgb: 0x101620)
        clipContainer.cornerRadius = 24
        clipContainer.clipsToBounds = true
        clipContainer.borderWidth = 2
        clipContainer.borderColor = UIColor(rgb: 0x5A6B8C)
        addSubview(clipContainer)
        for (i, iv) in images.enumerated() {
            iv.contentMode = i == 1 ? .scaleAspectFit : .scaleToFill
            iv.imageFilter = i == 2 ? .nearest : .bilinear
            clipContainer.addSubview(iv)
        }

        badge.backgroundColor = UIColor(rgb: 0xFF5A36)
        badge.borderWidth = 3
        badge.borderColor = .white
        badge.transform = CGAffineTransform(rotationAngle: .pi / 12)
        addSubview(badge)

        progressTrack.backgroundColor = UIColor(white: 1, alpha: 0.12)
        progressTrack.clipsToBounds = true
        addSubview(progressTrack)
        progressFill.backgroundColor = .systemGreen
        progressTrack.addSubview(progressFill)
        progressLabel.textColor = UIColor(white: 1, alpha: 0.85)
        progressLabel.font = .systemFont(ofSize: 15)
        progressLabel.textAlignment = .right
        addSubview(progressLabel)
        advance(frame: 0, of: 1)
    }

    required init?(coder: NSCoder) { return nil }

    private var progress: CGFloat = 0

    /// Sets up frame `frame + 1` of `total`: moves the progress bar; called once per presented
    /// frame. Past `total` (a demo run until stopped) the bar starts over and the label counts on.
    func advance(frame: Int, of total: Int) {
        let next = frame + 1
        let step = total <= 1 ? 0 : (next - 1) % total
        progress = total <= 1 ? 1 : CGFloat(step) / CGFloat(total - 1)
        progressLabel.text = next <= total ? "frame \(next) of \(total)" : "frame \(next)"
        setNeedsLayout()
    }

    override func layoutSubviews() {
        // Content keeps to the safe area (clear of the shell's status bar); the header's
        // background reaches up under the bar, as a navigation bar's does on iOS.
        let b = bounds.inset(by: safeAreaInsets)
        let m: CGFloat = (b.width * 0.025).rounded()
        let headerH = (b.height * 0.16).rounded()
        header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: b.minY + headerH)
        title.frame = CGRect(x: b.minX + m, y: b.minY + (headerH * 0.12).rounded(), width: b.width - 2 * m, height: 44)
        subtitle.frame = CGRect(x: b.minX + m, y: title.frame.maxY, width: b.width - 2 * m, height: 26)

        let top = header.frame.maxY + m
        let cardW = ((b.width - 5 * m) / 4).rounded(.down)
        let cardH = (b.height * 0.26).rounded()
        for (i, card) in cards.enumerated() {
            card.frame = CGRect(x: b.minX + m + CGFloat(i) * (cardW + m), y: top, width: cardW, height: cardH)
            card.viewWithTag(1)?.frame = CGRect(x: 16, y: 14, width: cardW - 32, height: 30)
            if let inner = card.viewWithTag(2) {
                if i == 2 {
                    inner.frame = CGRect(x: 16, y: cardH / 2, width: cardW - 32, height: cardH / 2 - 16)
                } else {
                    inner.bounds = CGRect(x: 0, y: 0, width: cardW * 1.6, height: cardH * 0.35)
                    inner.center = CGPoint(x: cardW / 2, y: cardH * 0.65)
                }
            }
        }

        let rowTop = top + cardH + m
        let containerW = (b.width * 0.62).rounded()
        let containerH = (b.maxY - rowTop - 3 * m - 20).rounded()
        clipContainer.frame = CGRect(x: b.minX + m, y: rowTop, width: containerW, height: containerH)
        let side = ((containerW - 4 * m) / 3).rounded(.down)
        for (i, iv) in images.enumerated() {
            iv.frame = CGRect(x: m + CGFloat(i) * (side + m), y: ((containerH - side) / 2).rounded(), width: side, height: side)
        }
        let badgeSide = min(b.width - containerW - 3 * m, containerH) * 0.55
        badge.bounds = CGRect(x: 0, y: 0, width: badgeSide, height: badgeSide)
        badge.cornerRadius = badgeSide * 0.2
        badge.center = CGPoint(x: (clipContainer.frame.maxX + b.maxX) / 2, y: clipContainer.frame.midY)

        let barY = b.maxY - m - 12
        progressTrack.frame = CGRect(x: b.minX + m, y: barY, width: b.width * 0.7, height: 12)
        progressTrack.cornerRadius = 6
        progressFill.frame = CGRect(x: 0, y: 0, width: (progressTrack.bounds.width * progress).rounded(), height: 12)
        progressLabel.frame = CGRect(x: progressTrack.frame.maxX + m, y: barY - 6, width: b.maxX - progressTrack.frame.maxX - 2 * m, height: 24)
    }

    /// A procedural ARGB image with per-pixel alpha (a soft disc over a gradient).
    static func makeImage(variant: Int) -> Image {
        let n = 48
        return Image(width: n, height: n) { x, y in
            let fx = CGFloat(x) / CGFloat(n - 1), fy = CGFloat(y) / CGFloat(n - 1)
            let dx = fx - 0.5, dy = fy - 0.5
            let d = (dx * dx + dy * dy).squareRoot()
            let alpha = max(0, min(1, (0.5 - d) * 6))
            switch variant {
            case 0: return Color(red: fx, green: 0.3 + 0.5 * fy, blue: 1 - fx, alpha: alpha)
            case 1: return Color(red: 1, green: fy, blue: 0.2, alpha: (x / 6 + y / 6) % 2 == 0 ? 1 : 0.35)
            default: return Color(red: 0.2 + 0.8 * fy, green: 0.9 * fx, blue: 0.6, alpha: alpha)
            }
        }
    }
}
