import Foundation
import Vitrine

/// `--scene dashboard`: a boiler-room dashboard as a plant would put it on a wall panel — a
/// header with the site, a status and a clock; three round gauges drawn in `draw(_:)`; a live
/// chart of the supply and return temperatures scrolling at the display's refresh; the shift's
/// events in a table. Landscape (or a regular width) puts the gauges and the chart beside the
/// events; portrait or a compact width stacks all three (the layout follows the size class
/// and the bounds, inside the rotation animation).
///
/// Only the chart changes every frame; the clock, the gauges and the chart's legend change
/// once a second, when the clock's second turns. Readings come from `BoilerTelemetry`
/// (seeded, a function of the scene's time), the clock from `now` (the wall clock in the
/// kiosk; a test pins it), so a run on the virtual clock always draws the same pictures.
@MainActor
final class DashboardViewController: UIViewController {
    private let now: @MainActor () -> Date
    private let timeZone: TimeZone
    let telemetry = BoilerTelemetry()

    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    let status = StatusPill(text: "Running · 2 of 3 burners", colour: DashboardPalette.green)
    let clockLabel = UILabel()
    let dateLabel = UILabel()
    let pressure = GaugeView(title: "Pressure", unit: "bar", range: 0...4, warning: 3.2, accent: DashboardPalette.blue, decimals: 2, value: 0)
    let temperature = GaugeView(title: "Supply", unit: "°C", range: 20...100, warning: 85, accent: DashboardPalette.orange, decimals: 1, value: 20)
    let flow = GaugeView(title: "Flow", unit: "m³/h", range: 0...25, warning: 21, accent: DashboardPalette.teal, decimals: 1, value: 0)
    let chart = LiveChartView()
    let legend = ChartLegend(textColour: DashboardPalette.secondaryText)
    private(set) var gaugesCard: DashboardCard!
    private(set) var chartCard: DashboardCard!
    private(set) var eventsCard: DashboardCard!
    let events: EventLogViewController

    private let timeFormatter = DateFormatter()
    private let dateFormatter = DateFormatter()
    private var link: DisplayLink?
    /// The screen-clock time of the first refresh (the chart's time 0).
    private var firstRefresh: Double?
    /// The wall-clock second the clock, the gauges and the legend show.
    private var shownSecond: Double = -.infinity
    /// Whether the cards are stacked (portrait or compact width).
    private(set) var isStacked = false

