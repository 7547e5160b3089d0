import Foundation
import Vitrine
import VitrinePlatform

/// The navigation scene: a settings-style hierarchy in a `UINavigationController`. The root
/// lists a few topics as big buttons; each topic pushes a page with a counter of its own and,
/// for some, deeper pages. Every page has a restoration identifier and a restoration class,
/// so the stack and each page's counter come back after a restart.
@MainActor
enum NavigationDemo {
    /// A page: its title and the pages below it.
    struct Topic {
        var title: String
        var children: [String]
    }

    /// The hierarchy, by page identifier ("settings" is the root).
    static let topics: [String: Topic] = [
        "settings": Topic(title: "Settings", children: ["network", "display", "sound"]),
        "network": Topic(title: "Network", children: ["wifi", "ethernet"]),
        "display": Topic(title: "Display", children: ["brightness", "sleep"]),
        "sound": Topic(title: "Sound", children: ["volume"]),
        "wifi": Topic(title: "Wi-Fi", children: []),
        "ethernet": Topic(title: "Ethernet", children: []),
        "brightness": Topic(title: "Brightness", children: []),
        "sleep": Topic(title: "Sleep", children: []),
        "volume": Topic(title: "Volume", children: []),
    ]

    /// The most a page's counter shows: a restored count is clamped to it (restored values are
    /// data from disk) and a tap at it leaves it there (never an overflow trap).
    static let maxCount = 999_999_999

    /// Button presses handled so far (pushes and counter taps; `--exit-after-taps`).
    static var actions = 0

    /// The scene's root: a navigation controller with the settings list.
    static func makeRoot() -> UINavigationController {
        UIStateRestoration.register(NavigationDemoPage.self, as: "NavigationDemoPage")
        let nav = UINavigationController(rootViewController: NavigationDemoPage(id: "settings"))
        nav.restorationIdentifier = "nav"
        return nav
    }
}

/// One page of the navigation scene: a counter button (except on the root), then a big button
/// per deeper page.
@MainActor
final class NavigationDemoPage: UIViewController, UIViewControllerRestoration {
    let id: String
    private(set) var count = 0
    private var counterButton: UIButton?
    private var buttons: [UIButton] = []

    init(id: String) {
        self.id = id
        super.init()
        title = NavigationDemo.topics[id]?.title ?? id
        restorationIdentifier = id
        restorationClass = NavigationDemoPage.self
    }

    required init?(coder: NSCoder) { return nil }

    /// Recreates a page from the last identifier of its path.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        guard let id = identifierComponents.last, NavigationDemo.topics[id] != nil else { return nil }
        return NavigationDemoPage(id: id)
    }

    override func loadView() {
        let root = UIView()
        root.backgroundColor = UIColor(rgb: 0xF2F2F7)
        if id != "settings" {
            let b = button(colour: UIColor(rgb: 0x2FA58B)) { [weak self] in
                guard let self else { return }
                self.count = min(self.count, NavigationDemo.maxCount - 1) + 1
                self.showCount()
                NavigationDemo.actions += 1
                FileHandle.standardError.write(Data("vitrine-demo: navigation scene: \(self.id) count \(self.count)\n".utf8))
            }
            root.addSubview(b)
            counterButton = b
        }
        for child in NavigationDemo.topics[id]?.children ?? [] {
            let b = button(colour: .systemBlue) { [weak self] in
                NavigationDemo.actions += 1
                FileHandle.standardError.write(Data("vitrine-demo: navigation scene: push \(child)\n".utf8))
                self?.show(NavigationDemoPage(id: child), sender: self)
            }
            b.setTitle("\(NavigationDemo.topics[child]?.title ?? child)  ›", for: .normal)
            root.addSubview(b)
            buttons.append(b)
        }
        view = root
        showCount()
    }

    private func button(colour: UIColor, _ action: @escaping @MainActor () -> Void) -> UIButton {
        let b = UIButton(type: .custom)
        b.backgroundColor = colour
        b.cornerRadius = 12
        b.titleLabel?.font = .boldSystemFont(ofSize: 24)
        b.setTitleColor(.white, for: .normal)
        b.addAction(UIAction { _ in action() }, for: .primaryActionTriggered)
        return b
    }

    private func showCount() {
        counterButton?.setTitle("\(title ?? id): \(count)  (tap to raise)", for: .normal)
    }

    /// A column of 64 pt buttons, 16 pt apart, 24 pt below the bar and 40 pt from the sides.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        var y: CGFloat = 24
        for b in ([counterButton].compactMap { $0 } + buttons) {
            b.frame = CGRect(x: 40, y: y, width: max(0, view.bounds.width - 80), height: 64)
            y += 80
        }
    }

    // State restoration: the counter (the navigation controller saves the stack).
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(count, forKey: "count")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        // Untrusted: clamped into what the page can count and show (logged when it was not).
        count = coder.decodeInteger(forKey: "count", in: 0...NavigationDemo.maxCount) ?? 0
        showCount()
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}

extension DemoRun {
    /// The navigation scene's finish: with `--exit-after-taps N`, once N button presses were
    /// handled (0: right after start, to show a restored screen) and nothing has moved for
    /// half a second (longer than a push), dump and exit.
    static func watchNavigation(_ o: DemoOptions, screen: UIScreen, display: any Display, clock: any Clock) {
        guard let wanted = o.exitAfterTaps else { return }
        var doneAt: Double?
        var seenFrames = -1
        func poll() {
            if NavigationDemo.actions >= wanted, screen.frameCount > 0 {
                // Settled: no frame for 0.5 s (a push animates every frame until it ends).
                if seenFrames != screen.frameCount { seenFrames = screen.frameCount; doneAt = clock.now }
                if let d = doneAt, clock.now - d > 0.5 {
                    finish(n: screen.frameCount, display: display, options: o, elapsed: 0)
                }
            }
            clock.schedule(after: 0.05) { poll() }
        }
        clock.schedule(after: 0.05) { poll() }
    }
}
