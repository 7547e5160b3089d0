import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// A cell holding one text field (rows 44 high: the field 300×34 at (20, 5)).
@MainActor
final class FieldCell: UITableViewCell {
    let field = UITextField(frame: CGRect(x: 20, y: 5, width: 300, height: 34))
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        field.borderStyle = .roundedRect
        field.autocapitalizationType = .none
        contentView.addSubview(field)
    }

    required init?(coder: NSCoder) { return nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        field.text = ""
    }
}

/// Thirty rows of fields; each row's text is kept in `texts` (editingChanged), as a form
/// in a table keeps its model.
@MainActor
final class FieldTableSource: UITableViewDataSource {
    var texts = Array(repeating: "", count: 30)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath) as! FieldCell
        cell.field.text = texts[indexPath.row]
        let id = UIAction.Identifier("row-text")
        cell.field.removeAction(identifiedBy: id, for: .editingChanged)
        cell.field.addAction(UIAction(identifier: id) { [weak self, weak field = cell.field] _ in
            self?.texts[indexPath.row] = field?.text ?? ""
        }, for: .editingChanged)
        return cell
    }
}

/// Text fields in table cells, the common form: the table is the scroll view the keyboard
/// avoidance insets; a field whose cell scrolls away and is reused resigns (it left the
/// window), so its keys never type into the row the cell is reused for.
final class TextInputTableEndToEndTests: XCTestCase {
    /// Issue 15: "a text field covered by the keyboard is scrolled into view by its enclosing
    /// scroll view" — the table. Row 9 spans 396…440 (its field 401…435): scrolled so the
    /// field's bottom is 8 points above the keyboard's top, 270, the offset is 435 − 270 = 165.
    @MainActor func testAFieldInATableCellIsScrolledAboveTheKeyboard() async throws {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = UIViewController()
        h.window.rootViewController = vc
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 800, height: 480), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(FieldCell.self, forCellReuseIdentifier: "field")
        let source = FieldTableSource()
        table.dataSource = source
        vc.view.addSubview(table)
        h.renderFrames()
        let keyboard = SoftwareKeyboard(screen: h.screen, policy: .on)
        h.tap(at: CGPoint(x: 170, y: 418))
        h.advance(by: 1)
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 9, section: 0)) as? FieldCell)
        XCTAssertTrue(cell.field.isFirstResponder)
        XCTAssertTrue(keyboard.isVisible)
        XCTAssertEqual(table.adjustedContentInset.bottom, 202)
        XCTAssertEqual(table.contentOffset.y, 165)
        XCTAssertEqual(cell.field.convert(cell.field.bounds, to: nil).maxY, 270)
        for c in "hi" {
            for p in keyboard.touchPoints(toType: c) ?? [] { h.tap(at: p); h.advance(by: 0.4) }
        }
        XCTAssertEqual(source.texts[9], "hi")
        // Scrolled far down (rows 13…; 30 rows of 44 leave room below even once the
        // keyboard's inset goes): row 9's cell leaves the screen for the reuse pool; its field
        // resigns and the keyboard goes.
        table.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        h.renderFrames()
        h.advance(by: 0.5)
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 9, section: 0)))
        XCTAssertFalse(keyboard.isVisible)
        XCTAssertNil(h.screen.textInput.activeResponder)
        XCTAssertFalse(cell.field.isFirstResponder)
        h.screen.textInput.perform(.text("x"))      // a key now (a hardware one: the keys are gone)
        XCTAssertEqual(source.texts, ["", "", "", "", "", "", "", "", "", "hi"] + Array(repeating: "", count: 20),
                       "nothing typed into another row")
    }
}
