import Vitrine
import VitrinePlatform

/// One item of the accessibility menu, the whole of it one touch target (a customer with a
/// tremor need not hit a 51-point switch): a setting with its switch, the text sizes, or a
/// button (Reset, Close). To the screen reader it is one element: the title, the switch's
/// "1"/"0" or the size's name, and the traits of what it is (a switch button, adjustable, a
/// button).
@MainActor
final class AccessibilityMenuRow: UIControl {
    enum Kind {
        /// A setting: a switch at the trailing edge; a tap or Enter turns it over.
        case toggle
        /// The text sizes: the title above a segmented control of the steps; a tap on a
        /// segment picks it, Enter steps to the next (after the largest, back to the first).
        case textSize([String])
        /// A button: the title in the middle.
        case action
    }

    let kind: Kind
    let titleLabel = UILabel()
    /// The switch of a setting (drawn only: the row takes the touches).
    let toggle = UISwitch()
    /// The steps of the text size.
    let sizes = UISegmentedControl(items: nil)
    /// Called on a tap, Enter, or the screen reader's activation.
    var onActivate: (() -> Void)?
    /// Called with +1/-1 when the screen reader adjusts the text size, and with the index of a
    /// tapped segment as `onSelect`.
    var onAdjust: ((Int) -> Void)?
    var onSelect: ((Int) -> Void)?
    /// Whether the keypad's selection is on this row (a ring round it).
    var isSelectedByKeypad = false { didSet { borderWidth = isSelectedByKeypad ? 3 : 0 } }
    /// The text's size, set by the window from the row height.
    var fontSize: CGFloat = 22 { didSet { if fontSize != oldValue { applyFont() } } }

    init(title: String, kind: Kind) {
        self.kind = kind
        super.init(frame: .zero)
        cornerRadius = 10
        borderColor = .systemBlue
        titleLabel.text = title
        titleLabel.textColor = .label
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        switch kind {
        case .toggle:
            toggle.isUserInteractionEnabled = false
            addSubview(toggle)
        case .textSize(let steps):
            for (i, step) in steps.enumerated() { sizes.insertSegment(withTitle: step, at: i, animated: false) }
            sizes.addTarget({ [weak self] control, _ in
                guard let self, let s = control as? UISegmentedControl else { return }
                self.onSelect?(s.selectedSegmentIndex)
            }, for: .valueChanged)
            addSubview(sizes)
        case .action:
            titleLabel.textAlignment = .center
            titleLabel.textColor = .systemBlue
            backgroundColor = .tertiarySystemFill
        }
        applyFont()
        addTarget({ [weak self] _, _ in self?.onActivate?() }, for: .touchUpInside)
        isAccessibilityElement = true
        accessibilityLabel = title
        switch kind {
        case .toggle: accessibilityTraits = [.button, .toggleButton]
        case .textSize: accessibilityTraits = .adjustable
        case .action: accessibilityTraits = .button
        }
    }

    required init?(coder: NSCoder) { return nil }

    private func applyFont() {
        let font = UIFont.boldSystemFont(ofSize: fontSize)
        titleLabel.font = font
        sizes.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: fontSize * 0.8)], for: .normal)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds.insetBy(dx: 12, dy: 0)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        titleLabel.textAlignment = { if case .action = kind { return .center }; return rtl ? .right : .left }()
        switch kind {
        case .toggle:
            let s = toggle.bounds.size
            let x = rtl ? b.minX : b.maxX - s.width
            toggle.frame = CGRect(x: x, y: (bounds.height - s.height) / 2, width: s.width, height: s.height)
            titleLabel.frame = CGRect(x: rtl ? x + s.width + 8 : b.minX, y: 0, width: b.width - s.width - 8, height: bounds.height)
        case .textSize:
            let half = bounds.height / 2
            titleLabel.frame = CGRect(x: b.minX, y: 0, width: b.width, height: half)
            sizes.frame = CGRect(x: b.minX, y: half + 2, width: b.width, height: half - 8)
        case .action:
            titleLabel.frame = bounds
        }
    }

    // MARK: Accessibility

    /// What the row shows now: a switch's "1"/"0", the text size's name.
    override var accessibilityValue: String? {
        get {
            switch kind {
            case .toggle: return toggle.isOn ? "1" : "0"
            case .textSize(let steps): return steps.indices.contains(sizes.selectedSegmentIndex) ? steps[sizes.selectedSegmentIndex] : nil
            case .action: return nil
            }
        }
        set { Log.ui.warning("an accessibility menu row's value is what it shows; \(newValue ?? "nil") ignored") }
    }

    override func accessibilityActivate() -> Bool {
        onActivate?()
        return true
    }

    override func accessibilityIncrement() { onAdjust?(1) }
    override func accessibilityDecrement() { onAdjust?(-1) }
}
