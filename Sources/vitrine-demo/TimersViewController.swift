import Foundation
import Vitrine

/// The runtime check's screen (`--scene timers`): on launch it starts each of the app-facing
/// time APIs once — Foundation's `Timer`, `DispatchQueue.main.asyncAfter`, `Task.sleep` in a
/// main-actor task, `perform(afterDelay:_:)`, `RunLoop.main.perform` — and each, when it fires,
/// sets its label (accessibility identifier `timer-KIND`) to "KIND fired after N ms" with the
/// real time since launch, which Tests/Systemd/check-timers reads through `vitrinectl tree`.
@MainActor
final class TimersViewController: UIViewController {
    /// Each API and the delay it is asked for, in milliseconds (0: no delay).
    static let checks: [(kind: String, delay: Int)] = [
        ("timer", 300), ("async-after", 400), ("task-sleep", 500), ("perform-after-delay", 600), ("run-loop-perform", 0),
    ]
    private var labels: [String: UILabel] = [:]
    private let start = DispatchTime.now()

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        for (kind, _) in Self.checks {
            let label = UILabel()
            label.text = "\(kind) waiting"
            label.accessibilityIdentifier = "timer-\(kind)"
            labels[kind] = label
            stack.addArrangedSubview(label)
        }
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        func delay(_ kind: String) -> Double { Double(Self.checks.first { $0.kind == kind }?.delay ?? 0) / 1000 }
        _ = Timer.scheduledTimer(withTimeInterval: delay("timer"), repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.fired("timer") }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + delay("async-after")) { [weak self] in
            MainActor.assumeIsolated { self?.fired("async-after") }
        }
        let sleep = delay("task-sleep")
        Task { @MainActor [weak self] in
            try await Task.sleep(for: .milliseconds(Int(sleep * 1000)))
            self?.fired("task-sleep")
        }
        perform(afterDelay: delay("perform-after-delay")) { [weak self] in self?.fired("perform-after-delay") }
        RunLoop.main.perform { [weak self] in MainActor.assumeIsolated { self?.fired("run-loop-perform") } }
    }

    private func fired(_ kind: String) {
        let ms = (DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
        labels[kind]?.text = "\(kind) fired after \(ms) ms"
    }
}
