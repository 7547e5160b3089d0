import Vitrine

/// A view that behaves like a button for the input checks: highlighted while pressed, counts
/// touch-ups inside it.
@MainActor
final class TapTarget: UIView {
    var onTap: (() -> Void)?
    private var pressed = false {
        didSet { alpha = pressed ? 0.7 : 1 }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { pressed = true }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressed = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        pressed = false
        if inside { onTap?() }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { pressed = false }

    // To assistive technology and tools (`vitrinectl tree`) it is a button named by its label,
    // as a UIButton would be: UIAccessibility's properties are open to an app's view.
    override var isAccessibilityElement: Bool { get { true } set {} }
    override var accessibilityTraits: UIAccessibilityTraits { get { .button } set {} }
    override var accessibilityLabel: String? {
        get { subviews.lazy.compactMap { ($0 as? UILabel)?.text }.first }
        set {}
    }
}

/// The input check's screen: a button that counts taps (its colour and label change), and a
/// square that a pan moves.
@MainActor
final class TapViewController: UIViewController {
    let button = TapTarget()
    private let label = UILabel()
    private let status = UILabel()
    let square = UIView()
    private(set) var taps = 0
    /// Pans that ended (the square stays where the finger left it).
    private(set) var pans = 0
    private var squareStart = CGPoint.zero
    private let colours: [UInt32] = [0x3D7BD9, 0x2FA58B, 0xE0A030, 0xC8506A]
    /// The most taps and pans counted: a restored count is clamped to it (restored values are
    /// data from disk) and counting stops there (never an overflow trap).
    static let maxCount = 999_999_999

    override func loadView() {
        let root = UIView()
        root.backgroundColor = UIColor(rgb: 0x161C27)
        button.cornerRadius = 18
        button.backgroundColor = UIColor(rgb: colours[0])
        button.onTap = { [weak self] in self?.tapped() }
        // For tools and tests: vitrinectl tap --id tap-button.
        button.accessibilityIdentifier = "tap-button"
        root.addSubview(button)
        label.text = "Tap me"
        label.font = .boldSystemFont(ofSize: 28)
        label.textColor = .white
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        button.addSubview(label)
        status.text = "No taps yet"
        status.accessibilityIdentifier = "tap-status"
        status.font = .systemFont(ofSize: 22)
        status.textColor = UIColor(white: 1, alpha: 0.8)
        root.addSubview(status)
        square.backgroundColor = UIColor(rgb: 0xF2F2F2)
        square.cornerRadius = 8
        square.accessibilityIdentifier = "pan-square"
        root.addSubview(square)
        let pan = UIPanGestureRecognizer { [weak self] r in self?.panned(r) }
        square.addGestureRecognizer(pan)
        view = root
    }

    private func panned(_ r: UIGestureRecognizer) {
        guard let pan = r as? UIPanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            squareStart = square.center
            fallthrough
        case .changed:
            let t = pan.translation(in: view)
            square.center = CGPoint(x: squareStart.x + t.x, y: squareStart.y + t.y)
        case .ended:
            let t = pan.translation(in: view)
            square.center = CGPoint(x: squareStart.x + t.x, y: squareStart.y + t.y)
            pans = min(pans, Self.maxCount - 1) + 1
        default:
            break
        }
    }

    private func tapped() {
        taps = min(taps, Self.maxCount - 1) + 1
        showTaps()
    }

    private func showTaps() {
        guard taps > 0 else { return }
        button.backgroundColor = UIColor(rgb: colours[taps % colours.count])
        label.text = "Tapped \(taps)×"
        status.text = "\(taps) tap\(taps == 1 ? "" : "s") received"
    }

    override func viewWillLayoutSubviews() {
        // Deliberately off-centre, so a wrong touch mapping misses it; inside the safe area
        // (clear of the shell's status bar).
        let s = view.bounds.inset(by: view.safeAreaInsets)
        button.frame = CGRect(x: s.minX + 40, y: s.minY + 140, width: 300, height: 120)
        label.frame = button.bounds
        status.frame = CGRect(x: s.minX + 40, y: s.minY + 60, width: s.width - 80, height: 30)
        let home = CGRect(x: s.minX + 40, y: s.minY + 320, width: 80, height: 80)
        // Never lost off-screen (a restored position, a turn to a smaller size): back home.
        if square.frame.size == .zero || !s.contains(square.center) { square.frame = home }
    }

    // State restoration: the counts and where the square was left.
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(taps, forKey: "taps")
        coder.encode(pans, forKey: "pans")
        if square.frame.size != .zero {
            coder.encode(Double(square.center.x), forKey: "squareX")
            coder.encode(Double(square.center.y), forKey: "squareY")
        }
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        // Untrusted: counts clamped into what the scene counts, the square's centre into a
        // range layout can use (brought on screen by viewWillLayoutSubviews).
        taps = coder.decodeInteger(forKey: "taps", in: 0...Self.maxCount) ?? 0
        pans = coder.decodeInteger(forKey: "pans", in: 0...Self.maxCount) ?? 0
        let far = -100_000.0...100_000.0
        if let x = coder.decodeDouble(forKey: "squareX", in: far), let y = coder.decodeDouble(forKey: "squareY", in: far) {
            square.frame = CGRect(x: x - 40, y: y - 40, width: 80, height: 80)
        }
        showTaps()
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    /// White status bar text over the dark scene.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
