import Foundation
import Vitrine

/// The dashboard's event list: a plain `UITableView` of the shift's events, each row a
/// `UIListContentConfiguration` with a severity symbol, the event, and its time and source.
@MainActor
final class EventLogViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let events: [DashboardEvent]
    /// The wall-clock time of the scene's start (the events' times count back from it).
    var start: Date { didSet { tableView.reloadData() } }
    let formatter: DateFormatter

    init(events: [DashboardEvent] = DashboardEvent.sample, start: Date, timeZone: TimeZone) {
        self.events = events
        self.start = start
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = timeZone
        formatter.dateFormat = "HH:mm"
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        tableView.backgroundColor = .clear
        tableView.separatorColor = DashboardPalette.cardBorder
        tableView.rowHeight = 58
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "event")
        view = tableView
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { events.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "event", for: indexPath)
        let e = events[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = e.title
        content.textProperties.color = DashboardPalette.primaryText
        content.textProperties.font = .systemFont(ofSize: 15, weight: .medium)
        content.textProperties.numberOfLines = 1
        content.secondaryText = "\(formatter.string(from: start.addingTimeInterval(-e.age)))  ·  \(e.source)"
        content.secondaryTextProperties.color = DashboardPalette.secondaryText
        content.secondaryTextProperties.font = .systemFont(ofSize: 13)
        // The colour goes with the image: Vitrine's list content view does not apply
        // `imageProperties.tintColor` yet.
        content.image = UIImage(systemName: e.symbol.name)?.withTintColor(e.symbol.colour, renderingMode: .alwaysOriginal)
        content.imageProperties.tintColor = e.symbol.colour
        cell.contentConfiguration = content
        cell.backgroundColor = .clear
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