    /// A dashboard whose clock reads `now` (the wall clock by default) in `timeZone`.
    init(now: @escaping @MainActor () -> Date = { Date() }, timeZone: TimeZone = .current) {
        self.now = now
        self.timeZone = timeZone
        events = EventLogViewController(start: now(), timeZone: timeZone)
        super.init(nibName: nil, bundle: nil)
        for f in [timeFormatter, dateFormatter] {
            f.locale = Locale(identifier: "en_GB")
            f.timeZone = timeZone
        }
        timeFormatter.dateFormat = "HH:mm:ss"
        dateFormatter.dateFormat = "EEEE d MMMM"
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let root = UIView()
        root.backgroundColor = DashboardPalette.background
        titleLabel.text = "Boiler room"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = DashboardPalette.primaryText
        subtitleLabel.text = "Plant 3 · Building B · Heating circuit 1"
        subtitleLabel.font = .systemFont(ofSize: 14)
        subtitleLabel.textColor = DashboardPalette.secondaryText
        clockLabel.font = .monospacedDigitSystemFont(ofSize: 32, weight: .medium)
        clockLabel.textColor = DashboardPalette.primaryText
        clockLabel.textAlignment = .right
        dateLabel.font = .systemFont(ofSize: 14)
        dateLabel.textColor = DashboardPalette.secondaryText
        dateLabel.textAlignment = .right
        let gauges = UIView()
        for g in [pressure, temperature, flow] { gauges.addSubview(g) }
        gaugesCard = DashboardCard(title: "Circuit 1", content: gauges)
        gaugesCard.detailLabel.text = "Updated every second"
        chart.series = [
            LiveChartView.Series(colour: DashboardPalette.orange) { [telemetry] in telemetry.supplyTemperature(at: $0) },
            LiveChartView.Series(colour: DashboardPalette.blue) { [telemetry] in telemetry.returnTemperature(at: $0) },
        ]
        chartCard = DashboardCard(title: "Temperatures", content: chart)
        chartCard.accessory = legend
        eventsCard = DashboardCard(title: "Events", content: events.view)
        eventsCard.detailLabel.text = "\(events.events.count) this shift"
        for v in [titleLabel, subtitleLabel, status, clockLabel, dateLabel, gaugesCard, chartCard, eventsCard] as [UIView] {
            root.addSubview(v)
        }
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The containment sequence of the View Controller Programming Guide (the table's view
        // is already in its card).
        addChild(events)
        events.didMove(toParent: self)
        let start = now()
        chart.wallClockOffset = start.timeIntervalSince1970
        let formatter = timeFormatter
        chart.timeLabel = { [chart] t in
            let text = formatter.string(from: Date(timeIntervalSince1970: t + chart.wallClockOffset))
            return String(text.prefix(5)) + (text.hasSuffix(":00") ? "" : text.suffix(3))
        }
        showReadings(at: start, sceneTime: 0)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The CADisplayLink of the package: one callback per display refresh.
        let link = DisplayLink { [weak self] t in self?.refresh(t) }
        link.add(for: view)
        self.link = link
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        link?.invalidate()
        link = nil
    }

    /// One display refresh: the chart moves on; the clock and the readings only when the
    /// second has turned.
    private func refresh(_ t: Double) {
        let t0 = firstRefresh ?? t
        firstRefresh = t0
        let sceneTime = t - t0
        chart.time = sceneTime
        let date = now()
        if date.timeIntervalSince1970.rounded(.down) != shownSecond { showReadings(at: date, sceneTime: sceneTime) }
    }

    private func showReadings(at date: Date, sceneTime t: Double) {
        shownSecond = date.timeIntervalSince1970.rounded(.down)
        clockLabel.text = timeFormatter.string(from: date)
        dateLabel.text = dateFormatter.string(from: date)
        pressure.value = telemetry.pressure(at: t)
        temperature.value = telemetry.supplyTemperature(at: t)
        flow.value = telemetry.flow(at: t)
        legend.entries = [ChartLegend.Entry(name: "Supply", colour: DashboardPalette.orange, value: telemetry.supplyTemperature(at: t)),
                          ChartLegend.Entry(name: "Return", colour: DashboardPalette.blue, value: telemetry.returnTemperature(at: t))]
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds.inset(by: view.safeAreaInsets)
        isStacked = traitCollection.horizontalSizeClass == .compact || b.width < b.height
        let m: CGFloat = isStacked ? 16 : 20
        // Header: the site on the left, the clock on the right, the status between them.
        let clockWidth: CGFloat = 180
        titleLabel.frame = CGRect(x: b.minX + m, y: b.minY + 12, width: b.width - 2 * m - clockWidth, height: 34)
        subtitleLabel.frame = CGRect(x: b.minX + m, y: b.minY + 46, width: b.width - 2 * m - clockWidth, height: 18)
        clockLabel.frame = CGRect(x: b.maxX - m - clockWidth, y: b.minY + 10, width: clockWidth, height: 38)
        dateLabel.frame = CGRect(x: b.maxX - m - clockWidth, y: b.minY + 46, width: clockWidth, height: 18)
        let pillWidth = status.fittingWidth
        status.isHidden = b.width < 720
        status.frame = CGRect(x: clockLabel.frame.minX - 24 - pillWidth, y: b.minY + 22, width: pillWidth, height: 32)
        let content = CGRect(x: b.minX + m, y: b.minY + 80, width: b.width - 2 * m, height: b.height - 80 - m)
        if isStacked {
            let gaugesHeight = min(250, (content.width - 24) / 3 + 70)
            let chartHeight = ((content.height - gaugesHeight - 2 * m) * 0.48).rounded()
            gaugesCard.frame = CGRect(x: content.minX, y: content.minY, width: content.width, height: gaugesHeight)
            chartCard.frame = CGRect(x: content.minX, y: gaugesCard.frame.maxY + m, width: content.width, height: chartHeight)
            let top = chartCard.frame.maxY + m
            eventsCard.frame = CGRect(x: content.minX, y: top, width: content.width, height: content.maxY - top)
        } else {
            let left = (content.width * 0.62).rounded()
            let gaugesHeight = (content.height * 0.46).rounded()
            gaugesCard.frame = CGRect(x: content.minX, y: content.minY, width: left, height: gaugesHeight)
            chartCard.frame = CGRect(x: content.minX, y: content.minY + gaugesHeight + m, width: left, height: content.height - gaugesHeight - m)
            eventsCard.frame = CGRect(x: content.minX + left + m, y: content.minY, width: content.width - left - m, height: content.height)
        }
        // Three gauges side by side in their card.
        gaugesCard.layoutIfNeeded()
        let g = gaugesCard.content.bounds
        let w = (g.width / 3).rounded(.down)
        for (i, gauge) in [pressure, temperature, flow].enumerated() {
            gauge.frame = CGRect(x: CGFloat(i) * w, y: 0, width: w, height: g.height)
        }
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    /// White status bar text over the dark scene.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}
