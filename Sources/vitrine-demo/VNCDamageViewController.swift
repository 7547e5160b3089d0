import Vitrine

/// The `vnc-damage` scene: a news ticker — a full-width band a tenth of the screen high whose
/// line of text moves 3 points left and whose colour changes every frame — on a still
/// background: a steady animation that damages 10 % of the screen each frame, text and all (not
/// a flat fill a VNC encoder would compress to nothing), for measuring what a VNC viewer costs
/// the kiosk (Tests/VNC/measure-cpu).
@MainActor
final class VNCDamageViewController: UIViewController {
    private let band = UIView()
    private let ticker = UILabel()
    private var link: DisplayLink?
    private var frame = 0
    private static let phrase = "Vitrine remote console \u{2022} 10 % of the screen changes every frame \u{2022} "

    override func loadView() {
        let root = UIView()
        root.backgroundColor = UIColor(rgb: 0x161C27)
        band.clipsToBounds = true
        root.addSubview(band)
        ticker.text = String(repeating: Self.phrase, count: 6)
        ticker.font = .boldSystemFont(ofSize: 36)
        ticker.textColor = .white
        band.addSubview(ticker)
        view = root
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        band.frame = CGRect(x: 0, y: (b.height * 0.45).rounded(), width: b.width, height: (b.height / 10).rounded())
        ticker.sizeToFit()
        place()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let link = DisplayLink { [weak self] _ in self?.step() }
        link.add(for: view)
        self.link = link
    }

    private func step() {
        frame += 1
        let v = UInt32(frame % 200)
        band.backgroundColor = UIColor(rgb: 0x203040 + (v << 16) + (v / 2) << 8)
        place()
    }

    /// The ticker's place: 3 points further left each frame, wrapping after one phrase's width
    /// (the text repeats, so the wrap does not show).
    private func place() {
        let period = max(1, ticker.bounds.width / 6)
        let x = -(CGFloat(frame * 3).truncatingRemainder(dividingBy: period))
        ticker.frame = CGRect(x: x, y: (band.bounds.height - ticker.bounds.height) / 2,
                              width: ticker.bounds.width, height: ticker.bounds.height)
    }
}
