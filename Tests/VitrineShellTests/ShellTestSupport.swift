import Foundation
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// The folder of this target's golden images.
let shellGoldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path

/// 2026-11-22 09:41:30 UTC.
let fixedDate: Double = {
    var c = DateComponents()
    (c.year, c.month, c.day, c.hour, c.minute, c.second) = (2026, 11, 22, 9, 41, 30)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: c)!.timeIntervalSince1970
}()

extension HeadlessHarness {
    /// A wall clock in UTC that starts at `fixedDate` and moves with the virtual clock.
    var wallClock: WallClock {
        let clock = self.clock
        let start = clock.now
        return WallClock(timeZone: TimeZone(identifier: "UTC")!) { Date(timeIntervalSince1970: fixedDate + clock.now - start) }
    }
}

/// An app screen: a background and a card laid out inside the safe area (10 points in), with
/// settable status bar preferences.
@MainActor
final class SafeAreaAppViewController: UIViewController {
    var hidden: Bool
    var style: UIStatusBarStyle
    let background: UIColor
    let card = UIView()
    let label = UILabel()

    init(background: UIColor, cardColor: UIColor, style: UIStatusBarStyle = .default, hidden: Bool = false) {
        self.background = background
        self.style = style
        self.hidden = hidden
        super.init()
        card.backgroundColor = cardColor
        card.cornerRadius = 8
        label.text = "Safe area"
        label.textColor = .black
        label.textAlignment = .center
    }

    required init?(coder: NSCoder) { return nil }

    override var prefersStatusBarHidden: Bool { hidden }
    override var preferredStatusBarStyle: UIStatusBarStyle { style }

    override func viewDidLoad() {
        view.backgroundColor = background
        view.addSubview(card)
        card.addSubview(label)
    }

    override func viewDidLayoutSubviews() {
        card.frame = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 10, dy: 10)
        label.frame = card.bounds
    }
}
