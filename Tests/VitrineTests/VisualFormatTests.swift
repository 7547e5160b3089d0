import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The visual format language, against the examples and rules of Apple's Auto Layout Guide
/// appendix "Visual Format Language" (parser tests on strings) and the layouts they give on
/// the headless harness (frames computed by hand in each test).
final class VisualFormatTests: XCTestCase {
    private func parse(_ format: String, _ names: Set<String>, metrics: [String: CGFloat] = [:]) throws -> VisualFormat {
        try VisualFormatParser.parse(format, metrics: metrics, viewNames: names)
    }

    private func parseError(_ format: String, _ names: Set<String>, metrics: [String: CGFloat] = [:],
                            file: StaticString = #filePath, line: UInt = #line) -> VisualFormatError? {
        do {
            let vf = try VisualFormatParser.parse(format, metrics: metrics, viewNames: names)
            XCTFail("\(format) parsed as \(vf)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    private func eq(_ c: CGFloat, _ r: NSLayoutConstraint.Relation = .equal, _ p: Float? = nil) -> VisualFormat.Predicate {
        VisualFormat.Predicate(relation: r, object: .constant(c), priority: p)
    }

    // MARK: The appendix's examples, parsed

    /// "Standard Space: [button]-[textField]".
    func testStandardSpace() throws {
        let vf = try parse("[button]-[textField]", ["button", "textField"])
        XCTAssertEqual(vf.orientation, .horizontal, "the orientation defaults to horizontal")
        XCTAssertEqual(vf.views.map(\.name), ["button", "textField"])
        XCTAssertEqual(vf.connections, [.standard])
        XCTAssertNil(vf.leadingSuperview)
        XCTAssertNil(vf.trailingSuperview)
    }

    /// "Width Constraint: [button(>=50)]".
    func testWidthConstraint() throws {
        let vf = try parse("[button(>=50)]", ["button"])
        XCTAssertEqual(vf.views, [VisualFormat.View(name: "button", predicates: [eq(50, .greaterThanOrEqual)])])
    }

    /// "Connection to Superview: |-50-[orchidBox]-50-|".
    func testConnectionToSuperview() throws {
        let vf = try parse("|-50-[orchidBox]-50-|", ["orchidBox"])
        XCTAssertEqual(vf.leadingSuperview, .predicates([eq(50)]))
        XCTAssertEqual(vf.trailingSuperview, .predicates([eq(50)]))
        XCTAssertEqual(try parse("|[orchidBox]|", ["orchidBox"]).leadingSuperview, .flush)
        XCTAssertEqual(try parse("|-[orchidBox]-|", ["orchidBox"]).trailingSuperview, .standard)
    }

    /// "Vertical Layout: V:[topField]-10-[bottomField]".
    func testVerticalLayout() throws {
        let vf = try parse("V:[topField]-10-[bottomField]", ["topField", "bottomField"])
        XCTAssertEqual(vf.orientation, .vertical)
        XCTAssertEqual(vf.connections, [.predicates([eq(10)])])
        XCTAssertEqual(try parse("H:[topField]", ["topField"]).orientation, .horizontal)
    }

    /// "Flush Views: [maroonView][blueView]".
    func testFlushViews() throws {
        XCTAssertEqual(try parse("[maroonView][blueView]", ["maroonView", "blueView"]).connections, [.flush])
    }

    /// "Priority: [button(100@20)]".
    func testPriority() throws {
        XCTAssertEqual(try parse("[button(100@20)]", ["button"]).views[0].predicates, [eq(100, .equal, 20)])
    }

    /// "Equal Widths: [button1(==button2)]".
    func testEqualWidths() throws {
        let vf = try parse("[button1(==button2)]", ["button1", "button2"])
        XCTAssertEqual(vf.views[0].predicates, [VisualFormat.Predicate(relation: .equal, object: .view("button2"), priority: nil)])
    }

    /// "Multiple Predicates: [flexibleButton(>=70,<=100)]".
    func testMultiplePredicates() throws {
        let vf = try parse("[flexibleButton(>=70,<=100)]", ["flexibleButton"])
        XCTAssertEqual(vf.views[0].predicates, [eq(70, .greaterThanOrEqual), eq(100, .lessThanOrEqual)])
    }

    /// "A Complete Line of Layout: |-[find]-[findNext]-[findField(>=20)]-|".
    func testCompleteLine() throws {
        let vf = try parse("|-[find]-[findNext]-[findField(>=20)]-|", ["find", "findNext", "findField"])
        XCTAssertEqual(vf.leadingSuperview, .standard)
        XCTAssertEqual(vf.views.map(\.name), ["find", "findNext", "findField"])
        XCTAssertEqual(vf.connections, [.standard, .standard])
        XCTAssertEqual(vf.views[2].predicates, [eq(20, .greaterThanOrEqual)])
        XCTAssertEqual(vf.trailingSuperview, .standard)
    }

    /// "<priority>: <metricName> | <number>", "<constant>: <metricName> | <number>", and a
    /// connection's predicate list: "-(>=8@750)-".
    func testMetricsAndConnectionPredicates() throws {
        let metrics: [String: CGFloat] = ["pad": 12, "high": 750, "side": 44]
        let vf = try parse("|-pad-[a(side@high)]-(>=8@high,<=pad)-[b]", ["a", "b"], metrics: metrics)
        XCTAssertEqual(vf.leadingSuperview, .predicates([eq(12)]))
        XCTAssertEqual(vf.views[0].predicates, [eq(44, .equal, 750)])
        XCTAssertEqual(vf.connections, [.predicates([eq(8, .greaterThanOrEqual, 750), eq(12, .lessThanOrEqual)])])
        // "<number>: As parsed by strtod_l": fractions and signs inside parentheses.
        XCTAssertEqual(try parse("[a]-(-2.5)-[b]", ["a", "b"]).connections, [.predicates([eq(-2.5)])])
    }

    // MARK: Errors

    /// "If you make a syntactic mistake, an exception is thrown with a diagnostic message.
    /// For example: Expected ':' after 'V' to specify vertical arrangement / V|[backgroundBox]| / ^"
    /// — the caret under the offending character.
    func testSyntaxErrorPointsAtThePosition() throws {
        let e = try XCTUnwrap(parseError("V|[backgroundBox]|", ["backgroundBox"]))
        XCTAssertEqual(e.position, 1)
        XCTAssertEqual(e.description,
                       "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement\nV|[backgroundBox]|\n ^")
        XCTAssertEqual(parseError("H:|-[button", ["button"])?.position, 11, "a missing ']' is found at the end")
        XCTAssertEqual(parseError("[a]-[b]x", ["a", "b"])?.position, 7)
        XCTAssertEqual(parseError("[a]-(>=8", ["a"])?.position, 8)
        XCTAssertEqual(parseError("[a]-10[b]", ["a", "b"])?.position, 6, "a space needs its closing dash")
        XCTAssertEqual(parseError("|-[a]|-", ["a"])?.position, 6, "nothing after the superview's edge")
        XCTAssertEqual(parseError("[a(@)]", ["a"])?.position, 3)
        XCTAssertEqual(parseError("", [])?.position, 0)
    }

    /// "<viewName>: … must be a key mapping to an instance of NSView in the passed views
    /// dictionary"; metric names must be keys of the metrics dictionary.
    func testUnknownNamesAreErrors() throws {
        let e = try XCTUnwrap(parseError("[button]-[text]", ["button"]))
        XCTAssertEqual(e.reason, "text is not a key in the views dictionary.")
        XCTAssertEqual(e.position, 14, "the caret after the name")
        XCTAssertEqual(parseError("[a]-gap-[b]", ["a", "b"])?.reason, "gap is not a key in the metrics dictionary.")
        XCTAssertEqual(parseError("[a(==c)]", ["a"])?.reason, "c is not a key in the metrics dictionary.")
        // "You may use a view name as the object of a predicate only if the subject is the
        // width or height of a view": not in a connection.
        XCTAssertEqual(parseError("[a]-(==b)-[b]", ["a", "b"])?.position, 7, "the caret under the view's name")
        // Priorities run from 1 to 1000.
        XCTAssertEqual(parseError("[a(10@1001)]", ["a"])?.position, 6)
    }

    /// The public call never raises: a bad format or a name missing from `views` is logged
    /// with UIKit's message and caret, and no constraints are returned.
    @MainActor func testBadFormatsGiveNoConstraints() async throws {
        let (_, c) = autoLayoutScene()
        let a = constrainedView(in: c)
        XCTAssertEqual(NSLayoutConstraint.constraints(withVisualFormat: "V|[a]|", metrics: nil, views: ["a": a]).count, 0)
        XCTAssertEqual(NSLayoutConstraint.constraints(withVisualFormat: "[a]-[b]", metrics: nil, views: ["a": a]).count, 0)
        XCTAssertEqual(NSLayoutConstraint.constraints(withVisualFormat: "[a]", metrics: nil, views: ["a": "not a view"]).count, 0)
        XCTAssertEqual(NSLayoutConstraint.constraints(withVisualFormat: "[a]", metrics: nil, views: ["a": a]).count, 0,
                       "a lone view with no predicates says nothing")
        do {
            _ = try VisualFormatBuilder.constraints("[a]-[b]", options: [], metrics: [:], views: ["a": a])
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.description, "Unable to parse constraint format: \nb is not a key in the views dictionary.\n[a]-[b]\n      ^")
        }
        // "|" next to a view with no superview.
        let loose = UIView()
        XCTAssertEqual(NSLayoutConstraint.constraints(withVisualFormat: "|[v]", metrics: nil, views: ["v": loose]).count, 0)
        // Alignment along the format's own axis: "Options mask required views to be aligned
        // on a vertical edge, which is not allowed for layout that is also horizontal."
        let b = constrainedView(in: c)
        XCTAssertEqual(NSLayoutConstraint.constraints(withVisualFormat: "[a][b]", options: .alignAllLeft,
                                                      metrics: nil, views: ["a": a, "b": b]).count, 0)
    }

    /// FormatOptions carry UIKit's raw values (NSLayoutFormatOptions: the alignment bits are
    /// 1 << NSLayoutAttribute, directions 0/1/2 << 16, baseline spacing 1 << 19).
    func testFormatOptionsRawValues() {
        typealias O = NSLayoutConstraint.FormatOptions
        XCTAssertEqual([O.alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
                        .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline].map(\.rawValue),
                       [2, 4, 8, 16, 32, 64, 512, 1024, 2048, 4096])
        XCTAssertEqual(O.directionLeadingToTrailing.rawValue, 0)
        XCTAssertEqual(O.directionLeftToRight.rawValue, 0x10000)
        XCTAssertEqual(O.directionRightToLeft.rawValue, 0x20000)
        XCTAssertEqual(O.spacingEdgeToEdge.rawValue, 0)
        XCTAssertEqual(O.spacingBaselineToBaseline.rawValue, 0x80000)
    }

    // MARK: Layouts (container 400 × 300; a plain view's layout margins are 8 on each side)

    @MainActor private func layout(_ formats: [String], options: NSLayoutConstraint.FormatOptions = [],
                                   metrics: [String: Any]? = nil, views: [String: UIView], guides: [String: UILayoutGuide] = [:]) {
        var all: [String: Any] = views
        for (k, g) in guides { all[k] = g }
        for f in formats {
            let cs = NSLayoutConstraint.constraints(withVisualFormat: f, options: options, metrics: metrics, views: all)
            XCTAssertFalse(cs.isEmpty, f)
            XCTAssertTrue(cs.allSatisfy { !$0.isActive }, "returned inactive: the caller activates them")
            NSLayoutConstraint.activate(cs)
        }
    }

    /// "|-50-[orchidBox]-50-|": 50 points from each superview edge; "V:[topField]-10-[bottomField]".
    @MainActor func testSuperviewConnectionsAndVerticalSpace() async {
        let (h, c) = autoLayoutScene()
        let box = constrainedView(in: c), top = constrainedView(in: c), bottom = constrainedView(in: c)
        let views = ["orchidBox": box, "topField": top, "bottomField": bottom]
        layout(["|-50-[orchidBox]-50-|", "V:|-20-[orchidBox(40)]", "|-10-[topField(100)]", "|-10-[bottomField(100)]",
                "V:|-80-[topField(30)]-10-[bottomField(25)]"], views: views)
        h.renderFrames()
        XCTAssertEqual(box.frame, CGRect(x: 50, y: 20, width: 300, height: 40))
        XCTAssertEqual(top.frame, CGRect(x: 10, y: 80, width: 100, height: 30))
        XCTAssertEqual(bottom.frame, CGRect(x: 10, y: 120, width: 100, height: 25), "80 + 30 + 10")
    }

    /// "[button]-[textField]": the standard space between siblings is 8 points;
    /// "[maroonView][blueView]": flush, no space.
    @MainActor func testStandardSpaceAndFlushViews() async {
        let (h, c) = autoLayoutScene()
        let button = constrainedView(in: c), field = constrainedView(in: c), maroon = constrainedView(in: c), blue = constrainedView(in: c)
        layout(["|-10-[button(100)]-[textField(50)]", "|-10-[maroonView(60)][blueView(70)]",
                "V:|-0-[button(20)]", "V:|-0-[textField(20)]", "V:|-40-[maroonView(20)]", "V:|-40-[blueView(20)]"],
               views: ["button": button, "textField": field, "maroonView": maroon, "blueView": blue])
        h.renderFrames()
        XCTAssertEqual(field.frame.minX, 118, "10 + 100 + 8")
        XCTAssertEqual(blue.frame.minX, 70, "10 + 60 + 0")
    }

    /// "|-[find]-[findNext]-[findField(>=20)]-|": "-" next to "|" is the superview's layout
    /// margin ("If we use visual format, strings like … are automatically interpreted as
    /// relative to margins", since iOS 8; the fixed 20 points of iOS 7 is gone), 8 between
    /// siblings; the field takes the rest. Margins changed later move the views.
    @MainActor func testCompleteLineUsesTheSuperviewsMargins() async {
        let (h, c) = autoLayoutScene()
        let find = constrainedView(in: c), next = constrainedView(in: c), field = constrainedView(in: c)
        let views = ["find": find, "findNext": next, "findField": field]
        layout(["|-[find(60)]-[findNext(80)]-[findField(>=20)]-|", "V:|-[find(20)]", "V:|-[findNext(20)]", "V:|-[findField(20)]"],
               views: views)
        h.renderFrames()
        XCTAssertEqual(find.frame, CGRect(x: 8, y: 8, width: 60, height: 20), "the default margins of a view are 8 points")
        XCTAssertEqual(next.frame.minX, 76, "8 + 60 + 8")
        XCTAssertEqual(field.frame.minX, 164, "76 + 80 + 8")
        XCTAssertEqual(field.frame.maxX, 392, "400 - 8")
        c.layoutMargins = UIEdgeInsets(top: 16, left: 20, bottom: 0, right: 30)
        h.renderFrames()
        XCTAssertEqual(find.frame.origin, CGPoint(x: 20, y: 16))
        XCTAssertEqual(field.frame.maxX, 370, "400 - 30")
    }

    /// "[button(100@20)]": a width of 100 at priority 20 gives way to required constraints.
    @MainActor func testPriorityGivesWay() async throws {
        let (h, c) = autoLayoutScene()
        let loose = constrainedView(in: c), squeezed = constrainedView(in: c)
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "[button(100@20)]", metrics: nil, views: ["button": loose])
        XCTAssertEqual(cs.count, 1)
        XCTAssertEqual(cs[0].priority, UILayoutPriority(20))
        XCTAssertEqual(cs[0].firstAttribute, .width)
        layout(["|-10-[a(100@20)]", "|-10-[b(100@20)]-10-|", "V:|[a(10)]-[b(10)]"], views: ["a": loose, "b": squeezed])
        h.renderFrames()
        XCTAssertEqual(loose.frame.width, 100)
        XCTAssertEqual(squeezed.frame.width, 380, "the required edges win: 400 - 10 - 10")
    }

