import Foundation
import Vitrine

/// `--scene table`: a day-by-day appointments list, as a kiosk at a clinic shows it — 10,000
/// rows in 100 sections (one a day) in a plain table whose day headers stay pinned while their
/// day scrolls under them, cells reused as rows come and go, swipe left on a row to delete it
/// (or to flag it), pull down to refresh. Built only from UIKit API: a `UITableViewController`
/// subclass, a registered cell class, `UIListContentConfiguration`, swipe actions.
///
/// With `--frames N` the list scrolls itself through the first frames (2,000 points a second
/// at 60 frames a second, the benchmark's speed), so the last frame is the same on every
/// backend.
@MainActor
class AppointmentsViewController: UITableViewController {
    struct Appointment {
        let time: String
        let name: String
        let room: Int
        var flagged = false
    }

    static let dayCount = 100
    static let perDay = 100
    // Latin script only: the guest test compares this scene on a real DRM device with the
    // headless rendering, and the guest has Latin fonts only.
    static let names = ["Ada Byron", "Kim Minjun", "Grace Hopper", "Alan Turing", "Lee Seoyeon", "Edsger Dijkstra", "Barbara Liskov",
                        "Ken Thompson", "Park Jiho", "Margaret Hamilton", "Dennis Ritchie", "Frances Allen", "Choi Yuna", "Niklaus Wirth"]
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    private(set) var days: [(title: String, items: [Appointment])]

    init() {
        days = (0..<Self.dayCount).map { d in
            let title = "\(Self.weekdays[d % 7]) \(d % 28 + 1) \(["March", "April", "May", "June"][min(3, d / 28)])"
            let items = (0..<Self.perDay).map { i in
                let minutes = 8 * 60 + i * 5
                return Appointment(time: String(format: "%02d:%02d", minutes / 60, minutes % 60),
                                   name: Self.names[(d * 7 + i) % Self.names.count], room: 1 + (i * 3 + d) % 12)
            }
            return (title, items)
        }
        super.init(style: .plain)
        title = "Appointments"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "appointment")
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak refresh] _ in refresh?.endRefreshing() }, for: .valueChanged)
        refreshControl = refresh
    }

    /// Scrolls `2000 / 60` points a frame through the first `total` frames; the last one drawn
    /// opens the swipe actions of the fourth row in sight (the screenshot shows them).
    func advance(frame n: Int, of total: Int) {
        guard n < total, let table = tableView else { return }
        let maxY = max(0, table.contentSize.height - table.bounds.height)
        table.contentOffset.y = min(maxY, CGFloat(n) * 2000 / 60) - table.adjustedContentInset.top
        if n == total - 1 {
            table.layoutIfNeeded()
            if let rows = table.indexPathsForVisibleRows, rows.count > 4 { table.revealSwipeActions(at: rows[3]) }
        }
    }

    override func numberOfSections(in tableView: UITableView) -> Int { days.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { days[section].items.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { days[section].title }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "appointment", for: indexPath)
        let a = days[indexPath.section].items[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        content.text = "\(a.time)  \(a.name)"
        content.secondaryText = a.flagged ? "⚑ Room \(a.room)" : "Room \(a.room)"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self else { return done(false) }
            self.days[indexPath.section].items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
            guard let self else { return done(false) }
            self.days[indexPath.section].items[indexPath.row].flagged.toggle()
            tableView.reloadRows(at: [indexPath], with: .none)
            done(true)
        }
        flag.backgroundColor = .orange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }
}
