import Foundation
import Vitrine

/// A two-wheel picker (sizes and drinks) and a date-and-time picker limited to the next 30
/// days; both spin with the scroll physics and snap to rows.
@MainActor
struct PickerGallerySection: GallerySection {
    var title: String { localized("Pickers") }

    func height(forWidth width: CGFloat) -> CGFloat { 2 * 216 + 8 }

    func makeView() -> UIView { PickerTile() }
}

@MainActor
private final class PickerTile: UIView, UIPickerViewDataSource, UIPickerViewDelegate {
    private let sizes = ["Small", "Medium", "Large", "Extra large"].map { localized($0) }
    private let drinks = ["Espresso", "Americano", "Latte", "Cappuccino", "Flat white", "Mocha", "Tea", "Cocoa"].map { localized($0) }
    private let picker = UIPickerView()
    private let datePicker = UIDatePicker()

    init() {
        super.init(frame: .zero)
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(1, inComponent: 0, animated: false)
        picker.selectRow(2, inComponent: 1, animated: false)
        datePicker.datePickerMode = .dateAndTime
        datePicker.minuteInterval = 5
        // A fixed booking window (not "now") so the page, its screenshot and golden are the
        // same every day: 1 December 2026, 10:30 UTC, and the 30 days after it.
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.timeZone = TimeZone(identifier: "UTC")
        let start = Date(timeIntervalSince1970: 1_796_121_000)
        datePicker.minimumDate = start
        datePicker.maximumDate = start.addingTimeInterval(30 * 86_400)
        datePicker.date = start
        addSubview(picker)
        addSubview(datePicker)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        picker.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 216)
        datePicker.frame = CGRect(x: 0, y: 224, width: bounds.width, height: 216)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : drinks.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? sizes[row] : drinks[row]
    }
}