    /// "[button1(==button2)]": equal widths; "[flexibleButton(>=70,<=100)]": both bounds hold
    /// against an optional wish outside them.
    @MainActor func testEqualWidthsAndMultiplePredicates() async {
        let (h, c) = autoLayoutScene()
        let b1 = constrainedView(in: c), b2 = constrainedView(in: c), wide = constrainedView(in: c), narrow = constrainedView(in: c)
        layout(["|-10-[button1(==button2)]-10-[button2]-10-|", "|[wide(>=70,<=100)]", "|[narrow(>=70,<=100)]",
                "V:|[button1(10)]-[button2(10)]-[wide(10)]-[narrow(10)]"],
               views: ["button1": b1, "button2": b2, "wide": wide, "narrow": narrow])
        let wishes = [wide.widthAnchor.constraint(equalToConstant: 200), narrow.widthAnchor.constraint(equalToConstant: 10)]
        for w in wishes { w.priority = .defaultLow }
        NSLayoutConstraint.activate(wishes)
        h.renderFrames()
        XCTAssertEqual(b1.frame.width, 185, "2w + 30 = 400")
        XCTAssertEqual(b2.frame, CGRect(x: 205, y: 18, width: 185, height: 10), "10 + 185 + 10; 10 + 8 down")
        XCTAssertEqual(wide.frame.width, 100)
        XCTAssertEqual(narrow.frame.width, 70)
    }

