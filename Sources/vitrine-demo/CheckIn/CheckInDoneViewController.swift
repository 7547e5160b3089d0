import Foundation
import Vitrine

/// Step 3: checked in. A green seal, the guest greeted by the name they typed, the room and
/// where the key card comes out, and Done (which the inactivity limit also does when nobody
/// answers its warning). No back button: checking in cannot be undone here.
@MainActor
final class CheckInDoneViewController: UIViewController, UIViewControllerRestoration {
    private(set) var booking: CheckInBooking
    private(set) var guest: String
    let doneButton = CheckInTheme.primaryButton(localized("Done"), identifier: "checkin.done")
    private let greeting = CheckInTheme.label("", font: .systemFont(ofSize: 40, weight: .bold), colour: CheckInTheme.ink)
    private let room = CheckInTheme.label("", font: CheckInTheme.title, colour: CheckInTheme.accentDark)

    init(booking: CheckInBooking, guest: String) {
        self.booking = booking
        self.guest = guest
        super.init()
        title = localized("Checked in")
        restorationIdentifier = "done"
        restorationClass = CheckInDoneViewController.self
        navigationItem.hidesBackButton = true
    }

    required init?(coder: NSCoder) { return nil }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        guard let ref = coder.decodeObject(of: NSString.self, forKey: "booking") as String?, let b = CheckInArrivals.booking(reference: ref) else { return nil }
        return CheckInDoneViewController(booking: b, guest: String((coder.decodeObject(of: NSString.self, forKey: "guest") as String? ?? b.guest).prefix(CheckInDetailsViewController.maxRestoredLength)))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = CheckInTheme.paper
        view.accessibilityIdentifier = "checkin.finished"
        let seal = UIImageView(image: UIImage(systemName: "checkmark.seal.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 96)))
        seal.tintColor = CheckInTheme.success
        seal.contentMode = .scaleAspectFit
        seal.translatesAutoresizingMaskIntoConstraints = false
        greeting.textAlignment = .center
        greeting.accessibilityTraits = [.staticText, .header]
        greeting.accessibilityIdentifier = "checkin.greeting"
        room.textAlignment = .center
        let key = CheckInTheme.label(localized("Your key card is ready in the slot below the screen.\nBreakfast is served 06:30–10:30 on level 2. Enjoy your stay."),
                                     font: CheckInTheme.body, colour: CheckInTheme.muted, lines: 0)
        key.textAlignment = .center
        // Said as words, not "06:30 en dash 10:30".
        key.accessibilityLabel = localized("Your key card is ready in the slot below the screen. Breakfast is served from 06:30 to 10:30 on level 2. Enjoy your stay.")
        doneButton.addAction(UIAction { [weak self] _ in self?.checkInFlow?.returnToStart() }, for: .primaryActionTriggered)
        doneButton.accessibilityHint = localized("Goes back to the start screen for the next guest.")
        let stack = UIStackView(arrangedSubviews: [seal, greeting, room, key, doneButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.setCustomSpacing(28, after: seal)
        stack.setCustomSpacing(40, after: key)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            seal.widthAnchor.constraint(equalToConstant: 112),
            seal.heightAnchor.constraint(equalToConstant: 112),
            doneButton.widthAnchor.constraint(equalToConstant: 320),
            stack.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        show()
    }

    private func show() {
        greeting.text = localized("You're checked in, {1}.", guest)
        room.text = localized("Room {1} · {2}", booking.room, localized(booking.roomType))
        room.accessibilityLabel = localized("Room {1}, {2}", booking.room, localized(booking.roomType))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        checkInFlow?.screenDidAppear(self)
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(booking.reference, forKey: "booking")
        coder.encode(guest, forKey: "guest")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        if let ref = coder.decodeObject(of: NSString.self, forKey: "booking") as String?, let b = CheckInArrivals.booking(reference: ref) { booking = b }
        if let g = coder.decodeObject(of: NSString.self, forKey: "guest") as String? { guest = String(g.prefix(CheckInDetailsViewController.maxRestoredLength)) }
        if isViewLoaded { show() }
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
