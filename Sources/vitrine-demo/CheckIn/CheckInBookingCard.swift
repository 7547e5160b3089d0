import Foundation
import Vitrine

/// The booking as a card on the brand colour: the room type large, then the facts a guest
/// checks (room, stay, guests, arrival, reference) as label–value rows; at the accessibility
/// text sizes each value goes under its label.
@MainActor
final class CheckInBookingCard: UIView {
    private let kicker = CheckInTheme.label("YOUR BOOKING", font: CheckInTheme.scaled(14, .semibold, as: .footnote), colour: CheckInTheme.accent)
    private let roomType = CheckInTheme.label("", font: CheckInTheme.scaled(28, .bold, as: .title1), colour: CheckInTheme.onInk)
    private let guest = CheckInTheme.label("", font: CheckInTheme.body, colour: CheckInTheme.onInk.withAlphaComponent(0.8))
    private let rows = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = CheckInTheme.ink
        cornerRadius = 20
        // One element: the booking said in one phrase (`show(_:)` sets it).
        isAccessibilityElement = true
        rows.axis = .vertical
        rows.spacing = 10
        let stack = UIStackView(arrangedSubviews: [kicker, roomType, guest, rows])
        stack.axis = .vertical
        stack.spacing = 6
        stack.setCustomSpacing(24, after: guest)
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 28),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 28),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -28),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -28),
        ])
    }

    required init?(coder: NSCoder) { return nil }

    func show(_ b: CheckInBooking) {
        roomType.text = b.roomType
        guest.text = "Booked for \(b.guest)"
        for v in rows.arrangedSubviews { rows.removeArrangedSubview(v); v.removeFromSuperview() }
        let facts = [("Room", "\(b.room) · floor \(Int(b.room.prefix(2)) ?? 0)"),
                     ("Stay", "\(b.nights) night\(b.nights == 1 ? "" : "s")"),
                     ("Guests", "\(b.guests)"),
                     ("Arriving", b.arrival),
                     ("Reference", b.reference)]
        accessibilityLabel = "Your booking: \(b.roomType), booked for \(b.guest). "
            + "Room \(b.room), floor \(Int(b.room.prefix(2)) ?? 0). \(b.nights) night\(b.nights == 1 ? "" : "s"), "
            + "\(b.guests) guest\(b.guests == 1 ? "" : "s"), arriving \(b.arrival). Reference \(b.reference)."
        for (name, value) in facts {
            let n = CheckInTheme.label(name, font: CheckInTheme.caption, colour: CheckInTheme.onInk.withAlphaComponent(0.6))
            let v = CheckInTheme.label(value, font: CheckInTheme.scaled(18, .semibold, as: .headline), colour: CheckInTheme.onInk)
            let row = UIStackView(arrangedSubviews: [n, v])
            rows.addArrangedSubview(row)
        }
        applyTextSize()
    }

    /// Label and value side by side (the value trailing), or the value under its label at
    /// the accessibility sizes.
    private func applyTextSize() {
        let under = CheckInTheme.isAccessibilitySize(traitCollection)
        for case let row as UIStackView in rows.arrangedSubviews {
            row.axis = under ? .vertical : .horizontal
            row.distribution = under ? .fill : .fillEqually
            (row.arrangedSubviews.last as? UILabel)?.textAlignment = under ? .natural : .right
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { applyTextSize() }
    }
}
