import Foundation
import Vitrine
import VitrinePlatform

/// The pages scene: the carousel a kiosk's start screen wants — a scrolling
/// `UIPageViewController` of full-screen pages (a colour, a large symbol, a big title and a
/// line of text) with the page indicator along the bottom, swiped by hand and advancing by
/// itself every `autoAdvanceInterval` seconds on the screen's clock
/// (`setViewControllers(_:direction:animated:)`, wrapping from the last page to the first).
/// A swipe restarts the wait. The page view controller and its pages are restorable.
@MainActor
final class PagesDemo: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    /// One page's content.
    struct Card {
        let title: String
        let text: String
        let symbol: String
        let color: UIColor
    }

    static let cards = [
        Card(title: "Welcome", text: "Touch the screen to check in, or swipe to see what is on today.", symbol: "house.fill", color: UIColor(rgb: 0x1E5AA8)),
        Card(title: "Today's events", text: "Morning talks in hall A from 9:00; workshops from 14:00.", symbol: "calendar", color: UIColor(rgb: 0x2E8B57)),
        Card(title: "Find your way", text: "Lifts are behind the reception desk; the café is on the first floor.", symbol: "globe", color: UIColor(rgb: 0xC0562F)),
        Card(title: "Wi-Fi", text: "Join \u{201C}Lobby\u{201D} — no password needed.", symbol: "wifi", color: UIColor(rgb: 0x6A4C9C)),
    ]

    /// Seconds between automatic page turns.
    static let autoAdvanceInterval: Double = 6

    let pageViewController: UIPageViewController
    private var timer: ClockTimer?
    private weak var clockScreen: UIScreen?

    init() {
        pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                                  options: [.interPageSpacing: CGFloat(0)])
        pageViewController.restorationIdentifier = "pages"
        pageViewController.view.backgroundColor = UIColor(rgb: 0x111418)
        // The indicator's strip is dark: its dots take the dark style's colours (UIKit apps
        // style the private page control the same way, through the traits or an appearance proxy).
        pageViewController.view.overrideUserInterfaceStyle = .dark
        pageViewController.dataSource = self
        pageViewController.delegate = self
        pageViewController.setViewControllers([PagesDemoPage(index: 0)], direction: .forward, animated: false)
    }

    /// Starts the automatic turns on `screen`'s clock.
    func startAutoAdvance(on screen: UIScreen) {
        clockScreen = screen
        scheduleAdvance()
    }

    /// Stops the automatic turns (a run that counts frames for a screenshot holds the first
    /// page, whatever the speed of the machine).
    func stopAutoAdvance() {
        timer?.cancel()
        timer = nil
        clockScreen = nil
    }

    private func scheduleAdvance() {
        timer?.cancel()
        guard let screen = clockScreen else { return }
        timer = screen.clock.schedule(after: Self.autoAdvanceInterval) { [weak self] in self?.advance() }
    }

    /// Turns to the next page (the first after the last), animated.
    func advance() {
        let current = (pageViewController.viewControllers?.first as? PagesDemoPage)?.index ?? 0
        let next = (current + 1) % Self.cards.count
        pageViewController.setViewControllers([PagesDemoPage(index: next)], direction: .forward, animated: true)
        scheduleAdvance()
    }

    // MARK: Data source and delegate

    func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        guard let i = (vc as? PagesDemoPage)?.index, i > 0 else { return nil }
        return PagesDemoPage(index: i - 1)
    }

    func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        guard let i = (vc as? PagesDemoPage)?.index, i + 1 < Self.cards.count else { return nil }
        return PagesDemoPage(index: i + 1)
    }

    func presentationCount(for pvc: UIPageViewController) -> Int { Self.cards.count }

    func presentationIndex(for pvc: UIPageViewController) -> Int {
        (pvc.viewControllers?.first as? PagesDemoPage)?.index ?? 0
    }

    func pageViewController(_ pvc: UIPageViewController, willTransitionTo pending: [UIViewController]) {
        timer?.cancel()
    }

    func pageViewController(_ pvc: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        scheduleAdvance()
    }
}

/// One page of the carousel: its card's colour, symbol, title and text, centred.
@MainActor
final class PagesDemoPage: UIViewController, UIViewControllerRestoration {
    let index: Int
    private let symbol = UIImageView()
    private let titleLabel = UILabel()
    private let textLabel = UILabel()

    init(index: Int) {
        self.index = max(0, min(index, PagesDemo.cards.count - 1))
        super.init()
        restorationIdentifier = "page-\(self.index)"
        restorationClass = PagesDemoPage.self
    }

    required init?(coder: NSCoder) { return nil }

    /// Recreates a page from its identifier ("page-N") at state restoration.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        guard let id = identifierComponents.last, id.hasPrefix("page-"), let n = Int(id.dropFirst(5)), PagesDemo.cards.indices.contains(n) else { return nil }
        return PagesDemoPage(index: n)
    }

    override func loadView() {
        let card = PagesDemo.cards[index]
        let root = UIView()
        root.backgroundColor = card.color
        symbol.image = UIImage(systemName: card.symbol, withConfiguration: .init(pointSize: 96, weight: .regular))
        symbol.tintColor = .white
        symbol.contentMode = .center
        titleLabel.text = card.title
        titleLabel.font = .boldSystemFont(ofSize: 56)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        textLabel.text = card.text
        textLabel.font = .systemFont(ofSize: 26)
        textLabel.textColor = UIColor(white: 1, alpha: 0.85)
        textLabel.textAlignment = .center
        textLabel.numberOfLines = 0
        for v in [symbol, titleLabel, textLabel] { root.addSubview(v) }
        view = root
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds
        let w = max(0, b.width - 80)
        let textHeight = textLabel.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height
        let total: CGFloat = 120 + 24 + 68 + 16 + textHeight
        var y = max(20, (b.height - total) / 2)
        symbol.frame = CGRect(x: 40, y: y, width: w, height: 120)
        y += 120 + 24
        titleLabel.frame = CGRect(x: 40, y: y, width: w, height: 68)
        y += 68 + 16
        textLabel.frame = CGRect(x: 40, y: y, width: w, height: textHeight)
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
