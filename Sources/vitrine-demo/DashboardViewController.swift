import Vitrine

/// The demo's container screen: a header and two child controllers that sit side by side when
/// the window is horizontally regular and stack when it is compact — so turning an 800×480
/// panel to portrait re-arranges them (inside the rotation animation).
@MainActor
final class DashboardViewController: UIViewController {
    private let header = UILabel()
    private let sizeInfo = UILabel()
    private let gauges = GaugesViewController()
    private let events = EventLogViewController()

    override func loadView() {
        let root = UIView()
        root.backgroundColor = UIColor(rgb: 0x161C27)
        header.text = "Boiler room"
        header.font = .boldSystemFont(ofSize: 24)
        header.textColor = .white
        root.addSubview(header)
        sizeInfo.font = .systemFont(ofSize: 13)
        sizeInfo.textColor = UIColor(white: 1, alpha: 0.6)
        sizeInfo.textAlignment = .right
        root.addSubview(sizeInfo)
        view = root
    }

    override func viewDidLoad() {
        // The containment sequence of the View Controller Programming Guide.
        for child in [gauges, events] as [UIViewController] {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    private var frameNumber = 0

    /// Shows the live frame counter (a dashboard updates something every frame).
    func tick(frame: Int) {
        frameNumber = frame
        updateInfo()
    }

    private func updateInfo() {
        let b = view.bounds
        let h = traitCollection.horizontalSizeClass == .compact ? "compact" : "regular"
        sizeInfo.text = "\(Int(b.width))×\(Int(b.height)) · \(h) width · frame \(frameNumber)"
    }

    override func viewWillLayoutSubviews() {
        // Everything keeps to the safe area (clear of the shell's status bar).
        let b = view.bounds.inset(by: view.safeAreaInsets)
        let m: CGFloat = 16
        header.frame = CGRect(x: b.minX + m, y: b.minY + 10, width: b.width * 0.6, height: 32)
        sizeInfo.frame = CGRect(x: b.minX + b.width * 0.5, y: b.minY + 16, width: b.width * 0.5 - m, height: 20)
        updateInfo()
        let content = CGRect(x: b.minX + m, y: b.minY + 52, width: b.width - 2 * m, height: b.height - 52 - m)
        if traitCollection.horizontalSizeClass == .compact {
            let top = (content.height * 0.55).rounded()
            gauges.view.frame = CGRect(x: content.minX, y: content.minY, width: content.width, height: top - m / 2)
            events.view.frame = CGRect(x: content.minX, y: content.minY + top + m / 2, width: content.width, height: content.height - top - m / 2)
        } else {
            let left = (content.width * 0.6).rounded()
            gauges.view.frame = CGRect(x: content.minX, y: content.minY, width: left - m / 2, height: content.height)
            events.view.frame = CGRect(x: content.minX + left + m / 2, y: content.minY, width: content.width - left - m / 2, height: content.height)
        }
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    /// White status bar text over the dark scene.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

/// Three bar gauges on a card.
@MainActor
final class GaugesViewController: UIViewController {
    private let values: [(String, CGFloat, UInt32)] = [("Pressure", 0.72, 0x3D7BD9), ("Temperature", 0.48, 0xE0A030), ("Flow", 0.86, 0x2FA58B)]
    private var rows: [(UILabel, UIView, UIView)] = []

    override func loadView() {
        let card = UIView()
        card.backgroundColor = UIColor(rgb: 0x222B3A)
        card.cornerRadius = 14
        for (name, _, rgb) in values {
            let label = UILabel()
            label.text = name
            label.font = .systemFont(ofSize: 15)
            label.textColor = UIColor(white: 1, alpha: 0.8)
            let track = UIView()
            track.backgroundColor = UIColor(white: 1, alpha: 0.1)
            track.cornerRadius = 6
            track.clipsToBounds = true
            let fill = UIView()
            fill.backgroundColor = UIColor(rgb: rgb)
            track.addSubview(fill)
            card.addSubview(label)
            card.addSubview(track)
            rows.append((label, track, fill))
        }
        view = card
    }

    override func viewWillLayoutSubviews() {
        let b = view.bounds
        let rowH = (b.height - 24) / CGFloat(max(1, rows.count))
        for (i, (label, track, fill)) in rows.enumerated() {
            let y = 12 + CGFloat(i) * rowH
            label.frame = CGRect(x: 16, y: y, width: b.width - 32, height: 20)
            track.frame = CGRect(x: 16, y: y + 24, width: b.width - 32, height: 12)
            fill.frame = CGRect(x: 0, y: 0, width: (track.bounds.width * values[i].1).rounded(), height: 12)
        }
    }
}

/// A short list of recent events on a card.
@MainActor
final class EventLogViewController: UIViewController {
    private let lines = ["07:58 burner 2 ignited", "08:03 pump A to 80 %", "08:10 valve V3 opened", "08:12 flow nominal", "08:20 filter check due"]
    private var labels: [UILabel] = []

    override func loadView() {
        let card = UIView()
        card.backgroundColor = UIColor(rgb: 0x222B3A)
        card.cornerRadius = 14
        for line in lines {
            let l = UILabel()
            l.text = line
            l.font = .systemFont(ofSize: 14)
            l.textColor = UIColor(white: 1, alpha: 0.75)
            card.addSubview(l)
            labels.append(l)
        }
        view = card
    }

    override func viewWillLayoutSubviews() {
        for (i, l) in labels.enumerated() {
            l.frame = CGRect(x: 16, y: 12 + CGFloat(i) * 24, width: view.bounds.width - 32, height: 20)
            l.isHidden = l.frame.maxY > view.bounds.height - 8
        }
    }
}

/// The showcase view as a screen.
@MainActor
final class ShowcaseViewController: UIViewController {
    let showcase = Showcase(frame: .zero)
    override func loadView() { view = showcase }
    /// White status bar text over the dark scene.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