    /// "-(>=8@750)-" and metrics: a space at least 8 at priority 750 loses to a required width.
    @MainActor func testConnectionPredicatesAndMetrics() async {
        let (h, c) = autoLayoutScene()
        let a = constrainedView(in: c), b = constrainedView(in: c)
        layout(["|-pad-[a(side)]-(>=gap@high)-[b(side)]|", "V:|[a(10)]", "V:|[b(10)]"],
               metrics: ["pad": 24, "side": 190.0, "gap": 8, "high": UILayoutPriority.defaultHigh], views: ["a": a, "b": b])
        h.renderFrames()
        XCTAssertEqual(a.frame.minX, 24)
        XCTAssertEqual(b.frame.minX, 210, "flush to the right edge: 400 - 190")
        XCTAssertEqual(b.frame.minX - a.frame.maxX, -4, "the optional space gives way: 24 + 190 > 210")
    }

    /// "alignAllTop/alignAllCenterY: Align all specified interface elements using … top/centerY
    /// on each"; the views of a horizontal format align across it.
    @MainActor func testAlignmentOptions() async {
        let (h, c) = autoLayoutScene()
        let a = constrainedView(in: c), b = constrainedView(in: c), x = constrainedView(in: c), y = constrainedView(in: c)
        layout(["|-10-[a(50)]-[b(60)]"], options: .alignAllTop, views: ["a": a, "b": b])
        layout(["|-10-[x(50)]-[y(60)]"], options: .alignAllCenterY, views: ["x": x, "y": y])
        layout(["V:|-30-[a(20)]", "V:[b(40)]", "V:|-100-[x(20)]", "V:[y(40)]"], views: ["a": a, "b": b, "x": x, "y": y])
        h.renderFrames()
        XCTAssertEqual(b.frame, CGRect(x: 68, y: 30, width: 60, height: 40))
        XCTAssertEqual(y.frame.minY, 90, "centre 110 - 20")
        // A vertical format aligns leading edges.
        let p = constrainedView(in: c), q = constrainedView(in: c)
        layout(["V:|-200-[p(10)]-[q(10)]"], options: .alignAllLeading, views: ["p": p, "q": q])
        layout(["|-33-[p(40)]", "[q(20)]"], views: ["p": p, "q": q])
        h.renderFrames()
        XCTAssertEqual(q.frame.minX, 33)
    }

