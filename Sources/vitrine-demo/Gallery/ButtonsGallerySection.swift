import Vitrine

/// UIButton.Configuration's styles (press one to see its highlighted look; the last row is
/// disabled), a title with a subtitle, a capsule with a menu (tap it) and a button showing its activity indicator.
@MainActor
struct ButtonsGallerySection: GallerySection {
    var title: String { localized("Buttons (UIButton.Configuration)") }

    func height(forWidth width: CGFloat) -> CGFloat { 4 * GalleryMetrics.scaled(44) + GalleryMetrics.scaled(52) }

    func makeView() -> UIView { ButtonsTile() }
}

@MainActor
private final class ButtonsTile: UIView {
    private var grid: [UIButton] = []
    private var extras: [UIButton] = []

    init() {
        super.init(frame: .zero)
        let styles: [(String, UIButton.Configuration)] = [
            ("Plain", .plain()), ("Tinted", .tinted()), ("Gray", .gray()), ("Filled", .filled()),
            ("Bordered", .bordered()), ("Tinted", .borderedTinted()), ("Prominent", .borderedProminent()), ("Borderless", .borderless()),
        ]
        for (i, (name, base)) in styles.enumerated() {
            var c = base
            c.title = localized(name)
            let b = UIButton(configuration: c)
            if i >= 6 { b.isEnabled = i == 6 }
            addSubview(b)
            grid.append(b)
        }
        var sub = UIButton.Configuration.filled()
        sub.title = localized("Download")
        sub.subtitle = "12 MB"
        sub.titleAlignment = .center
        var capsule = UIButton.Configuration.tinted()
        capsule.title = localized("Capsule")
        capsule.cornerStyle = .capsule
        var busy = UIButton.Configuration.gray()
        busy.title = localized("Saving")
        busy.showsActivityIndicator = true
        busy.imagePadding = 6
        for c in [sub, capsule, busy] {
            let b = UIButton(configuration: c)
            addSubview(b)
            extras.append(b)
        }
        // The capsule shows a menu when tapped.
        extras[1].menu = UIMenu(children: [
            UIAction(title: localized("Copy")) { _ in }, UIAction(title: localized("Share")) { _ in },
            UIMenu(options: .displayInline, children: [UIAction(title: localized("Delete")) { _ in }]),
        ])
        extras[1].showsMenuAsPrimaryAction = true
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The rows grow with the buttons' text (their fonts are Dynamic Type).
        let pitch = GalleryMetrics.scaled(44)
        let w = (bounds.width - 8) / 2
        for (i, b) in grid.enumerated() {
            b.frame = CGRect(x: CGFloat(i % 2) * (w + 8), y: CGFloat(i / 2) * pitch, width: w, height: GalleryMetrics.scaled(36))
        }
        let ew = (bounds.width - 16) / 3
        for (i, b) in extras.enumerated() {
            b.frame = CGRect(x: CGFloat(i) * (ew + 8), y: 4 * pitch, width: ew, height: GalleryMetrics.scaled(48))
        }
        mirrorSubviewFramesForRightToLeft()
    }
}
