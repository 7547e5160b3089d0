import Foundation
import Vitrine

/// `--scene text-input`: a visitor check-in form as a reception kiosk shows it — name (the
/// default keyboard, words capitalised), phone (phone pad), email (email keyboard), a visit
/// PIN (number pad, secure) and a note (a text view), in a scroll view whose bottom follows
/// the keyboard layout guide, with a Check in button above the keyboard. Return moves to the
/// next field; the last field's return checks in. Built only from UIKit API.
@MainActor
class GuestFormViewController: UIViewController, UITextFieldDelegate {
    let scroll = UIScrollView()
    let nameField = UITextField()
    let phoneField = UITextField()
    let emailField = UITextField()
    let pinField = UITextField()
    let notes = UITextView()
    let checkInButton = UIButton(type: .system)
    let status = UILabel()
    private(set) var checkIns = 0
    /// The session-timeout bar under the title (a kiosk form resets after a while): it grows
    /// with `advance(frame:of:)`, which the demo calls only on runs that count frames.
    let sessionBar = UIView()
    private var sessionBarWidth: NSLayoutConstraint?

    var fields: [UITextField] { [nameField, phoneField, emailField, pinField] }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel()
        title.text = "Visitor check-in"
        title.font = .boldSystemFont(ofSize: 28)

        func configure(_ f: UITextField, _ placeholder: String, _ type: UIKeyboardType, _ ret: UIReturnKeyType) {
            f.placeholder = placeholder
            f.borderStyle = .roundedRect
            f.font = .systemFont(ofSize: 20)
            f.keyboardType = type
            f.returnKeyType = ret
            f.clearButtonMode = .whileEditing
            f.delegate = self
            f.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
        configure(nameField, "Name", .default, .next)
        nameField.autocapitalizationType = .words
        nameField.textContentType = .name
        configure(phoneField, "Phone", .phonePad, .next)
        phoneField.textContentType = .telephoneNumber
        configure(emailField, "Email", .emailAddress, .next)
        emailField.autocapitalizationType = .none
        emailField.textContentType = .emailAddress
        configure(pinField, "Visit PIN", .numberPad, .done)
        pinField.isSecureTextEntry = true

        notes.font = .systemFont(ofSize: 18)
        notes.backgroundColor = .secondarySystemGroupedBackground
        notes.heightAnchor.constraint(equalToConstant: 96).isActive = true

        status.font = .systemFont(ofSize: 16)
        status.textColor = .demoSecondaryText
        status.text = "Tap a field to type. The globe key switches English / 한국어."
        status.numberOfLines = 0

        let notesLabel = UILabel()
        notesLabel.text = "Notes for your host"
        notesLabel.font = .systemFont(ofSize: 16)
        notesLabel.textColor = .demoSecondaryText
        let stack = UIStackView(arrangedSubviews: [title, status, nameField, phoneField, emailField, pinField, notesLabel, notes])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.translatesAutoresizingMaskIntoConstraints = false
        scroll.keyboardDismissMode = .onDrag
        scroll.addSubview(stack)
        view.addSubview(scroll)

        checkInButton.setTitle("Check in", for: .normal)
        checkInButton.titleLabel?.font = .boldSystemFont(ofSize: 20)
        checkInButton.backgroundColor = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)
        checkInButton.setTitleColor(.white, for: .normal)
        checkInButton.translatesAutoresizingMaskIntoConstraints = false
        checkInButton.addAction(UIAction { [weak self] _ in self?.checkIn() }, for: .touchUpInside)
        view.addSubview(checkInButton)

        sessionBar.backgroundColor = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 0.5)
        sessionBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sessionBar)
        let width = sessionBar.widthAnchor.constraint(equalToConstant: 0)
        sessionBarWidth = width

        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            sessionBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            sessionBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sessionBar.heightAnchor.constraint(equalToConstant: 4),
            width,
            scroll.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: checkInButton.topAnchor, constant: -8),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            checkInButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            checkInButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            checkInButton.heightAnchor.constraint(equalToConstant: 48),
            checkInButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
    }

    /// Frame `frame` of `total` of a `--frames` run: the session bar grows across the screen.
    func advance(frame: Int, of total: Int) {
        let period = max(1, total)
        sessionBarWidth?.constant = (view.bounds.width * CGFloat(frame % (period + 1)) / CGFloat(period)).rounded()
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let i = fields.firstIndex(where: { $0 === textField }), i + 1 < fields.count {
            fields[i + 1].becomeFirstResponder()
        } else {
            checkIn()
        }
        return true
    }

    func checkIn() {
        view.endEditing(true)
        checkIns += 1
        let name = nameField.text ?? ""
        status.text = name.isEmpty ? "Please enter your name." : "Welcome, \(name)!"
    }
}
