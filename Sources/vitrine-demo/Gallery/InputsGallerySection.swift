import Vitrine

/// Settings-style rows with switches (on, off, disabled), a slider with its value, and text
/// fields (filled in, a placeholder, a secure one, a disabled one).
@MainActor
struct InputsGallerySection: GallerySection {
    let title = "Switches, sliders, text fields"

    func height(forWidth width: CGFloat) -> CGFloat { 3 * 44 + 48 + 2 * 44 }

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
        for (name, on, enabled) in [("Heating", true, true), ("Eco mode at night", false, true), ("Remote access (admin only)", true, false)] {
            let label = UILabel()
            label.text = name
            label.font = .preferredFont(forTextStyle: .body)
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
            f.text = text
            f.placeholder = placeholder
            f.isSecureTextEntry = secure
            f.isEnabled = enabled
            f.clearButtonMode = .whileEditing
            addSubview(f)
            fields.append(f)
        }
    }

    required init?(coder: NSCoder) { return nil }

    private func sliderChanged() { sliderLabel.text = "Brightness \(Int(slider.value.rounded())) %" }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        for (i, (label, toggle)) in rows.enumerated() {
            let y = CGFloat(i) * 44
            let size = toggle.intrinsicContentSize
            toggle.frame = CGRect(x: w - size.width, y: y + (44 - size.height) / 2, width: size.width, height: size.height)
            label.frame = CGRect(x: 0, y: y, width: max(0, w - size.width - 8), height: 44)
        }
        let sy = CGFloat(rows.count) * 44 + 8
        slider.frame = CGRect(x: 0, y: sy, width: max(0, w - 140), height: 32)
        sliderLabel.frame = CGRect(x: w - 130, y: sy, width: 130, height: 32)
        let fw = (w - 8) / 2
        for (i, f) in fields.enumerated() {
            f.frame = CGRect(x: CGFloat(i % 2) * (fw + 8), y: sy + 48 + CGFloat(i / 2) * 44, width: fw, height: 34)
        }
    }
}
