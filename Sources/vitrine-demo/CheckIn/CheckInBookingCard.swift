import Foundation
import Vitrine

/// The booking as a card on the brand colour: the room type large, then the facts a guest
/// checks (room, stay, guests, arrival, reference) as label–value rows.
@MainActor
final class CheckInBookingCard: UIView {
    private let kicker = CheckInTheme.label("YOUR BOOKING", font: .systemFont(ofSize: 14, weight: .semibold), colour: CheckInTheme.accent)
    private let roomType = CheckInTheme.label("", font: .systemFont(ofSize: 28, weight: .bold), colour: CheckInTheme.onInk)
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
            let v = CheckInTheme.label(value, font: .systemFont(ofSize: 18, weight: .semibold), colour: CheckInTheme.onInk)
            v.textAlignment = .right
            let row = UIStackView(arrangedSubviews: [n, v])
            row.distribution = .fillEqually
            rows.addArrangedSubview(row)
        }
    }
}
