import Foundation
import XCTest
import Vitrine
import VitrinePlatform
@testable import VitrineShell
import VitrineTesting

/// The `tree` command (issue 18): windows → view controllers → views as JSON, with class,
/// frame in window points, alpha, hidden, accessibility identifier, label and traits, the text
/// of labels, buttons and fields, restoration identifiers and constraints; streamed in
/// bounded chunks, bounded in size (then `"truncated":true`), valid JSON even when the tree
/// changes between chunks.
final class ViewTreeTests: XCTestCase {
    /// Pulls the whole payload (as the socket would, `maxBytes` at a time), with each chunk's
    /// size.
    @MainActor private func drain(_ payload: (any ControlSocketPayload)?, maxBytes: Int = 16 * 1024,
                                  between: ((Int) -> Void)? = nil) -> (bytes: [UInt8], chunks: [Int]) {
        var bytes: [UInt8] = []
        var chunks: [Int] = []
        while let c = payload?.nextChunk(maxBytes: maxBytes) {
            bytes += c
            chunks.append(c.count)
            between?(chunks.count)
        }
        return (bytes, chunks)
    }

    @MainActor private func parse(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [String: Any] {
        do {
            guard let doc = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
                XCTFail("not a JSON object", file: file, line: line); return [:]
            }
            return doc
        } catch {
            XCTFail("invalid JSON: \(error); ends with \(String(decoding: bytes.suffix(200), as: UTF8.self))", file: file, line: line)
            return [:]
        }
    }

    /// Every view node of the document, depth first.
    private func nodes(_ doc: [String: Any], key: String = "windows") -> [[String: Any]] {
        var out: [[String: Any]] = []
        var stack = ((doc[key] as? [[String: Any]]) ?? []).reversed() as [[String: Any]]
        while let n = stack.popLast() {
            out.append(n)
            stack.append(contentsOf: ((n["subviews"] as? [[String: Any]]) ?? []).reversed())
        }
        return out
    }

    // MARK: A small real scene

