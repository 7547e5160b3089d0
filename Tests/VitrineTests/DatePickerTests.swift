import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UIDatePicker: wheels per mode and locale, limits, the minute interval, the countdown, and
/// `.valueChanged` only for the user's changes. Fixed locale (en_US unless said), UTC and the
/// Gregorian calendar throughout.
final class DatePickerTests: XCTestCase {
    static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!

    /// `y-m-d h:mi` in UTC.
    static func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 12, _ mi: Int = 0) -> Date {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = utc
        return c.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: mi)) ?? Date(timeIntervalSince1970: 0)
    }

    @MainActor private func makePicker(_ mode: UIDatePicker.Mode, locale: String = "en_US") -> (HeadlessHarness, UIDatePicker) {
        let h = HeadlessHarness(width: 320, height: 240)
        let p = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = DatePickerTests.utc
        p.calendar = cal
        p.timeZone = DatePickerTests.utc
        p.locale = Locale(identifier: locale)
        p.datePickerMode = mode
        p.date = DatePickerTests.date(2024, 3, 18)
        h.window.addSubview(p)
        h.renderFrames()
        return (h, p)
    }

    @MainActor private func titles(_ p: UIDatePicker) -> [String] {
        (0..<p.pickerView.numberOfComponents).map { c in
            let r = p.pickerView.selectedRow(inComponent: c)
            return p.wheels.title(row: r, column: p.wheels.columns[c])
        }
    }

    /// UIKit: `.date` "displays months, days of the month, and years"; the order follows the
    /// locale (en_US month-day-year, en_GB day-month-year).
    @MainActor func testDateModeWheelsFollowTheLocale() async {
        let (_, us) = makePicker(.date)
        XCTAssertEqual(us.wheels.columns, [.month, .day, .year])
        XCTAssertEqual(titles(us), ["March", "18", "2024"])
        let (_, gb) = makePicker(.date, locale: "en_GB")
        XCTAssertEqual(gb.wheels.columns, [.day, .month, .year])
        XCTAssertEqual(titles(gb), ["18", "March", "2024"])
    }

    /// UIKit: `.time` "displays hours, minutes, and (optionally) an AM/PM designation" — with
    /// AM/PM on a 12-hour locale (en_US), without on a 24-hour one (de_DE).
    @MainActor func testTimeModeHasAMPMOnlyOnTwelveHourLocales() async {
        let (_, us) = makePicker(.time)
        us.date = DatePickerTests.date(2024, 3, 18, 15, 7)
        XCTAssertEqual(us.wheels.columns, [.hour, .minute, .amPM])
        XCTAssertEqual(titles(us), ["3", "07", "PM"])
        let (_, de) = makePicker(.time, locale: "de_DE")
        de.date = DatePickerTests.date(2024, 3, 18, 15, 7)
        XCTAssertEqual(de.wheels.columns, [.hour, .minute])
        XCTAssertEqual(titles(de), ["15", "07"])
    }

    /// `.dateAndTime` (UIKit's default mode): a day wheel with weekday and date, then the time.
    @MainActor func testDateAndTimeModeShowsTheDayThenTheTime() async {
        let p = UIDatePicker()
        XCTAssertEqual(p.datePickerMode, .dateAndTime, "UIKit's default mode")
        let (_, dt) = makePicker(.dateAndTime)
        XCTAssertEqual(dt.wheels.columns, [.dayOfYear, .hour, .minute, .amPM])
        XCTAssertEqual(titles(dt), ["Mon, Mar 18", "12", "00", "PM"])
    }

    /// Every style falls back to wheels (documented Vitrine behaviour).
    @MainActor func testEveryStyleDrawsAsWheels() async {
        let p = UIDatePicker()
        for s in [UIDatePickerStyle.automatic, .compact, .inline, .wheels] {
            p.preferredDatePickerStyle = s
            XCTAssertEqual(p.datePickerStyle, .wheels)
        }
    }

    /// UIKit: "The interval value must be evenly divided into 60; if it isn't, the default
    /// value is used. The default and minimum values are 1; the maximum value is 30."
    @MainActor func testMinuteIntervalMustDivideSixty() async {
        BadInputLog.clear()
        let (_, p) = makePicker(.time)
        p.minuteInterval = 15
        XCTAssertEqual(p.pickerView.numberOfRows(inComponent: 1), 4)
        XCTAssertEqual(p.wheels.title(row: 3, column: .minute), "45")
        p.minuteInterval = 7
        XCTAssertEqual(p.minuteInterval, 1)
        XCTAssertEqual(p.pickerView.numberOfRows(inComponent: 1), 60)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("minuteInterval 7") })
    }

    /// UIKit: countDownDuration's "default value is 0.0 and the maximum value is 23:59
    /// (86,340 seconds)"; the wheels show hours and minutes.
    @MainActor func testCountDownDurationDefaultsMaximumAndWheels() async {
        BadInputLog.clear()
        let (_, p) = makePicker(.countDownTimer)
        XCTAssertEqual(p.countDownDuration, 0)
        p.countDownDuration = 2 * 3600 + 25 * 60
        XCTAssertEqual(titles(p), ["2 hours", "25 min"])
        p.countDownDuration = 90_000
        XCTAssertEqual(p.countDownDuration, 86_340)
        XCTAssertEqual(titles(p), ["23 hours", "59 min"])
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("countDownDuration 90000") })
    }

    /// Issue 16: rows outside minimumDate…maximumDate are drawn disabled; a day the month
    /// lacks (31 February) too.
    @MainActor func testRowsOutsideTheLimitsAreDisabled() async {
        let (_, p) = makePicker(.date)
        p.minimumDate = DatePickerTests.date(2024, 3, 10)
        p.maximumDate = DatePickerTests.date(2024, 3, 20)
        // Day wheel (component 1): 9 March is before the minimum (the whole day is), 10…20 not.
        XCTAssertFalse(p.wheels.isEnabled(row: 8, component: 1))
        XCTAssertTrue(p.wheels.isEnabled(row: 9, component: 1))
        XCTAssertTrue(p.wheels.isEnabled(row: 19, component: 1))
        XCTAssertFalse(p.wheels.isEnabled(row: 20, component: 1))
        // Month wheel: only March; year wheel: only 2024.
        XCTAssertFalse(p.wheels.isEnabled(row: 3, component: 0))
        XCTAssertTrue(p.wheels.isEnabled(row: 2, component: 0))
        XCTAssertFalse(p.wheels.isEnabled(row: 2025 - 1900, component: 2))
        p.layoutIfNeeded()
        let label = p.pickerView.view(forRow: 21, forComponent: 1) as? UILabel
        XCTAssertEqual(label?.text, "22")
        XCTAssertTrue(label?.textColor === UIColor.tertiaryLabel, "a disabled row is drawn in the tertiary label colour")
        XCTAssertTrue((p.pickerView.view(forRow: 17, forComponent: 1) as? UILabel)?.textColor === UIColor.label)
        let (_, feb) = makePicker(.date)
        feb.date = DatePickerTests.date(2023, 2, 10)
        XCTAssertFalse(feb.wheels.isEnabled(row: 30, component: 1), "31 February")
        XCTAssertTrue(feb.wheels.isEnabled(row: 27, component: 1))
    }

    /// Issue 16 / iOS: a wheel the user leaves past the maximum springs back to the limit;
    /// the date becomes the maximum and `.valueChanged` is sent once.
    @MainActor func testUserDragPastTheMaximumSpringsBackAndSendsValueChanged() async {
        let (h, p) = makePicker(.date)
        p.maximumDate = DatePickerTests.date(2024, 3, 20)
        let log = ControlEventLog(p)
        h.renderFrames()
        let day = p.pickerView.wheels[1]
        let x = day.convert(CGPoint(x: day.bounds.midX, y: 0), to: nil).x
        // Five rows up (160 points), slowly, resting before the lift: day 18 → 23.
        h.drag(from: CGPoint(x: x, y: 200), to: CGPoint(x: x, y: 40), steps: 16, duration: 0.8, lift: false)
        h.advance(by: 0.5)
        h.touchUp(0)
        XCTAssertEqual(log.count("valueChanged"), 0, "nothing while the wheel moves")
        h.advance(by: 3)
        XCTAssertEqual(p.date, DatePickerTests.date(2024, 3, 20))
        XCTAssertEqual(log.count("valueChanged"), 1)
        XCTAssertEqual(p.pickerView.selectedRow(inComponent: 1), 19, "sprung back to the 20th")
        XCTAssertEqual(day.contentOffset.y, 19 * 32 - 92, accuracy: 0.001)
    }

    /// UIKit: setting `date` from code sends no event; a user change within the limits does.
    @MainActor func testUserChangeSendsValueChangedAndCodeDoesNot() async {
        let (h, p) = makePicker(.time)
        let log = ControlEventLog(p)
        p.setDate(DatePickerTests.date(2024, 3, 18, 9, 30), animated: true)
        h.advance(by: 1)
        XCTAssertEqual(log.count("valueChanged"), 0)
        let hour = p.pickerView.wheels[0]
        let x = hour.convert(CGPoint(x: hour.bounds.midX, y: 0), to: nil).x
        // Two rows up: 9 → 11 (still AM).
        h.drag(from: CGPoint(x: x, y: 150), to: CGPoint(x: x, y: 86), steps: 10, duration: 0.5, lift: false)
        h.advance(by: 0.5)
        h.touchUp(0)
        h.advance(by: 3)
        XCTAssertEqual(p.date, DatePickerTests.date(2024, 3, 18, 11, 30))
        XCTAssertEqual(log.count("valueChanged"), 1)
    }
}
