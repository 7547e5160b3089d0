// vitrine-hello: the smallest kiosk app, as the README shows one: a programmatic UIKit app
// (this view controller and the `@main` app delegate in AppDelegate.swift).
import Foundation
import Vitrine

/// A counter that survives restarts: tap the button, kill the app, it comes back counting.
final class CounterViewController: UIViewController {
    private let label = UILabel()
    private let button = UIButton(type: .system)
    private var count = 0 { didSet { label.text = "Tapped \(count)×" } }
    /// Where counting stops (and what a restored count is clamped to: it is data from disk).
    static let maxCount = 999_999_999

    override func loadView() {                 // no super.loadView(), as UIKit asks
        let root = UIView()
        root.backgroundColor = UIColor(rgb: 0x1C2433)
        label.text = "Tapped 0×"
        label.font = .boldSystemFont(ofSize: 32)
        label.textColor = .white
        label.textAlignment = .center
        button.setTitle("Tap me", for: .normal)
        button.backgroundColor = .systemBlue
        button.cornerRadius = 12
        button.addAction(UIAction { [weak self] _ in
            guard let self, self.count < Self.maxCount else { return }
            self.count += 1
        }, for: .touchUpInside)
        root.addSubview(label)
        root.addSubview(button)
        view = root
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewWillLayoutSubviews() {
        let area = view.bounds.inset(by: view.safeAreaInsets)
        label.frame = CGRect(x: area.minX, y: area.midY - 80, width: area.width, height: 44)
        button.frame = CGRect(x: area.midX - 120, y: area.midY, width: 240, height: 64)
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(count, forKey: "count")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        count = coder.decodeInteger(forKey: "count", in: 0...Self.maxCount) ?? 0
    }
}
