import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The built-in views' default colours resolved in dark appearance: each is one of UIKit's
/// dynamic system colours (so it changes with `userInterfaceStyle`), and the text inputs' caret,
/// selection and handles follow the input's `tintColor`.
final class DarkModeColorTests: XCTestCase {
    private static let light = UITraitCollection(userInterfaceStyle: .light)
    private static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// The colour's 8-bit components and alpha in hundredths, resolved for `traits`.
    private func rgba(_ c: UIColor?, _ traits: UITraitCollection) -> [Int] {
        guard let v = c?.resolvedColor(with: traits).color else { return [] }
        return [Int((v.red * 255).rounded()), Int((v.green * 255).rounded()), Int((v.blue * 255).rounded()), Int((v.alpha * 100).rounded())]
    }

    /// A table of `style` with one titled section, laid out in a window.
    @MainActor private func titledTable(_ style: UITableView.Style, source: TitledSectionSource, in h: HeadlessHarness) -> UITableView {
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), style: style)
        t.dataSource = source
        h.window.addSubview(t)
        t.reloadData()
        t.layoutIfNeeded()
        return t
    }

    /// UIKit (UITableViewHeaderFooterView, iOS 13 and later): a plain table's title header is a
    /// grey band in `secondarySystemBackground` with `label` text; a grouped one has
    /// `secondaryLabel` text and no band. In dark appearance: #1C1C1E band, white text, and
    /// #EBEBF5 at 60 % (not the light-only #F7F7F7 band and #6D6D72 text).
    @MainActor func testTableTitleHeadersResolveToDarkSystemColours() async {
        let h = HeadlessHarness(width: 300, height: 400)
        let source = TitledSectionSource()
        let plain = titledTable(.plain, source: source, in: h)
        let header = plain.headerView(forSection: 0)
        XCTAssertNotNil(header)
        XCTAssertEqual(rgba(header?.backgroundColor, Self.dark), [0x1C, 0x1C, 0x1E, 100])
        XCTAssertEqual(rgba(header?.backgroundColor, Self.light), [0xF2, 0xF2, 0xF7, 100])
        XCTAssertEqual(rgba(header?.textLabel?.textColor, Self.dark), [255, 255, 255, 100])
        let grouped = titledTable(.grouped, source: source, in: h)
        let groupedHeader = grouped.headerView(forSection: 0)
        XCTAssertNotNil(groupedHeader)
        XCTAssertEqual(rgba(groupedHeader?.textLabel?.textColor, Self.dark), [0xEB, 0xEB, 0xF5, 60])
        XCTAssertEqual(rgba(grouped.backgroundColor, Self.dark), [0, 0, 0, 100], "systemGroupedBackground")
        withExtendedLifetime(source) {}
    }

    /// UIKit (UISwitch): the off track is the system's translucent fill, which is lighter in
    /// dark appearance (`secondarySystemFill`, #787880 at 32 %), and the thumb stays white.
    @MainActor func testSwitchOffTrackIsTheDarkSystemFill() async {
        let s = UISwitch()
        XCTAssertEqual(rgba(s.trackView.backgroundColor, Self.dark), [0x78, 0x78, 0x80, 32])
        XCTAssertEqual(rgba(s.trackView.backgroundColor, Self.light), [0x78, 0x78, 0x80, 16])
        XCTAssertEqual(rgba(s.thumbView.backgroundColor, Self.dark), [255, 255, 255, 100])
    }

    /// UIKit (UISlider): the track right of the thumb is the system fill (#787880 at 36 % in
    /// dark appearance); the track left of it is the slider's `tintColor` unless
    /// `minimumTrackTintColor` is set.
    @MainActor func testSliderTracksFollowAppearanceAndTint() async {
        let h = HeadlessHarness(width: 300, height: 100)
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        h.window.addSubview(s)
        XCTAssertEqual(rgba(s.maximumTrackView.backgroundColor, Self.dark), [0x78, 0x78, 0x80, 36])
        h.window.tintColor = .systemOrange
        XCTAssertEqual(rgba(s.minimumTrackView.backgroundColor, Self.dark), [0xFF, 0x9F, 0x0A, 100], "the inherited tint")
        s.minimumTrackTintColor = .systemPink
        XCTAssertEqual(rgba(s.minimumTrackView.backgroundColor, Self.dark), [0xFF, 0x37, 0x5F, 100])
    }

    /// The smaller chrome in dark appearance: the bars' hairline turns a 15 % white (a 30 %
    /// black line does not show on the dark bar), a `.default` scroll indicator a 35 % white
    /// (UIKit: the default style adapts to the background; `.black` stays black), the loupe's
    /// lens the system background (black), and a `.normal` swipe action `systemGray3`.
    @MainActor func testBarHairlineIndicatorLoupeAndSwipeActionInDarkAppearance() async {
        XCTAssertEqual(rgba(UIColor.barHairline, Self.dark), [255, 255, 255, 15])
        XCTAssertEqual(rgba(UIColor.barHairline, Self.light), [0, 0, 0, 30])
        let scroll = UIScrollView()
        XCTAssertEqual(rgba(scroll.scrollIndicatorColor, Self.dark), [255, 255, 255, 35])
        XCTAssertEqual(rgba(scroll.scrollIndicatorColor, Self.light), [0, 0, 0, 35])
        scroll.indicatorStyle = .black
        XCTAssertEqual(rgba(scroll.scrollIndicatorColor, Self.dark), [0, 0, 0, 35])
        XCTAssertEqual(rgba(TextLoupeView(frame: .zero).backgroundColor, Self.dark), [0, 0, 0, 100])
        let action = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        XCTAssertEqual(rgba(action.backgroundColor, Self.dark), [0x48, 0x48, 0x4A, 100])
    }

    /// UIKit (`UIColor.placeholderText`): a field's placeholder is drawn in the placeholder
    /// colour, #EBEBF5 at 30 % in dark appearance. Over black that is a grey near (70, 70, 74);
    /// the light-only #3C3C43 at 30 % would be (18, 18, 20), too dark to read.
    @MainActor func testPlaceholderIsReadableInDarkAppearance() async {
        let h = darkHarness(width: 200, height: 60)
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        f.placeholder = "Placeholder"
        h.window.addSubview(f)
        h.renderFrames()
        let brightest = brightestGreen(h, in: f.frame)
        XCTAssertGreaterThan(brightest, 50, "placeholder glyphs lighter than the background")
        XCTAssertLessThan(brightest, 90, "placeholder, not full label white")
    }

    /// A `.line` field's frame is the text colour at 80 %: over white the 20 % grey iOS draws,
    /// and a light grey that shows on a dark background (not the fixed dark grey, invisible
    /// on black).
    @MainActor func testLineBorderShowsInDarkAppearance() async {
        let h = darkHarness(width: 200, height: 60)
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        f.borderStyle = .line
        h.window.addSubview(f)
        h.renderFrames()
        let p = h.screenshot[100, 10]
        XCTAssertEqual([Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)], [204, 204, 204], "white at 80 % over black")
    }

    /// UIKit (`tintColor`, UITextInput): the caret, the selection highlight and the selection
    /// handles are drawn in the text input's tint colour, the highlight at reduced alpha
    /// (20 % here); a tint set on the field (or inherited) reaches them, and a later change
    /// does too.
    @MainActor func testTextInputCaretSelectionAndHandlesFollowTintColor() async {
        let h = HeadlessHarness(width: 300, height: 100)
        h.screen.userInterfaceStyle = .dark
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 280, height: 34))
        f.text = "hello"
        f.tintColor = .systemOrange
        h.window.addSubview(f)
        XCTAssertTrue(f.becomeFirstResponder())
        let interaction = f.textInteraction
        h.renderFrames()
        XCTAssertNotNil(interaction.caretView.superview, "caret shown")
        let orange = [0xFF, 0x9F, 0x0A, 100]
        XCTAssertEqual(rgba(interaction.caretView.backgroundColor, Self.dark), orange)
        f.selectedTextRange = IndexedTextRange(NSRange(location: 0, length: 5))
        h.renderFrames()
        XCTAssertNotNil(interaction.highlightView.superview, "selection shown")
        XCTAssertEqual(rgba(interaction.highlightView.color, Self.dark), [0xFF, 0x9F, 0x0A, 20])
        XCTAssertEqual(rgba(interaction.startHandle.tintColor, Self.dark), orange)
        // The end handle's knob, as drawn on the screen.
        let knob = f.convert(interaction.endHandle.knobCenter, to: h.window)
        let p = h.screenshot[Int(knob.x), Int(knob.y)]
        XCTAssertEqual([Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)], [0xFF, 0x9F, 0x0A], "the knob is drawn in the tint")
        f.tintColor = .systemPink
        XCTAssertEqual(rgba(interaction.highlightView.color, Self.dark), [0xFF, 0x37, 0x5F, 20], "a new tint reaches the highlight")
        XCTAssertEqual(rgba(interaction.endHandle.tintColor, Self.dark), [0xFF, 0x37, 0x5F, 100])
        interaction.tintColor = .systemGreen
        XCTAssertEqual(rgba(interaction.endHandle.tintColor, Self.dark), [0x30, 0xD1, 0x58, 100], "the interaction's own tint wins")
        interaction.tintColor = nil
        XCTAssertEqual(rgba(interaction.tintColor, Self.dark), [0xFF, 0x37, 0x5F, 100], "nil follows the field again")
    }
}