    final class RoomsViewController: UIViewController {
        let label = UILabel()
        let button = UIButton(type: .system)
        let field = UITextField()
        let box = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "Living room"
            label.frame = CGRect(x: 10, y: 100, width: 200, height: 20)
            button.setTitle("Lights", for: .normal)
            button.accessibilityIdentifier = "lights"
            button.frame = CGRect(x: 10, y: 130, width: 100, height: 44)
            field.placeholder = "Room name"
            field.text = "Den"
            field.frame = CGRect(x: 10, y: 180, width: 200, height: 30)
            box.translatesAutoresizingMaskIntoConstraints = false
            for v in [label, button, field, box] { view.addSubview(v) }
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 50),
                box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: 250),
            ])
        }
    }

    @MainActor private func makeScene() -> (HeadlessHarness, KioskControl, UINavigationController, RoomsViewController, UIViewController) {
        let h = HeadlessHarness(width: 320, height: 480)
        let rooms = RoomsViewController()
        rooms.title = "Rooms"
        rooms.restorationIdentifier = "rooms"
        let nav = UINavigationController(rootViewController: rooms)
        nav.restorationIdentifier = "nav"
        h.window.rootViewController = nav
        h.window.makeKeyAndVisible()
        _ = h.renderFrames()
        let sheet = UIViewController()
        sheet.title = "Details"
        nav.present(sheet, animated: false)
        _ = h.renderFrames()
        h.advance(by: 1)
        return (h, KioskControl(screen: h.screen), nav, rooms, sheet)
    }

    /// The issue's fields on a real scene: the controllers (class, title, restoration
    /// identifier, children, presented, their view), and the views (class, frame in window
    /// points, alpha, hidden, identifier, accessibility, text, constraints).
    @MainActor func testTheTreeOfASceneCarriesTheIssuesFields() async {
        let (harness, control, _, rooms, sheet) = makeScene()
        let reply = control.request("tree")
        XCTAssertEqual(reply?.ok, true)
        XCTAssertEqual(reply?.text, "", "vitrinectl prints the document alone")
        let doc = parse(drain(reply?.payload).bytes)
        XCTAssertEqual(doc["version"] as? Int, 1)
        XCTAssertEqual(doc["truncated"] as? Bool, false)
        let windows = doc["windows"] as? [[String: Any]] ?? []
        XCTAssertEqual(windows.count, 1)
        let window = windows.first ?? [:]
        XCTAssertEqual(window["class"] as? String, "UIWindow")
        XCTAssertEqual(window["isKeyWindow"] as? Bool, true)

        // View controllers: navigation controller → child, and the presented sheet.
        let root = window["rootViewController"] as? [String: Any] ?? [:]
        XCTAssertEqual(root["class"] as? String, "UINavigationController")
        XCTAssertEqual(root["restorationIdentifier"] as? String, "nav")
        let child = (root["children"] as? [[String: Any]])?.first ?? [:]
        XCTAssertEqual(child["class"] as? String, "RoomsViewController")
        XCTAssertEqual(child["title"] as? String, "Rooms")
        XCTAssertEqual(child["restorationIdentifier"] as? String, "rooms")
        XCTAssertEqual(child["view"] as? Int, ViewTreeNodeWriter.id(of: rooms.view))
        let presented = root["presented"] as? [String: Any] ?? [:]
        XCTAssertEqual(presented["class"] as? String, "UIViewController")
        XCTAssertEqual(presented["title"] as? String, "Details")
        XCTAssertEqual(presented["view"] as? Int, ViewTreeNodeWriter.id(of: sheet.view))
        XCTAssertNil(child["presented"], "listed once, under the controller that presented it")

        let all = nodes(doc)
        XCTAssertEqual(doc["views"] as? Int, all.count)
        func node(_ v: UIView) -> [String: Any] {
            all.first { $0["id"] as? Int == ViewTreeNodeWriter.id(of: v) } ?? [:]
        }
        // The controller's view says whose it is.
        XCTAssertEqual(node(rooms.view)["viewController"] as? String, "RoomsViewController")

        let button = node(rooms.button)
        XCTAssertEqual(button["class"] as? String, "UIButton")
        XCTAssertEqual(button["accessibilityIdentifier"] as? String, "lights")
        XCTAssertEqual(button["accessibilityLabel"] as? String, "Lights")
        XCTAssertEqual(button["accessibilityTraits"] as? [String], ["button"])
        XCTAssertEqual(button["isAccessibilityElement"] as? Bool, true)
        XCTAssertEqual(button["text"] as? String, "Lights")
        XCTAssertEqual(button["alpha"] as? Double, 1)
        XCTAssertEqual(button["hidden"] as? Bool, false)
        // Frame in window points: the button's frame in the controller's view, moved by where
        // that view is in the window.
        let expected = rooms.button.convert(rooms.button.bounds, to: nil)
        let frame = button["frame"] as? [String: Double] ?? [:]
        XCTAssertEqual(frame["x"], Double(expected.minX))
        XCTAssertEqual(frame["y"], Double(expected.minY))
        XCTAssertEqual(frame["width"], 100)
        XCTAssertEqual(frame["height"], 44)

        let label = node(rooms.label)
        XCTAssertEqual(label["text"] as? String, "Living room")
        XCTAssertEqual(label["accessibilityTraits"] as? [String], ["staticText"])

        let field = node(rooms.field)
        XCTAssertEqual(field["class"] as? String, "UITextField")
        XCTAssertEqual(field["text"] as? String, "Den")
        XCTAssertEqual(field["placeholder"] as? String, "Room name")
        XCTAssertEqual(field["accessibilityValue"] as? String, "Den")

        // Constraints, on the views they are installed on: the box's width on the box, the
        // aspect and the edges on an ancestor (Vitrine installs a two-item constraint there).
        let width = (node(rooms.box)["constraints"] as? [[String: Any]] ?? []).first
        XCTAssertEqual(width?["firstAttribute"] as? String, "width")
        XCTAssertEqual(width?["constant"] as? Double, 50)
        XCTAssertNil(width?["second"], "a constant constraint has no second item")
        let all2 = all.flatMap { ($0["constraints"] as? [[String: Any]]) ?? [] }
        let aspect = all2.first { $0["secondAttribute"] as? String == "width" && $0["firstAttribute"] as? String == "height" }
        XCTAssertEqual(aspect?["multiplier"] as? Double, 0.5)
        XCTAssertEqual(aspect?["relation"] as? String, "==")
        XCTAssertEqual(aspect?["priority"] as? Double, 1000)
        XCTAssertEqual(aspect?["active"] as? Bool, true)
        XCTAssertEqual((aspect?["first"] as? [String: Any])?["view"] as? Int, ViewTreeNodeWriter.id(of: rooms.box))
        let top = all2.first { $0["firstAttribute"] as? String == "top" && ($0["first"] as? [String: Any])?["view"] as? Int == ViewTreeNodeWriter.id(of: rooms.box) }
        XCTAssertEqual(top?["constant"] as? Double, 250)
        XCTAssertEqual((top?["second"] as? [String: Any])?["view"] as? Int, ViewTreeNodeWriter.id(of: rooms.view))

        // The presented controller's view is in the tree too.
        XCTAssertFalse(node(sheet.view).isEmpty)
        withExtendedLifetime(harness) {}  // the scene stays on its screen for the whole test
    }

    /// Views are referred to by number (`id`, a constraint's `view`, a controller's `view`), so
    /// the numbers must come back exactly from any JSON reader: integers of at most 2^53, which
    /// doubles hold exactly (jq, JavaScript), and which Foundation's `JSONSerialization` reads
    /// back as the same `Int` (it misreads some 19-digit integers, which made lookups by id fail
    /// now and then).
    @MainActor func testViewNumbersAreExactInEveryJSONReader() async {
        let (harness, control, _, rooms, _) = makeScene()
        let doc = parse(drain(control.request("tree")?.payload).bytes)
        let all = nodes(doc)
        XCTAssertGreaterThan(all.count, 8)
        for n in all {
            guard let id = n["id"] as? Int else { XCTFail("a node without an integer id: \(n["class"] ?? "?")"); continue }
            XCTAssertTrue(id > 0 && id <= 1 << 53, "id \(id) of \(n["class"] ?? "?") is not exact as a double")
        }
        for v in [rooms.view!, rooms.label, rooms.button, rooms.field, rooms.box] {
            XCTAssertEqual(all.filter { $0["id"] as? Int == ViewTreeNodeWriter.id(of: v) }.count, 1, "\(type(of: v)) found by its number")
        }
        withExtendedLifetime(harness) {}
    }

    /// `--id` gives one view's subtree; `--window` one window; bad arguments are errors.
    @MainActor func testOptionsSelectASubtreeOrAWindowAndBadOnesAreErrors() async {
        let (harness, control, _, _, _) = makeScene()
        let sub = parse(drain(control.request("tree --id lights")?.payload).bytes)
        let subtree = sub["subtree"] as? [[String: Any]] ?? []
        XCTAssertEqual(subtree.first?["accessibilityIdentifier"] as? String, "lights")
        XCTAssertNil(sub["windows"])
        let one = parse(drain(control.request("tree --window 0")?.payload).bytes)
        XCTAssertEqual((one["windows"] as? [Any])?.count, 1)
        XCTAssertEqual(control.request("tree --id nothing")?.ok, false)
        XCTAssertEqual(control.request("tree --window 7")?.ok, false)
        XCTAssertEqual(control.request("tree --max-views zero")?.ok, false)
        XCTAssertEqual(control.request("tree --colour")?.ok, false)
        XCTAssertEqual(control.request("tree --max-views")?.ok, false)
        let capped = parse(drain(control.request("tree --max-views 3")?.payload).bytes)
        XCTAssertEqual(capped["views"] as? Int, 3)
        XCTAssertEqual(capped["truncated"] as? Bool, true)
        withExtendedLifetime(harness) {}  // the scene stays on its screen for the whole test
    }

    // MARK: Large trees

    @MainActor private func addGrid(_ n: Int, to window: UIWindow) -> UIView {
        let container = UIView(frame: window.bounds)
        // 100 rows of 100 leaves (a few levels, as real trees have).
        var row: UIView?
        for i in 0..<n {
            if i % 100 == 0 {
                let r = UIView(frame: CGRect(x: 0, y: CGFloat(i / 100), width: 300, height: 1))
                container.addSubview(r)
                row = r
            }
            let leaf = i % 10 == 0 ? UILabel(frame: CGRect(x: i % 100, y: 0, width: 1, height: 1)) : UIView(frame: CGRect(x: i % 100, y: 0, width: 1, height: 1))
            (leaf as? UILabel)?.text = "cell \(i)"
            row?.addSubview(leaf)
        }
        window.addSubview(container)
        return container
    }

    /// A 10,000-view tree streams in many chunks, none above the size asked for, and the
    /// whole is valid JSON with every view.
    @MainActor func testATenThousandViewTreeStreamsInBoundedChunks() async {
        let h = HeadlessHarness(width: 320, height: 240)
        h.window.makeKeyAndVisible()
        let container = addGrid(10_000, to: h.window)
        let payload = ViewTreePayload(roots: h.screen.windows, screenSize: h.screen.bounds.size, scale: 1)
        let (bytes, chunks) = drain(payload)
        XCTAssertGreaterThan(chunks.count, 50, "streamed in many pieces")
        XCTAssertTrue(chunks.allSatisfy { $0 <= 16 * 1024 }, "each chunk at most what the socket asked for")
        let doc = parse(bytes)
        XCTAssertEqual(doc["truncated"] as? Bool, false)
        // The window, the container, 100 rows and 10,000 leaves.
        XCTAssertEqual(doc["views"] as? Int, 1 + 1 + 100 + 10_000)
        XCTAssertEqual(nodes(doc).count, 10_102)
        XCTAssertEqual(nodes(doc).filter { ($0["text"] as? String)?.hasPrefix("cell ") == true }.count, 1_000)
        _ = container
    }

    /// At the view or byte limit the walk stops and the document still ends, valid, with
    /// `"truncated":true`.
    @MainActor func testALimitEndsTheDocumentValidAndMarkedTruncated() async {
        let h = HeadlessHarness(width: 320, height: 240)
        h.window.makeKeyAndVisible()
        _ = addGrid(2_000, to: h.window)
        let byViews = ViewTreePayload(roots: h.screen.windows, screenSize: h.screen.bounds.size, scale: 1,
                                      limits: .init(maxViews: 150, maxBytes: 16 << 20))
        let a = parse(drain(byViews).bytes)
        XCTAssertEqual(a["truncated"] as? Bool, true)
        XCTAssertEqual(a["views"] as? Int, 150)
        XCTAssertEqual(nodes(a).count, 150)

        let limit = 128 * 1024
        let byBytes = ViewTreePayload(roots: h.screen.windows, screenSize: h.screen.bounds.size, scale: 1,
                                      limits: .init(maxViews: 50_000, maxBytes: limit))
        let (bytes, _) = drain(byBytes, maxBytes: 4096)
        XCTAssertLessThanOrEqual(bytes.count, limit)
        let b = parse(bytes)
        XCTAssertEqual(b["truncated"] as? Bool, true)
        XCTAssertGreaterThan(b["views"] as? Int ?? 0, 100)
        XCTAssertLessThan(b["views"] as? Int ?? 0, 2_102)
    }

    /// Views removed and freed between chunks, and views added, never break the document:
    /// freed ones are left out, the rest are written, the JSON is valid.
    @MainActor func testTheTreeChangingBetweenChunksStaysValid() async {
        let h = HeadlessHarness(width: 320, height: 240)
        h.window.makeKeyAndVisible()
        var container: UIView? = addGrid(3_000, to: h.window)
        let payload = ViewTreePayload(roots: h.screen.windows, screenSize: h.screen.bounds.size, scale: 1)
        let (bytes, chunks) = drain(payload, maxBytes: 2048) { n in
            switch n {
            case 2:
                // Free the last rows (not yet written) and move a leaf elsewhere.
                if let rows = container?.subviews {
                    for r in rows.suffix(15) { r.removeFromSuperview() }
                    rows[20].subviews.first.map { h.window.addSubview($0) }
                }
            case 5:
                // Free everything below the window, and add a new view.
                container?.removeFromSuperview()
                container = nil
                h.window.addSubview(UILabel())
            default: break
            }
        }
        XCTAssertGreaterThan(chunks.count, 5)
        let doc = parse(bytes)
        XCTAssertEqual(doc["truncated"] as? Bool, false)
        let written = doc["views"] as? Int ?? 0
        XCTAssertEqual(nodes(doc).count, written)
        XCTAssertLessThan(written, 3_032, "the freed views were left out")
    }
}
