import Foundation
import Vitrine

/// The booking as a card on the brand colour: the room type large, then the facts a guest
/// checks (room, stay, guests, arrival, reference) as label–value rows; at the accessibility
/// text sizes each value goes under its label.
@MainActor
final class CheckInBookingCard: UIView {
    private let kicker = CheckInTheme.label(localized("YOUR BOOKING"), font: CheckInTheme.scaled(14, .semibold, as: .footnote), colour: CheckInTheme.accent)
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
        roomType.text = localized(b.roomType)
        guest.text = localized("Booked for {1}", b.guest)
        for v in rows.arrangedSubviews { rows.removeArrangedSubview(v); v.removeFromSuperview() }
        let floor = "\(Int(b.room.prefix(2)) ?? 0)"
        let facts = [(localized("Room"), localized("{1} · floor {2}", b.room, floor)),
                     (localized("Stay"), DemoStrings.nights(b.nights)),
                     (localized("Guests"), "\(b.guests)"),
                     (localized("Arriving"), b.arrival),
                     (localized("Reference"), b.reference)]
        accessibilityLabel = localized("Your booking: {1}, booked for {2}. Room {3}, floor {4}. {5}, {6}, arriving {7}. Reference {8}.",
                                       localized(b.roomType), b.guest, b.room, floor, DemoStrings.nights(b.nights),
                                       DemoStrings.guests(b.guests), b.arrival, b.reference)
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
            // The value at the trailing edge: the right in English, the left in Arabic.
            let trailing: NSTextAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
            (row.arrangedSubviews.last as? UILabel)?.textAlignment = under ? .natural : trailing
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { applyTextSize() }
    }
}
