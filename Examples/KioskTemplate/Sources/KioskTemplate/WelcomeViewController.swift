import Foundation
import Vitrine

/// The app's one screen: the logo from the app's resource bundle, a greeting and a button
/// that counts the taps. Replace it with your own; keep the pattern: views made in
/// `loadView()`, laid out in `viewWillLayoutSubviews()`.
final class WelcomeViewController: UIViewController {
    let logoView = UIImageView()
    let greetingLabel = UILabel()
    let startButton = UIButton(type: .system)
    /// How many times the button was tapped.
    private(set) var taps = 0 { didSet { greetingLabel.text = Self.greeting(taps: taps) } }

    /// The label's text after `taps` taps.
    static func greeting(taps: Int) -> String {
        taps == 0 ? "Welcome" : "Tapped \(taps)×"
    }

    override func loadView() {                 // no super.loadView(), as UIKit asks
        let root = UIView()
        root.backgroundColor = .systemBackground
        // From this target's resource bundle (Resources/logo.png); nil leaves the view empty.
        logoView.image = UIImage(named: "logo", in: .module, compatibleWith: nil)
        logoView.contentMode = .scaleAspectFit
        logoView.accessibilityIdentifier = "logo"
        greetingLabel.text = Self.greeting(taps: 0)
        greetingLabel.font = .boldSystemFont(ofSize: 32)
        greetingLabel.textAlignment = .center
        greetingLabel.accessibilityIdentifier = "greeting"
        startButton.setTitle("Tap me", for: .normal)
        startButton.accessibilityIdentifier = "start"
        startButton.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
        for v in [logoView, greetingLabel, startButton] as [UIView] { root.addSubview(v) }
        view = root
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        logoView.frame = CGRect(x: area.midX - 48, y: area.midY - 170, width: 96, height: 96)
        greetingLabel.frame = CGRect(x: area.minX, y: area.midY - 60, width: area.width, height: 44)
        startButton.frame = CGRect(x: area.midX - 120, y: area.midY + 10, width: 240, height: 64)
    }
}
