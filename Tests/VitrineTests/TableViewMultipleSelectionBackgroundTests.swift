import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `multipleSelectionBackgroundView`: "The background view to use for a selected cell when the
/// table view allows multiple row selections" — shown instead of `selectedBackgroundView` then,
/// and only then.
final class TableViewMultipleSelectionBackgroundTests: XCTestCase {
    @MainActor final class Source: NSObject, UITableViewDataSource {
        let single = UIView(), multiple = UIView()
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            if indexPath.row == 1 {
                cell.selectedBackgroundView = single
                cell.multipleSelectionBackgroundView = multiple
            }
            return cell
        }
    }

    @MainActor private func table(multiple: Bool) -> (HeadlessHarness, UITableView, Source) {
        let h = HeadlessHarness(width: 320, height: 480)
        let t = UITableView(frame: h.window.bounds, style: .plain)
        t.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = Source()
        t.dataSource = source
        t.allowsMultipleSelection = multiple
        h.window.addSubview(t)
        h.renderFrames()
        return (h, t, source)
    }

    @MainActor func testTheMultipleSelectionBackgroundShowsWhenTheTableAllowsSeveralRows() async {
        let (h, t, source) = table(multiple: true)
        t.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        h.renderFrames()
        let cell = t.cellForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertTrue(source.multiple.superview === cell, "multiple selection: its own background")
        XCTAssertNil(source.single.superview)
        XCTAssertEqual(source.multiple.frame, cell?.bounds)
    }

    @MainActor func testASingleSelectionTableShowsTheSelectedBackground() async {
        let (h, t, source) = table(multiple: false)
        t.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        h.renderFrames()
        let cell = t.cellForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertTrue(source.single.superview === cell)
        XCTAssertNil(source.multiple.superview)
    }
}