    /// "directionLeadingToTrailing (the default): arrange objects in the normal direction of
    /// text" — right to left in a right-to-left superview; "directionLeftToRight" /
    /// "directionRightToLeft" ignore the layout direction.
    @MainActor func testDirectionOptions() async {
        let (h, c) = autoLayoutScene()
        c.semanticContentAttribute = .forceRightToLeft
        let a = constrainedView(in: c), b = constrainedView(in: c), l = constrainedView(in: c), r = constrainedView(in: c)
        layout(["|-10-[a(50)]-[b(60)]", "V:|[a(10)]-[b(10)]"], views: ["a": a, "b": b])
        layout(["|-10-[l(50)]-[r(60)]", "V:|-50-[l(10)]-[r(10)]"], options: .directionLeftToRight, views: ["l": l, "r": r])
        h.renderFrames()
        XCTAssertEqual(a.frame.maxX, 390, "leading is the right edge: 400 - 10")
        XCTAssertEqual(b.frame.maxX, 332, "8 further toward the trailing (left) side: 390 - 50 - 8")
        XCTAssertEqual(l.frame.minX, 10)
        XCTAssertEqual(r.frame.minX, 68)
        c.semanticContentAttribute = .forceLeftToRight
        h.renderFrames()
        XCTAssertEqual(a.frame.minX, 10, "back to left to right")
        XCTAssertEqual(b.frame.minX, 68)
        let p = constrainedView(in: c), q = constrainedView(in: c)
        layout(["|-10-[p(50)]-[q(60)]-(>=0)-|", "V:|-100-[p(10)]-[q(10)]"], options: .directionRightToLeft, views: ["p": p, "q": q])
        h.renderFrames()
        XCTAssertEqual(p.frame.maxX, 390)
        XCTAssertEqual(q.frame.maxX, 332)
    }

