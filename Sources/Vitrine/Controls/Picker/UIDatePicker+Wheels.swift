import Foundation

/// A date picker's wheels: which columns the mode and locale give, their rows and titles,
/// the date a selection means, and which rows lie outside the limits. It is the date picker's
/// `UIPickerView` data source and delegate.
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    /// A wheel's meaning.
    enum Column: Equatable { case month, day, year, dayOfYear, hour, minute, amPM, countdownHours, countdownMinutes }

    private weak var datePicker: UIDatePicker?
    private(set) var columns: [Column] = []
    private var twelveHour = false
    private var years: ClosedRange<Int> = 1900...2100
    /// `.dateAndTime`: the first day of the day wheel.
    private var firstDay = Date()
    static let dayRange = 1000
    private var monthNames: [String] = []
    private var amPM = ["AM", "PM"]
    private var dayFormatter = DateFormatter()

    init(datePicker: UIDatePicker) { self.datePicker = datePicker }

    private var calendar: Calendar { datePicker?.effectiveCalendar ?? Calendar.current }
    private var interval: Int { datePicker?.minuteInterval ?? 1 }

    // MARK: Columns

    /// Recomputes the columns and names for the mode, locale and date.
    func rebuild() {
        guard let dp = datePicker else { return }
        let locale = dp.effectiveLocale
        let cal = calendar
        let f = DateFormatter()
        f.locale = locale
        f.calendar = cal
        f.timeZone = cal.timeZone
        monthNames = f.monthSymbols
        if monthNames.count != 12 { monthNames = (1...12).map(String.init) }
        amPM = [f.amSymbol, f.pmSymbol]
        let hourPattern = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "h:mm a"
        twelveHour = hourPattern.contains("h") || hourPattern.contains("K")
        let ampmFirst = twelveHour && (hourPattern.firstIndex(of: "a").map { a in hourPattern.firstIndex(where: { "hK".contains($0) }).map { a < $0 } ?? false } ?? false)
        let time: [Column] = twelveHour ? (ampmFirst ? [.amPM, .hour, .minute] : [.hour, .minute, .amPM]) : [.hour, .minute]
        switch dp.datePickerMode {
        case .time:
            columns = time
        case .date:
            columns = dateOrder(locale)
            let y = cal.component(.year, from: dp.date)
            var lo = min(1900, y), hi = max(2100, y)
            if let m = dp.minimumDate { lo = min(lo, cal.component(.year, from: m)) }
            if let m = dp.maximumDate { hi = max(hi, cal.component(.year, from: m)) }
            years = lo...hi
        case .dateAndTime:
            columns = [.dayOfYear] + time
            recentreDays()
            dayFormatter = DateFormatter()
            dayFormatter.locale = locale
            dayFormatter.calendar = cal
            dayFormatter.timeZone = cal.timeZone
            dayFormatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        case .countDownTimer:
            columns = [.countdownHours, .countdownMinutes]
        }
    }

    /// The order of month, day and year in the locale's long date ("MMMMdy" template).
    private func dateOrder(_ locale: Locale) -> [Column] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: locale) ?? "MMMM d, y"
        var found: [(String.Index, Column)] = []
        for (ch, col) in [("M", Column.month), ("L", .month), ("d", .day), ("y", .year)] {
            if let i = pattern.firstIndex(of: Character(ch)), !found.contains(where: { $0.1 == col }) { found.append((i, col)) }
        }
        let order = found.sorted { $0.0 < $1.0 }.map(\.1)
        return order.count == 3 ? order : [.month, .day, .year]
    }

    /// Puts the day wheel's middle on the date's day.
    private func recentreDays() {
        guard let dp = datePicker else { return }
        let cal = calendar
        let today = cal.startOfDay(for: dp.date)
        firstDay = cal.date(byAdding: .day, value: -DatePickerWheels.dayRange, to: today) ?? today
    }

    // MARK: Rows

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard component < columns.count else { return 0 }
        switch columns[component] {
        case .month: return 12
        case .day: return 31
        case .year: return years.count
        case .dayOfYear: return 2 * DatePickerWheels.dayRange + 1
        case .hour: return twelveHour ? 12 : 24
        case .minute, .countdownMinutes: return 60 / interval
        case .amPM: return 2
        case .countdownHours: return 24
        }
    }

    func title(row: Int, column: Column) -> String {
        switch column {
        case .month: return row < monthNames.count ? monthNames[row] : ""
        case .day: return String(row + 1)
        case .year: return String(years.lowerBound + row)
        case .dayOfYear: return dayFormatter.string(from: day(row))
        case .hour: return twelveHour ? String(row == 0 ? 12 : row) : String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * interval)
        case .amPM: return row < amPM.count ? amPM[row] : ""
        case .countdownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countdownMinutes: return "\(row * interval) min"
        }
    }

    private func day(_ row: Int) -> Date {
        calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView? {
        guard component < columns.count else { return nil }
        let label = (view as? PickerRowLabel) ?? PickerRowLabel()
        label.attributedText = nil
        label.text = title(row: row, column: columns[component])
        label.textColor = isEnabled(row: row, component: component) ? .label : .tertiaryLabel
        return label
    }

    /// Wider wheels for names: the day wheel of `.dateAndTime` and the month wheel.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let weights: [CGFloat] = columns.map { c in
            switch c {
            case .dayOfYear: return 2.4
            case .month: return 1.8
            case .countdownHours, .countdownMinutes: return 1.5
            case .year: return 1.1
            default: return 1
            }
        }
        let n = CGFloat(columns.count)
        let available = pickerView.bounds.width - 2 * UIPickerView.sideMargin - UIPickerView.componentSpacing * max(0, n - 1)
        let total = weights.reduce(0, +)
        guard component < weights.count, total > 0, available > 0 else { return 0 }
        return available * weights[component] / total
    }

    // MARK: Date <-> rows

    /// The date's components in the calendar.
    private func parts(_ d: Date) -> DateComponents {
        calendar.dateComponents([.year, .month, .day, .hour, .minute], from: d)
    }

    /// The row of each column for the date (or the countdown).
    func rows() -> [Int] {
        guard let dp = datePicker else { return [] }
        let p = parts(dp.date)
        let cal = calendar
        return columns.map { c in
            switch c {
            case .month: return (p.month ?? 1) - 1
            case .day: return (p.day ?? 1) - 1
            case .year: return (p.year ?? years.lowerBound) - years.lowerBound
            case .dayOfYear: return cal.dateComponents([.day], from: firstDay, to: cal.startOfDay(for: dp.date)).day ?? 0
            case .hour: let h = p.hour ?? 0; return twelveHour ? h % 12 : h
            case .minute: return (p.minute ?? 0) / interval
            case .amPM: return (p.hour ?? 0) >= 12 ? 1 : 0
            case .countdownHours: return Int(dp.countDownDuration) / 3600
            case .countdownMinutes: return (Int(dp.countDownDuration) % 3600) / 60 / interval
            }
        }
    }

    /// The components a selection of `rows` means (the day as chosen, maybe past the month's end).
    private func components(_ rows: [Int]) -> DateComponents {
        guard let dp = datePicker else { return DateComponents() }
        var p = parts(dp.date)
        var pm = (p.hour ?? 0) >= 12
        var hour12: Int?
        for (c, r) in zip(columns, rows) {
            switch c {
            case .month: p.month = r + 1
            case .day: p.day = r + 1
            case .year: p.year = years.lowerBound + r
            case .dayOfYear:
                let d = calendar.dateComponents([.year, .month, .day], from: day(r))
                p.year = d.year; p.month = d.month; p.day = d.day
            case .hour: if twelveHour { hour12 = r } else { p.hour = r }
            case .minute: p.minute = r * interval
            case .amPM: pm = r == 1
            case .countdownHours, .countdownMinutes: break
            }
        }
        if twelveHour { p.hour = (hour12 ?? ((p.hour ?? 0) % 12)) + (pm ? 12 : 0) }
        return p
    }

    /// The number of days in the components' month.
    private func daysInMonth(_ p: DateComponents) -> Int {
        var first = p
        first.day = 1
        guard let d = calendar.date(from: first), let r = calendar.range(of: .day, in: .month, for: d) else { return 31 }
        return r.count
    }

    /// The date the wheels' selection means: the chosen day clamped to the month, the result
    /// clamped to the limits.
    func chosenDate(_ rows: [Int]) -> Date? {
        var p = components(rows)
        p.day = min(p.day ?? 1, daysInMonth(p))
        guard let d = calendar.date(from: p) else { return nil }
        return datePicker?.clamped(d)
    }

    /// Whether `row` of `component`, with the other wheels as they are, is a valid date
    /// within the limits (at the wheel's unit: a year wheel's row is enabled if any of the
    /// year is).
    func isEnabled(row: Int, component: Int) -> Bool {
        guard let dp = datePicker, component < columns.count else { return true }
        var rs = rows()
        guard rs.count == columns.count else { return true }
        rs[component] = row
        var p = components(rs)
        let column = columns[component]
        if column == .day, (p.day ?? 1) > daysInMonth(p) { return false }
        guard dp.minimumDate != nil || dp.maximumDate != nil else { return true }
        let unit: (Calendar.Component, Int)
        switch column {
        case .year: p.month = 1; p.day = 1; p.hour = 0; p.minute = 0; unit = (.year, 1)
        case .month: p.day = 1; p.hour = 0; p.minute = 0; unit = (.month, 1)
        case .day, .dayOfYear: p.hour = 0; p.minute = 0; unit = (.day, 1)
        case .hour: p.minute = 0; unit = (.hour, 1)
        case .minute: unit = (.minute, interval)
        case .amPM: p.hour = row * 12; p.minute = 0; unit = (.hour, 12)
        case .countdownHours, .countdownMinutes: return true
        }
        if column != .day { p.day = min(p.day ?? 1, daysInMonth(p)) }
        let cal = calendar
        guard let start = cal.date(from: p), let end = cal.date(byAdding: unit.0, value: unit.1, to: start) else { return true }
        if let lo = dp.minimumDate, end <= lo { return false }
        if let hi = dp.maximumDate, start > hi { return false }
        return true
    }

    // MARK: Showing and choosing

    /// Turns the wheels to the date (or countdown).
    func show(animated: Bool) {
        guard let dp = datePicker else { return }
        if columns.first == .dayOfYear {
            let r = rows()
            if let first = r.first, first < 0 || first > 2 * DatePickerWheels.dayRange {
                recentreDays()
                dp.pickerView.reloadAllComponents()
            }
        }
        dp.pickerView.reloadAllComponents()
        for (c, r) in rows().enumerated() where dp.pickerView.selectedRow(inComponent: c) != r || !animated {
            dp.pickerView.selectRow(r, inComponent: c, animated: animated)
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let dp = datePicker else { return }
        let rs = (0..<columns.count).map { pickerView.selectedRow(inComponent: $0) }
        if dp.datePickerMode == .countDownTimer {
            let h = rs.first ?? 0, m = (rs.count > 1 ? rs[1] : 0) * interval
            var duration = TimeInterval(h * 3600 + m * 60)
            // iOS does not stop a countdown at 0:00: the minute wheel springs to one step.
            if duration == 0 { duration = TimeInterval(interval * 60) }
            dp.userDidChoose(duration: duration)
            show(animated: true)
            return
        }
        if let d = chosenDate(rs) { dp.userDidChoose(d) }
        // Springs a wheel left on a disabled row back to the date, and redraws which rows are
        // disabled for the new date.
        show(animated: true)
    }
}
