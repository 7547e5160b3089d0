import Vitrine

/// The `vnc-damage` scene: a full-width band a tenth of the screen high whose colour changes
/// every frame, on a still background — a steady animation that damages 10 % of the screen
/// each frame, for measuring what a VNC viewer costs the kiosk (Tests/VNC/measure-cpu).
@MainActor
final class VNCDamageViewController: UIViewController {
    private let band = UIView()
    private var link: DisplayLink?
    private var frame = 0

    override func loadView() {
        let root = UIView()
        root.backgroundColor = UIColor(rgb: 0x161C27)
        root.addSubview(band)
        view = root
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        band.frame = CGRect(x: 0, y: (b.height * 0.45).rounded(), width: b.width, height: (b.height / 10).rounded())
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
    }
}
