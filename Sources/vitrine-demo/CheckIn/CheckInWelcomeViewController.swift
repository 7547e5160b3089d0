import Foundation
import Vitrine

/// The kiosk's start screen: the hotel's name and a bilingual welcome on the brand colour
/// at the leading side; the three steps of check-in and the one button that starts it on the
/// trailing side. The navigation bar is hidden here (the flow shows it from the list on).
/// At the accessibility text sizes the steps put their number above their text and the side
/// panel scrolls.
@MainActor
final class CheckInWelcomeViewController: UIViewController {
    /// Starts the flow (the navigation controller pushes the list).
    var onStart: (@MainActor () -> Void)?
    let startButton = CheckInTheme.primaryButton(localized("Start check-in"), identifier: "checkin.start")
    private let hero = UIView()
    private var heroWidth: NSLayoutConstraint?
    private var heroHeight: NSLayoutConstraint?
    private var landscape: [NSLayoutConstraint] = []
    private var portrait: [NSLayoutConstraint] = []
    /// The panel scrolls when the text is too large for the screen.
    private let panelScroll = UIScrollView()
    private var stepRows: [UIStackView] = []
    private var panelMaxWidth: NSLayoutConstraint?

    override init() {
        super.init()
        restorationIdentifier = "welcome"
        title = localized("Welcome")
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = CheckInTheme.paper
        view.accessibilityIdentifier = "checkin.welcome"

        hero.backgroundColor = CheckInTheme.ink
        hero.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(hero)
        let brand = CheckInTheme.label(localized(CheckInArrivals.hotel).uppercased(), font: CheckInTheme.scaled(18, .semibold, as: .headline), colour: CheckInTheme.accent)
        let welcome = CheckInTheme.label(localized("Welcome"), font: CheckInTheme.display, colour: CheckInTheme.onInk)
        // The second welcome: Korean (the hotel is in Seoul), English on an Arabic screen.
        let second = DemoStrings.isArabic ? (text: "Welcome", language: "en") : (text: "환영합니다", language: "ko")
        let korean = CheckInTheme.label(second.text, font: CheckInTheme.scaled(34, as: .title1), colour: CheckInTheme.onInk.withAlphaComponent(0.8))
        let rule = UIView()
        rule.backgroundColor = CheckInTheme.accent
        rule.translatesAutoresizingMaskIntoConstraints = false
        let date = CheckInTheme.label(localized(CheckInArrivals.today), font: CheckInTheme.caption, colour: CheckInTheme.onInk.withAlphaComponent(0.7))
        let heroStack = UIStackView(arrangedSubviews: [welcome, korean, rule, date])
        heroStack.axis = .vertical
        heroStack.alignment = .leading
        heroStack.spacing = 12
        heroStack.setCustomSpacing(28, after: korean)
        heroStack.setCustomSpacing(20, after: rule)
        heroStack.translatesAutoresizingMaskIntoConstraints = false
        hero.addSubview(heroStack)
        hero.addSubview(brand)
        // Read aloud: the hotel, the welcome in English then in Korean (by the Korean voice),
        // the date; the hero is read whole before the panel beside it.
        hero.shouldGroupAccessibilityChildren = true
        brand.accessibilityLabel = localized(CheckInArrivals.hotel)
        welcome.accessibilityTraits = [.staticText, .header]
        korean.accessibilityLanguage = second.language

        let heading = CheckInTheme.label(localized("Check in here"), font: CheckInTheme.title, colour: CheckInTheme.ink)
        heading.accessibilityTraits = [.staticText, .header]
        let lead = CheckInTheme.label(localized("Skip the queue: three steps and your key card is ready."), font: CheckInTheme.body, colour: CheckInTheme.muted)
        let steps = UIStackView(arrangedSubviews: [
            step(1, localized("Find your booking"), localized("by your name or booking reference")),
            step(2, localized("Confirm your details"), localized("English or 한국어 on the keyboard")),
            step(3, localized("Collect your key card"), localized("from the slot below the screen")),
        ])
        steps.axis = .vertical
        steps.spacing = 18
        let help = CheckInTheme.label(localized("Need help? The front desk is to your left."), font: CheckInTheme.caption, colour: CheckInTheme.muted)
        startButton.addAction(UIAction { [weak self] _ in self?.onStart?() }, for: .primaryActionTriggered)
        startButton.accessibilityHint = localized("Shows today's bookings.")
        let panel = UIStackView(arrangedSubviews: [heading, lead, steps, startButton, help])
        panel.axis = .vertical
        panel.spacing = 16
        panel.setCustomSpacing(36, after: lead)
        panel.setCustomSpacing(44, after: steps)
        panel.translatesAutoresizingMaskIntoConstraints = false
        panel.shouldGroupAccessibilityChildren = true
        panelScroll.translatesAutoresizingMaskIntoConstraints = false
        panelScroll.addSubview(panel)
        view.addSubview(panelScroll)

        let safe = view.safeAreaLayoutGuide
        let content = panelScroll.contentLayoutGuide, frame = panelScroll.frameLayoutGuide
        // The content is the panel with room around it, at least the visible height (then
        // the panel is centred in it), scrolling only when the panel is taller.
        let fitHeight = content.heightAnchor.constraint(equalTo: frame.heightAnchor)
        fitHeight.priority = .defaultLow
        let maxWidth = panel.widthAnchor.constraint(lessThanOrEqualToConstant: 520)
        panelMaxWidth = maxWidth
        NSLayoutConstraint.activate([
            hero.topAnchor.constraint(equalTo: view.topAnchor),
            hero.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            brand.leadingAnchor.constraint(equalTo: hero.leadingAnchor, constant: 64),
            brand.trailingAnchor.constraint(lessThanOrEqualTo: hero.trailingAnchor, constant: -32),
            brand.topAnchor.constraint(equalTo: hero.topAnchor, constant: 56),
            heroStack.topAnchor.constraint(greaterThanOrEqualTo: brand.bottomAnchor, constant: 24),
            heroStack.leadingAnchor.constraint(equalTo: hero.leadingAnchor, constant: 64),
            heroStack.trailingAnchor.constraint(lessThanOrEqualTo: hero.trailingAnchor, constant: -32),
            heroStack.bottomAnchor.constraint(equalTo: hero.bottomAnchor, constant: -64),
            rule.widthAnchor.constraint(equalToConstant: 56),
            rule.heightAnchor.constraint(equalToConstant: 4),
            maxWidth,
            startButton.widthAnchor.constraint(equalTo: panel.widthAnchor),
            panelScroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            panelScroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            content.widthAnchor.constraint(equalTo: frame.widthAnchor),
            content.heightAnchor.constraint(greaterThanOrEqualTo: frame.heightAnchor),
            fitHeight,
            panel.trailingAnchor.constraint(lessThanOrEqualTo: frame.trailingAnchor, constant: -64),
            panel.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -40),
        ])
        // Landscape: the hero is the leading 42 %, full height; the panel centred in the rest.
        landscape = [
            hero.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            hero.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.42),
            panelScroll.topAnchor.constraint(equalTo: view.topAnchor),
            panelScroll.leadingAnchor.constraint(equalTo: hero.trailingAnchor),
            panel.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 72),
            panel.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor, constant: 40),
            panel.centerYAnchor.constraint(equalTo: content.centerYAnchor),
        ]
        // Portrait: the hero is the top 38 %, full width; the panel below it.
        portrait = [
            hero.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            hero.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.38),
            panelScroll.topAnchor.constraint(equalTo: hero.bottomAnchor),
            panelScroll.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            panel.topAnchor.constraint(equalTo: content.topAnchor, constant: 56),
            panel.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 64),
        ]
        applyTextSize()
    }

    /// At the accessibility sizes each step puts its number above its text (UIKit's pattern:
    /// a stack view's axis follows `isAccessibilityCategory`) and the panel may be wider.
    private func applyTextSize() {
        let large = CheckInTheme.isAccessibilitySize(traitCollection)
        for row in stepRows {
            row.axis = large ? .vertical : .horizontal
            row.alignment = large ? .leading : .center
            row.spacing = large ? 8 : 18
        }
        panelMaxWidth?.constant = large ? 900 : 520
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { applyTextSize() }
    }

    /// The arrangement follows the view's shape (wider than tall: side by side).
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let wide = view.bounds.width >= view.bounds.height
        let on = wide ? landscape : portrait, off = wide ? portrait : landscape
        if on.first?.isActive != true {
            NSLayoutConstraint.deactivate(off)
            NSLayoutConstraint.activate(on)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        checkInFlow?.screenDidAppear(self)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    /// A numbered step: a brass disc with the number, a title and a muted line under it.
    private func step(_ n: Int, _ title: String, _ detail: String) -> UIView {
        let disc = CheckInTheme.label("\(n)", font: .systemFont(ofSize: 20, weight: .bold), colour: .white, lines: 1)
        disc.textAlignment = .center
        disc.backgroundColor = CheckInTheme.ink
        disc.cornerRadius = 20
        disc.clipsToBounds = true
        let t = CheckInTheme.label(title, font: CheckInTheme.scaled(22, .semibold, as: .title3), colour: CheckInTheme.ink)
        let d = CheckInTheme.label(detail, font: CheckInTheme.caption, colour: CheckInTheme.muted)
        let text = UIStackView(arrangedSubviews: [t, d])
        text.axis = .vertical
        text.spacing = 2
        let row = UIStackView(arrangedSubviews: [disc, text])
        row.spacing = 18
        row.alignment = .center
        stepRows.append(row)
        // One element per step ("Step 1 of 3: …"); the 한국어 of the visible line is said as
        // the English word, the sentence being English.
        row.isAccessibilityElement = true
        row.accessibilityLabel = localized("Step {1} of 3: {2}, {3}", "\(n)", title, detail.replacingOccurrences(of: "한국어", with: localized("Korean")))
        NSLayoutConstraint.activate([disc.widthAnchor.constraint(equalToConstant: 40), disc.heightAnchor.constraint(equalToConstant: 40)])
        return row
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
