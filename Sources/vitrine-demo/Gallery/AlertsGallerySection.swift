import Vitrine

/// Buttons that present an alert, an alert with a text field and an action sheet; the last
/// choice is shown under them.
@MainActor
struct AlertsGallerySection: GallerySection {
    var title: String { localized("Alerts and action sheets") }

    func height(forWidth width: CGFloat) -> CGFloat { 3 * GalleryMetrics.scaled(44) + GalleryMetrics.scaled(24) }

    func makeView() -> UIView { AlertsTile() }

    /// The alert `--present-alert` shows: a destructive action and Cancel.
    static func sampleAlert(_ chose: (@MainActor (String) -> Void)? = nil) -> UIAlertController {
        let alert = UIAlertController(title: localized("Delete the recipe?"),
                                      message: localized("The recipe and its history are removed from this panel."), preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: localized("Cancel"), style: .cancel) { _ in chose?(localized("Cancel")) })
        alert.addAction(UIAlertAction(title: localized("Delete"), style: .destructive) { _ in chose?(localized("Delete")) })
        return alert
    }
}

@MainActor
private final class AlertsTile: UIView {
    private let buttons: [UIButton]
    private let result = UILabel()

    override init(frame: CGRect) {
        buttons = ["Show an alert", "Ask for a name", "Show an action sheet"].map { localized($0) }.map { (title: String) -> UIButton in
            let b = UIButton(type: .system)
            b.setTitle(title, for: .normal)
            // The system button's title, scaled with the text size.
            if let label = b.titleLabel {
                label.font = UIFontMetrics.default.scaledFont(for: label.font)
                label.adjustsFontForContentSizeCategory = true
            }
            return b
        }
        super.init(frame: frame)
        result.font = .preferredFont(forTextStyle: .footnote)
        result.adjustsFontForContentSizeCategory = true
        result.textColor = .demoSecondaryText
        result.text = localized("Nothing chosen yet")
        for b in buttons { addSubview(b) }
        addSubview(result)
        buttons[0].addAction(UIAction { [weak self] _ in self?.showAlert() }, for: .touchUpInside)
        buttons[1].addAction(UIAction { [weak self] _ in self?.askForName() }, for: .touchUpInside)
        buttons[2].addAction(UIAction { [weak self] _ in self?.showSheet() }, for: .touchUpInside)
    }

    convenience init() { self.init(frame: .zero) }

    required init?(coder: NSCoder) { return nil }

    /// The controller to present from: the nearest one up the responder chain, or the one it
    /// already presents.
    private var presenter: UIViewController? {
        var r: UIResponder? = self
        while let cur = r, !(cur is UIViewController) { r = cur.next }
        guard var vc = r as? UIViewController else { return nil }
        while let p = vc.presentedViewController { vc = p }
        return vc
    }

    private func show(_ choice: String) { result.text = localized("Chose: {1}", choice) }

    private func showAlert() {
        presenter?.present(AlertsGallerySection.sampleAlert { [weak self] in self?.show($0) }, animated: true)
    }

    private func askForName() {
        let alert = UIAlertController(title: localized("Rename"), message: localized("Enter a name for this program."), preferredStyle: .alert)
        alert.addTextField { $0.placeholder = localized("Name") }
        alert.addAction(UIAlertAction(title: localized("Cancel"), style: .cancel) { [weak self] _ in self?.show(localized("Cancel")) })
        let ok = UIAlertAction(title: localized("Rename"), style: .default) { [weak self, weak alert] _ in
            self?.show(localized("Rename to \"{1}\"", alert?.textFields?.first?.text ?? ""))
        }
        alert.addAction(ok)
        alert.preferredAction = ok
        presenter?.present(alert, animated: true)
    }

    private func showSheet() {
        let sheet = UIAlertController(title: localized("Program"), message: localized("What do you want to do with it?"), preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: localized("Duplicate"), style: .default) { [weak self] _ in self?.show(localized("Duplicate")) })
        sheet.addAction(UIAlertAction(title: localized("Delete"), style: .destructive) { [weak self] _ in self?.show(localized("Delete")) })
        sheet.addAction(UIAlertAction(title: localized("Cancel"), style: .cancel) { [weak self] _ in self?.show(localized("Cancel")) })
        presenter?.present(sheet, animated: true)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let row = GalleryMetrics.scaled(44)
        for (i, b) in buttons.enumerated() { b.frame = CGRect(x: 0, y: CGFloat(i) * row, width: bounds.width, height: row) }
        result.frame = CGRect(x: 0, y: CGFloat(buttons.count) * row, width: bounds.width, height: GalleryMetrics.scaled(24))
    }
}
