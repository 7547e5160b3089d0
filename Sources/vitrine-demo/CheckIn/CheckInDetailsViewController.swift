import Foundation
import Vitrine

/// Step 2: the booking on a card at the leading side, the guest's details in a form beside
/// it (name as on their ID, mobile, e-mail) typed on the on-screen keyboard, English or
/// Korean (the globe key), and a Confirm button kept above the keyboard. Confirm asks with an
/// alert before checking in. What the guest typed survives a restart. At the accessibility
/// text sizes the form comes first, full width, and the card goes under it.
@MainActor
final class CheckInDetailsViewController: UIViewController, UITextFieldDelegate, UIViewControllerRestoration {
    private(set) var booking: CheckInBooking
    let nameField = UITextField()
    let phoneField = UITextField()
    let emailField = UITextField()
    let confirmButton = CheckInTheme.primaryButton(localized("Confirm check-in"), identifier: "checkin.confirm")
    /// Says what is missing (empty until Confirm finds the name missing).
    let problem = CheckInTheme.label("", font: CheckInTheme.caption, colour: UIColor(rgb: 0xB3261E))
    private let scroll = UIScrollView()
    private let summary = CheckInBookingCard()
    /// The card beside the form (the standard sizes), or under it (the accessibility sizes).
    private var besideConstraints: [NSLayoutConstraint] = []
    private var underConstraints: [NSLayoutConstraint] = []
    private var fieldHeights: [NSLayoutConstraint] = []

    var fields: [UITextField] { [nameField, phoneField, emailField] }

    init(booking: CheckInBooking) {
        self.booking = booking
        super.init()
        title = localized("Your details")
        restorationIdentifier = "details"
        restorationClass = CheckInDetailsViewController.self
    }

    required init?(coder: NSCoder) { return nil }

    /// Recreated from the saved booking reference (an unknown one: left out of the stack).
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        guard let ref = coder.decodeObject(of: NSString.self, forKey: "booking") as String?, let b = CheckInArrivals.booking(reference: ref) else { return nil }
        return CheckInDetailsViewController(booking: b)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = CheckInTheme.paper
        summary.show(booking)

        func configure(_ f: UITextField, _ placeholder: String, _ id: String, _ type: UIKeyboardType, _ ret: UIReturnKeyType) {
            f.placeholder = placeholder
            f.accessibilityHint = placeholder
            f.accessibilityIdentifier = id
            f.borderStyle = .roundedRect
            f.backgroundColor = CheckInTheme.card
            f.font = Self.fieldFont
            f.keyboardType = type
            f.returnKeyType = ret
            f.clearButtonMode = .whileEditing
            f.delegate = self
            f.addAction(UIAction { [weak self] _ in self?.checkInFlow?.userDidInteract() }, for: .editingChanged)
            let height = f.heightAnchor.constraint(equalToConstant: 52)
            height.isActive = true
            fieldHeights.append(height)
        }
        // Each field is named by its caption (said "Name, text field"), the placeholder is
        // its hint; the captions themselves are not read twice.
        nameField.accessibilityLabel = localized("Name")
        phoneField.accessibilityLabel = localized("Mobile")
        emailField.accessibilityLabel = localized("E-mail")
        configure(nameField, localized("Full name, as on your ID"), "checkin.name", .default, .next)
        nameField.autocapitalizationType = .words
        nameField.textContentType = .name
        configure(phoneField, localized("Mobile number"), "checkin.phone", .phonePad, .next)
        phoneField.textContentType = .telephoneNumber
        configure(emailField, localized("E-mail for your receipt"), "checkin.email", .emailAddress, .done)
        emailField.autocapitalizationType = .none
        emailField.textContentType = .emailAddress

        let heading = CheckInTheme.label(localized("Confirm your details"), font: CheckInTheme.title, colour: CheckInTheme.ink)
        heading.accessibilityTraits = [.staticText, .header]
        let lead = CheckInTheme.label(localized("Type your name as it appears on your passport or ID card. 한국어: tap 🌐 on the keyboard."),
                                      font: CheckInTheme.caption, colour: CheckInTheme.muted)
        // Said in words: the globe is the keyboard's "next keyboard" key.
        lead.accessibilityLabel = localized("Type your name as it appears on your passport or ID card. For Korean, use the next keyboard key on the keyboard.")
        problem.isAccessibilityElement = false
        let form = UIStackView(arrangedSubviews: [heading, lead, caption(localized("Name")), nameField, caption(localized("Mobile")), phoneField, caption(localized("E-mail")), emailField, problem])
        form.axis = .vertical
        form.spacing = 6
        form.setCustomSpacing(20, after: lead)
        form.setCustomSpacing(14, after: nameField)
        form.setCustomSpacing(14, after: phoneField)
        form.translatesAutoresizingMaskIntoConstraints = false
        // The card is read whole, then the form, not row by row across both.
        form.shouldGroupAccessibilityChildren = true
        summary.translatesAutoresizingMaskIntoConstraints = false
        scroll.translatesAutoresizingMaskIntoConstraints = false
        scroll.keyboardDismissMode = .onDrag
        scroll.addSubview(summary)
        scroll.addSubview(form)
        view.addSubview(scroll)
        confirmButton.addAction(UIAction { [weak self] _ in self?.confirm() }, for: .primaryActionTriggered)
        view.addSubview(confirmButton)