/// One section titled "Section" with two rows (header and footer titles).
@MainActor
final class TitledSectionSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "Row \(indexPath.row)"
        return c
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section" }
}

/// Text measured or laid out before its view joins a dark window.
final class DarkModeTextRelayoutTests: XCTestCase {
    /// UIKit (`UIColor.label`, dynamic colours): a view's dynamic colours resolve against its
    /// current trait collection when it draws. A label, a field and a text view given their
    /// text (and measured) before they join a dark window draw it in the dark `label` colour,
    /// white, not the light appearance's black they were first laid out in.
    @MainActor func testTextLaidOutInLightIsDrawnInDarkLabelColour() async {
        let h = darkHarness(width: 300, height: 200)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 280, height: 30))
        label.text = "Label"
        _ = label.intrinsicContentSize
        let field = UITextField(frame: CGRect(x: 10, y: 50, width: 280, height: 34))
        field.text = "Field"
        _ = field.intrinsicContentSize
        let view = UITextView(frame: CGRect(x: 10, y: 100, width: 280, height: 60))
        view.backgroundColor = .clear
        view.text = "Text view"
        _ = view.sizeThatFits(CGSize(width: 280, height: 1000))
        for v in [label, field, view] as [UIView] { h.window.addSubview(v) }
        h.renderFrames()
        XCTAssertGreaterThan(brightestGreen(h, in: label.frame), 200, "label text is white")
        XCTAssertGreaterThan(brightestGreen(h, in: field.frame), 200, "field text is white")
        XCTAssertGreaterThan(brightestGreen(h, in: view.frame), 200, "text view text is white")
    }

    /// The same when the screen's appearance changes under text already drawn (the kiosk's
    /// `appearance` setting reloaded): black on the light screen, white after the switch.
    @MainActor func testTextDrawnInLightIsRedrawnInDarkLabelColour() async {
        let h = HeadlessHarness(width: 300, height: 200)
        h.window.backgroundColor = .gray
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 280, height: 30))
        label.text = "Label"
        let field = UITextField(frame: CGRect(x: 10, y: 50, width: 280, height: 34))
        field.text = "Field"
        let view = UITextView(frame: CGRect(x: 10, y: 100, width: 280, height: 60))
        view.backgroundColor = .clear
        view.text = "Text view"
        for v in [label, field, view] as [UIView] { h.window.addSubview(v) }
        h.renderFrames()
        XCTAssertLessThan(brightestGreen(h, in: label.frame), 200, "light: no white text")
        h.screen.userInterfaceStyle = .dark
        h.renderFrames()
        XCTAssertGreaterThan(brightestGreen(h, in: label.frame), 200, "label text is white")
        XCTAssertGreaterThan(brightestGreen(h, in: field.frame), 200, "field text is white")
        XCTAssertGreaterThan(brightestGreen(h, in: view.frame), 200, "text view text is white")
    }
}

/// The brightest green component in `rect` (window points at scale 1) of the screenshot.
@MainActor private func brightestGreen(_ h: HeadlessHarness, in rect: CGRect) -> Int {
    let shot = h.screenshot
    var m = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) { m = max(m, Int((shot[x, y] >> 8) & 0xFF)) }
    }
    return m
}

/// A harness whose screen is in dark appearance, with a black window.
@MainActor private func darkHarness(width: Int, height: Int) -> HeadlessHarness {
    let h = HeadlessHarness(width: width, height: height)
    h.screen.userInterfaceStyle = .dark
    h.window.backgroundColor = .black
    return h
}
