import Foundation

/// The styles a date picker can draw in. Mirrors UIKit's `UIDatePickerStyle`. Vitrine draws
/// every style as wheels: `.compact`, `.inline` and `.automatic` fall back to `.wheels`
/// (`datePickerStyle` says so).
public enum UIDatePickerStyle: Int, Sendable {
    /// Mirrors `.automatic` (wheels here).
    case automatic = 0
    /// Mirrors `.wheels`.
    case wheels = 1
    /// Mirrors `.compact` (wheels here).
    case compact = 2
    /// Mirrors `.inline` (wheels here).
    case inline = 3
}

/// A control for choosing a date, a time, both, or a countdown duration on spinning wheels.
/// Mirrors UIKit's `UIDatePicker` (the wheels style), built on `UIPickerView`.
///
/// Wheels per mode (the order and the 12/24-hour clock follow `locale`, through Foundation's
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)`; month and AM/PM names come from
/// `DateFormatter` too):
/// - `.date`: month, day, year (en_US order; e.g. day, month, year for en_GB). Years run from
///   1900 to 2100, widened to include the date and the limits. Days 29–31 are always there;
///   a day the month lacks is drawn disabled and the wheel springs back to the month's last.
/// - `.time`: hour, minute (in steps of `minuteInterval`), and AM/PM on a 12-hour clock.
/// - `.dateAndTime` (UIKit's default): the day ("Tue, Nov 25", 1,000 days either side of the
///   date), hour, minute, AM/PM. (iOS writes "Today" for today; Vitrine does not.)
/// - `.countDownTimer`: hours 0–23 and minutes; `countDownDuration` in seconds.
///
/// Rows outside `minimumDate`…`maximumDate` are drawn disabled (tertiary label colour) and a
/// wheel the user leaves on one springs back to the limit, as iOS. A change by the user sends
/// `.valueChanged`; setting `date` from code sends nothing.
@MainActor
open class UIDatePicker: UIControl {
    /// The kinds of value a date picker chooses. Mirrors `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable {
        /// Hour, minute and (12-hour locales) AM/PM. Mirrors `.time`.
        case time = 0
        /// Month, day and year. Mirrors `.date`.
        case date = 1
        /// Day, hour, minute and AM/PM. Mirrors `.dateAndTime`.
        case dateAndTime = 2
        /// Hours and minutes of a duration. Mirrors `.countDownTimer`.
        case countDownTimer = 3
    }

    /// The wheels underneath.
    let pickerView = UIPickerView()
    /// The data source and delegate of `pickerView`.
    private(set) lazy var wheels = DatePickerWheels(datePicker: self)
    private var _date = Date()
    /// The user is choosing the countdown (the wheels are turned after, animated).
    private var choosingDuration = false

    /// Creates a date picker (`.dateAndTime`, today, no limits). Mirrors
    /// `UIDatePicker.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(pickerView)
        pickerView.dataSource = wheels
        pickerView.delegate = wheels
        rebuild(animated: false)
    }

    /// Mirrors `UIDatePicker.init()`.
    public convenience init() { self.init(frame: .zero) }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Mode and style

    /// What the wheels choose (`.dateAndTime` by default). Mirrors `UIDatePicker.datePickerMode`.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { rebuild(animated: false) }
    }

    /// The style asked for. Mirrors `UIDatePicker.preferredDatePickerStyle`; every style draws
    /// as wheels (see `datePickerStyle`).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

    /// The style drawn: always `.wheels` in Vitrine. Mirrors `UIDatePicker.datePickerStyle`.
    public var datePickerStyle: UIDatePickerStyle { .wheels }

    // MARK: Value

    /// The chosen date (now by default). Setting it turns the wheels at once and sends no event;
    /// a date outside the limits is taken as the nearest limit. Mirrors `UIDatePicker.date`.
    open var date: Date {
        get { _date }
        set { setDate(newValue, animated: false) }
    }

    /// Sets `date`, turning the wheels over 0.3 s with `animated`. Sends no event. Mirrors
    /// `UIDatePicker.setDate(_:animated:)`.
    open func setDate(_ date: Date, animated: Bool) {
        _date = clamped(date)
        wheels.show(animated: animated)
    }

    /// The earliest date (`nil`: none). Mirrors `UIDatePicker.minimumDate`.
    open var minimumDate: Date? {
        didSet { limitsDidChange() }
    }

    /// The latest date (`nil`: none). Mirrors `UIDatePicker.maximumDate`.
    open var maximumDate: Date? {
        didSet { limitsDidChange() }
    }

    /// The minute wheel's step. UIKit: "The value must be evenly divided into 60; if it is not,
    /// the default value is used" (1); the range is 1 to 30. A bad value is logged and 1 used.
    /// Mirrors `UIDatePicker.minuteInterval`.
    open var minuteInterval: Int = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 {
                BadInputLog.report("UIDatePicker: minuteInterval \(minuteInterval) does not divide 60 within 1...30; using 1")
                minuteInterval = 1
            }
            rebuild(animated: false)
        }
    }

    /// The locale for names and the order of the wheels (`nil`: the calendar's, else the
    /// current one). Mirrors `UIDatePicker.locale`.
    open var locale: Locale? {
        didSet { rebuild(animated: false) }
    }

    /// The calendar (the current one by default). Mirrors `UIDatePicker.calendar`.
    open var calendar: Calendar! = Calendar.current {
        didSet { rebuild(animated: false) }
    }

    /// The time zone the wheels show (`nil`: the calendar's). Mirrors `UIDatePicker.timeZone`.
    open var timeZone: TimeZone? {
        didSet { rebuild(animated: false) }
    }

    /// The countdown in seconds for `.countDownTimer`: 0 by default, at most 86,340 (23:59, as UIKit documents),
    /// shown to the minute. Mirrors `UIDatePicker.countDownDuration`; a value outside is
    /// clamped and logged.
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            if !(countDownDuration >= 0 && countDownDuration <= 86_340) {
                let bad = countDownDuration
                countDownDuration = bad.isFinite ? min(max(0, bad), 86_340) : 0
                BadInputLog.report("UIDatePicker: countDownDuration \(bad) is outside 0...86340; using \(countDownDuration)")
            }
            if datePickerMode == .countDownTimer, !choosingDuration { wheels.show(animated: false) }
        }
    }

    // MARK: Derived

    /// The calendar in use: `calendar` with `timeZone` and `locale` applied.
    var effectiveCalendar: Calendar {
        var c = calendar ?? Calendar.current
        if let timeZone { c.timeZone = timeZone }
        if let locale { c.locale = locale }
        return c
    }

    /// The locale in use.
    var effectiveLocale: Locale { locale ?? calendar?.locale ?? Locale.current }

    /// `d` within the limits.
    func clamped(_ d: Date) -> Date {
        var d = d
        if let lo = minimumDate, d < lo { d = lo }
        if let hi = maximumDate, d > hi { d = hi }
        return d
    }

    private func limitsDidChange() {
        _date = clamped(_date)
        rebuild(animated: false)
    }

    private func rebuild(animated: Bool) {
        wheels.rebuild()
        pickerView.reloadAllComponents()
        wheels.show(animated: animated)
    }

    /// The user settled a wheel on `date` (already within the limits).
    func userDidChoose(_ newDate: Date) {
        guard newDate != _date else { return }
        _date = newDate
        sendActions(for: .valueChanged, with: nil)
    }

    /// The user settled the countdown on `duration`.
    func userDidChoose(duration: TimeInterval) {
        guard duration != countDownDuration else { return }
        choosingDuration = true
        countDownDuration = duration
        choosingDuration = false
        sendActions(for: .valueChanged, with: nil)
    }

    // MARK: Size and layout

    /// 320×216, the picker's. Mirrors `UIDatePicker.intrinsicContentSize` (wheels style).
    open override var intrinsicContentSize: CGSize { pickerView.intrinsicContentSize }

    /// Mirrors `UIDatePicker.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { pickerView.sizeThatFits(size) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        pickerView.frame = bounds
    }
}
