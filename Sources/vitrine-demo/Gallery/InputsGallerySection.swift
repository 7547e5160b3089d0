import Vitrine

/// Settings-style rows with switches (on, off, disabled), a slider with its value, and text
/// fields (filled in, a placeholder, a secure one, a disabled one). At the accessibility text
/// sizes each switch goes under its label (as Settings does).
@MainActor
struct InputsGallerySection: GallerySection {
    var title: String { localized("Switches, sliders, text fields") }

    /// The switch rows: name, on, enabled.
    static let rows = [("Heating", true, true), ("Eco mode at night", false, true), ("Remote access (admin only)", true, false)]

    /// Each switch row's height at `width`: 44 pt, or at the accessibility sizes the label
    /// wrapped with the switch under it.
    static func rowHeights(forWidth width: CGFloat) -> [CGFloat] {
        guard GalleryMetrics.isAccessibilitySize else { return rows.map { _ in 44 } }
        let font = UIFont.preferredFont(forTextStyle: .body)
        return rows.map { GalleryMetrics.height(of: localized($0.0), font: font, width: width) + 4 + UISwitch().intrinsicContentSize.height + 12 }
    }

    func height(forWidth width: CGFloat) -> CGFloat { Self.rowHeights(forWidth: width).reduce(0, +) + 48 + 2 * 44 }

    func makeView() -> UIView { InputsTile() }
}

@MainActor
private final class InputsTile: UIView {
    private var rows: [(UILabel, UISwitch)] = []
    private let slider = UISlider()
    private let sliderLabel = UILabel()
    private var fields: [UITextField] = []

    init() {
        super.init(frame: .zero)
        for (name, on, enabled) in InputsGallerySection.rows {
            let label = UILabel()
            label.text = localized(name)
            label.font = .preferredFont(forTextStyle: .body)
            label.numberOfLines = 0
            label.textColor = enabled ? .label : .demoSecondaryText
            let toggle = UISwitch()
            toggle.isOn = on
            toggle.isEnabled = enabled
            addSubview(label)
            addSubview(toggle)
            rows.append((label, toggle))
        }
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 65
        slider.addAction(UIAction { [weak self] _ in self?.sliderChanged() }, for: .valueChanged)
        sliderLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        sliderLabel.textColor = .demoSecondaryText
        sliderLabel.textAlignment = .right
        addSubview(slider)
        addSubview(sliderLabel)
        sliderChanged()
        let specs: [(String?, String, Bool, Bool)] = [("Ada Byron", "Name", false, true), (nil, "Email address", false, true),
                                                       ("secret", "Password", true, true), ("Room 12", "Room", false, false)]
        for (text, placeholder, secure, enabled) in specs {
            let f = UITextField()
            f.borderStyle = .roundedRect
            // "Ada Byron" is a name (data); "Room 12" a label.
            f.text = text == "Room 12" ? localized("Room 12") : text
            f.placeholder = localized(placeholder)
            f.isSecureTextEntry = secure
            f.isEnabled = enabled
            f.clearButtonMode = .whileEditing
            addSubview(f)
            fields.append(f)
        }
    }

    required init?(coder: NSCoder) { return nil }

    private func sliderChanged() { sliderLabel.text = localized("Brightness {1} %", "\(Int(slider.value.rounded()))") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        var y: CGFloat = 0
        for ((label, toggle), h) in zip(rows, InputsGallerySection.rowHeights(forWidth: w)) {
            let size = toggle.intrinsicContentSize
            if GalleryMetrics.isAccessibilitySize {
                label.frame = CGRect(x: 0, y: y, width: w, height: h - size.height - 16)
                toggle.frame = CGRect(x: 0, y: label.frame.maxY + 4, width: size.width, height: size.height)
            } else {
                toggle.frame = CGRect(x: w - size.width, y: y + (44 - size.height) / 2, width: size.width, height: size.height)
                label.frame = CGRect(x: 0, y: y, width: max(0, w - size.width - 8), height: 44)
            }
            y += h
        }
        let sy = y + 8
        slider.frame = CGRect(x: 0, y: sy, width: max(0, w - 140), height: 32)
        sliderLabel.frame = CGRect(x: w - 130, y: sy, width: 130, height: 32)
        let fw = (w - 8) / 2
        for (i, f) in fields.enumerated() {
            f.frame = CGRect(x: CGFloat(i % 2) * (fw + 8), y: sy + 48 + CGFloat(i / 2) * 44, width: fw, height: 34)
        }
        mirrorSubviewFramesForRightToLeft()
    }
}