        let content = scroll.contentLayoutGuide, margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: confirmButton.topAnchor, constant: -12),
            summary.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 24),
            form.topAnchor.constraint(equalTo: content.topAnchor, constant: 28),
            form.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: -24),
            confirmButton.leadingAnchor.constraint(equalTo: form.leadingAnchor),
            confirmButton.trailingAnchor.constraint(equalTo: form.trailingAnchor),
            confirmButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
        ])
        besideConstraints = [
            summary.topAnchor.constraint(equalTo: content.topAnchor, constant: 28),
            summary.widthAnchor.constraint(equalToConstant: 360),
            summary.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -24),
            form.leadingAnchor.constraint(equalTo: summary.trailingAnchor, constant: 48),
            form.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -24),
        ]
        underConstraints = [
            form.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 24),
            summary.topAnchor.constraint(equalTo: form.bottomAnchor, constant: 32),
            summary.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: -24),
            summary.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -24),
        ]
        applyTextSize()
    }

    /// The fields' font: 22 pt at the Large text size, scaled as body text.
    private static var fieldFont: UIFont { CheckInTheme.scaled(22) }

    /// Side by side at the standard sizes; the form first and the card under it, full width,
    /// at the accessibility sizes (UIKit's pattern: `isAccessibilityCategory`). The fields
    /// take the font of the size and grow to fit it.
    private func applyTextSize() {
        let under = CheckInTheme.isAccessibilitySize(traitCollection)
        NSLayoutConstraint.deactivate(under ? besideConstraints : underConstraints)
        NSLayoutConstraint.activate(under ? underConstraints : besideConstraints)
        let font = Self.fieldFont
        for (f, height) in zip(fields, fieldHeights) {
            f.font = font
            height.constant = max(52, (font.lineHeight + 20).rounded(.up))
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if isViewLoaded, previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { applyTextSize() }
    }

    private func caption(_ text: String) -> UILabel {
        let l = CheckInTheme.label(text.uppercased(), font: CheckInTheme.scaled(14, .semibold, as: .footnote), colour: CheckInTheme.muted)
        l.isAccessibilityElement = false
        return l
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        checkInFlow?.screenDidAppear(self)
    }

    // MARK: Confirming

    /// Checks the name is there, then asks with an alert: Edit (cancel) or Check in (the
    /// preferred action, which Return also chooses).
    func confirm() {
        let name = guestName
        guard !name.isEmpty else {
            problem.text = localized("Please type your name as it appears on your ID.")
            problem.isAccessibilityElement = true
            nameField.becomeFirstResponder()
            // Said at once: a guest who cannot see the line learns why nothing happened.
            UIAccessibility.post(notification: .layoutChanged, argument: problem)
            return
        }
        problem.text = ""
        problem.isAccessibilityElement = false
        view.endEditing(true)
        let alert = UIAlertController(title: localized("Check in to room {1}?", booking.room),
                                      message: "\(name)\n\(booking.summary)\n" + localized("Arriving today at {1} · {2}", booking.arrival, booking.reference),
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: localized("Edit details"), style: .cancel))
        let checkIn = UIAlertAction(title: localized("Check in"), style: .default) { [weak self] _ in
            guard let self else { return }
            self.checkInFlow?.finish(booking: self.booking, guest: self.guestName)
        }
        alert.addAction(checkIn)
        alert.preferredAction = checkIn
        present(alert, animated: true)
    }

    /// The name as typed, trimmed (a Korean syllable still being composed counts).
    var guestName: String { (nameField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines) }

    // MARK: UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let i = fields.firstIndex(where: { $0 === textField }), i + 1 < fields.count {
            fields[i + 1].becomeFirstResponder()
        } else {
            confirm()
        }
        return true
    }

    // MARK: State restoration: the booking and what the guest typed

    /// The most characters a restored field takes (restored text is data from disk).
    static let maxRestoredLength = 200

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(booking.reference, forKey: "booking")
        coder.encode(nameField.text ?? "", forKey: "name")
        coder.encode(phoneField.text ?? "", forKey: "phone")
        coder.encode(emailField.text ?? "", forKey: "email")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        if let ref = coder.decodeObject(of: NSString.self, forKey: "booking") as String?, let b = CheckInArrivals.booking(reference: ref) {
            booking = b
            if isViewLoaded { summary.show(b) }
        }
        loadViewIfNeeded()
        for (field, key) in [(nameField, "name"), (phoneField, "phone"), (emailField, "email")] {
            if let text = coder.decodeObject(of: NSString.self, forKey: key) as String? { field.text = String(text.prefix(Self.maxRestoredLength)) }
        }
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
