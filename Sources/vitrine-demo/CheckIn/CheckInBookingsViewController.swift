import Foundation
import Vitrine

/// Step 1: today's arrivals in an inset grouped list, one section per part of the day; a
/// guest finds their name and taps it. The list's scroll position is restored after a
/// restart (UIKit restores a table's position the same way).
@MainActor
final class CheckInBookingsViewController: UITableViewController, UIViewControllerRestoration {
    let sections = CheckInArrivals.sections

    init() {
        super.init(style: .insetGrouped)
        title = localized("Find your booking")
        restorationIdentifier = "bookings"
        restorationClass = CheckInBookingsViewController.self
    }

    required init?(coder: NSCoder) { return nil }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        CheckInBookingsViewController()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundColor = CheckInTheme.paper
        tableView.rowHeight = 84
        tableView.tintColor = CheckInTheme.ink
        tableView.accessibilityIdentifier = "checkin.bookings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "booking")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        checkInFlow?.screenDidAppear(self)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].bookings.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { localized(sections[section].title) }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "booking", for: indexPath)
        let b = sections[indexPath.section].bookings[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.image = UIImage(systemName: "person.crop.circle.fill")
        content.imageProperties.tintColor = CheckInTheme.ink
        content.text = b.guest
        content.textProperties.font = CheckInTheme.scaled(22, .semibold, as: .title3)
        content.textProperties.color = CheckInTheme.ink
        content.secondaryText = localized("{1}  ·  arriving {2}  ·  {3}", b.reference, b.arrival, b.summary)
        content.secondaryTextProperties.font = CheckInTheme.caption
        content.secondaryTextProperties.color = CheckInTheme.muted
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = CheckInArrivals.rowIdentifier(b)
        // One element, said in words rather than the line's dots; activating it opens the form.
        cell.accessibilityLabel = b.spokenDescription
        cell.accessibilityTraits = .button
        cell.accessibilityHint = localized("Opens the booking to confirm your details.")
        return cell
    }

    /// A section's title is said as written (the grouped list shows it in capitals) and
    /// marked as a heading.
    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        guard let label = (view as? UITableViewHeaderFooterView)?.textLabel else { return }
        label.accessibilityLabel = localized(sections[section].title)
        label.accessibilityTraits = [.staticText, .header]
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        checkInFlow?.showDetails(for: sections[indexPath.section].bookings[indexPath.row])
    }

    // State restoration: how far the list was scrolled.
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(Double(tableView.contentOffset.y + tableView.adjustedContentInset.top), forKey: "scrolled")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        // Untrusted: clamped to the list's length once it is laid out.
        guard let y = coder.decodeDouble(forKey: "scrolled", in: 0...100_000), y > 0 else { return }
        loadViewIfNeeded()
        tableView.layoutIfNeeded()
        let maxY = max(0, tableView.contentSize.height + tableView.adjustedContentInset.bottom - tableView.bounds.height)
        tableView.contentOffset.y = min(CGFloat(y), maxY) - tableView.adjustedContentInset.top
    }
}