    /// Layout guides stand in the views dictionary like views (their `|` is the owning view).
    @MainActor func testLayoutGuideAsAnItem() async {
        let (h, c) = autoLayoutScene()
        let guide = UILayoutGuide()
        c.addLayoutGuide(guide)
        let v = constrainedView(in: c)
        layout(["|-10-[guide(100)][v(20)]", "V:|-5-[guide(30)]", "V:|[v(10)]"], views: ["v": v], guides: ["guide": guide])
        h.renderFrames()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 10, y: 5, width: 100, height: 30))
        XCTAssertEqual(v.frame.minX, 110)
    }

    /// "spacingBaselineToBaseline: Align elements vertically according to their baseline
    /// positions" — a vertical space runs from the upper view's last baseline to the lower
    /// view's first baseline.
    @MainActor func testBaselineToBaselineSpacing() async throws {
        let (h, c) = autoLayoutScene()
        let title = UILabel(), body = UILabel()
        title.font = .systemFont(ofSize: 28)
        body.font = .systemFont(ofSize: 13)
        title.text = "Lobby"
        body.text = "Doors open at 7"
        for l in [title, body] { l.translatesAutoresizingMaskIntoConstraints = false; c.addSubview(l) }
        layout(["V:|-20-[title]-30-[body]", "|[title]", "|[body]"], options: .spacingBaselineToBaseline,
               views: ["title": title, "body": body])
        h.renderFrames()
        let titleBaseline = try XCTUnwrap(title.baselineOffsetsFromCenter).last + title.frame.midY
        let bodyBaseline = try XCTUnwrap(body.baselineOffsetsFromCenter).first + body.frame.midY
        XCTAssertEqual(bodyBaseline - titleBaseline, 30, accuracy: 1, "baseline to baseline (frames are on whole points)")
        XCTAssertEqual(title.frame.minY, 20, "the superview space stays edge to edge")
    }
}
