import Vitrine
import VitrinePlatform

/// The text scene (`--scene text`): a museum's visitor kiosk that greets a Korean visitor by
/// name and shows its floor guide in many scripts — Latin with kerning and ligatures, Hangul,
/// Japanese, Chinese, Arabic and Hebrew (right-aligned by their own direction), a line mixing
/// Arabic and English, Devanagari, Thai, emoji with a ZWJ family — next to exhibit titles cut
/// in each of UILabel's six line-break modes, paragraphs of one, three and any number of
/// lines (one of them justified) and today's prices as attributed strings. Every font follows
/// Dynamic Type. Written as an app would be, with `UILabel`, `UIFont`, `UIFontMetrics`,
/// `NSAttributedString` and views only.
@MainActor
final class TextDemoViewController: UIViewController {
    private let screenView = TextDemoView(cards: TextDemoContent.makeCards())

    override func loadView() {
        view = screenView
    }

    /// Every sample label on screen (header and cards; not the captions that name them).
    var sampleLabels: [UILabel] { screenView.sampleLabels }

    /// The scale the screen chose for its size (1 at 1280×800).
    var contentScale: CGFloat { screenView.chosen?.scale ?? 1 }

    /// Moves the idle-timer bar: `frame` of `total`, then round again (the demo keeps
    /// counting frames past `total` while the interface turns).
    func advance(frame: Int, of total: Int) {
        let period = max(1, total)
        screenView.idleProgress = CGFloat(frame % (period + 1)) / CGFloat(period)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            screenView.contentSizeCategoryDidChange()
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // The cards re-flow for the new size (columns and scale) in the root view's
        // layoutSubviews, which the transition runs at the new size.
        view.setNeedsLayout()
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}

/// What the kiosk shows: the cards and their samples.
@MainActor
enum TextDemoContent {
    static let ink = UIColor(rgb: 0x1F1B16)
    static let soft = UIColor(rgb: 0x6B6258)
    static let accent = UIColor(rgb: 0x8C2F39)
    static let card = UIColor(rgb: 0xFFFDF8)

    static func makeCards() -> [TextDemoCard] {
        [greeting(), welcome(), nowShowing(), about(), tickets()]
    }

    /// The visitor's greeting: Hangul with an emoji, a Korean sentence that wraps between
    /// words (as iOS keeps Korean words together), and a ticket with a ZWJ family sequence.
    static func greeting() -> TextDemoCard {
        let c = TextDemoCard(title: "Welcome back", background: accent,
                             titleColor: UIColor(white: 1, alpha: 0.75), captionColor: UIColor(white: 1, alpha: 0.7))
        let name = c.addRow(caption: nil, text: "안녕하세요, 김민준 님 👋", size: 34, weight: .bold, color: .white,
                            style: .largeTitle, language: "ko")
        // A long name shrinks the line rather than losing its end.
        name.adjustsFontSizeToFitWidth = true
        name.minimumScaleFactor = 0.6
        c.addRow(caption: nil, text: "오늘의 가이드 투어는 오후 2시 30분에 제3전시실에서 시작합니다. 입구에서 오디오 가이드를 받으세요.",
                 size: 17, color: .white, lines: 0, lineBreakMode: .byWordWrapping, language: "ko")
        c.addRow(caption: "Your ticket", text: "Family pass 👨‍👩‍👧‍👦 · 2 adults, 2 children · 🎧 ☕",
                 size: 16, weight: .medium, color: .white, lines: 0, lineBreakMode: .byWordWrapping)
        return c
    }

    /// The floor guide's first line in nine scripts, each aligned by its own direction and
    /// wrapped by its own rules when the column is narrow.
    static func welcome() -> TextDemoCard {
        let c = TextDemoCard(title: "Floor guide · 환영합니다", background: card, titleColor: accent, captionColor: soft)
        let lines: [(String, String, String)] = [
            ("English", "en", "Welcome! Official tours start on the first floor."),
            ("日本語", "ja", "ようこそ。展示室は3階にございます。"),
            ("中文", "zh-Hans", "欢迎光临！展厅位于三楼。"),
            ("العربية", "ar", "أهلاً وسهلاً! قاعة العرض في الطابق الثالث."),
            ("עברית", "he", "ברוכים הבאים! האולם בקומה השלישית."),
            ("العربية · English", "ar", "جولة Scripts of the World الساعة 14:30"),
            ("हिन्दी", "hi", "स्वागत है! प्रदर्शनी तीसरी मंज़िल पर है।"),
            ("ไทย", "th", "ยินดีต้อนรับ ห้องจัดแสดงอยู่ที่ชั้นสาม"),
        ]
        for (name, language, text) in lines {
            // Each paragraph aligned by its language, not the interface's direction (which
            // `.natural` follows), as the HIG asks of mixed-language text.
            let rightToLeft = VitrineConfiguration.Display.LayoutDirection(language: language) == .rightToLeft
            c.addRow(caption: name, text: text, size: 18, color: ink, lines: 0, lineBreakMode: .byWordWrapping,
                     alignment: rightToLeft ? .right : .left, language: language)
        }
        return c
    }

    /// Exhibit titles too long for their row, cut in each of the six line-break modes.
    static func nowShowing() -> TextDemoCard {
        let c = TextDemoCard(title: "Now showing", background: card, titleColor: accent, captionColor: soft)
        let rows: [(String, String, NSLineBreakMode, Int)] = [
            ("Truncating head", "Gallery 3 › Scripts of the World › East Asia › Hangul, the alphabet of King Sejong (1446)", .byTruncatingHead, 1),
            ("Truncating middle", "Codex Seraphinianus, an encyclopedia of an imaginary world in an invented script (1981)", .byTruncatingMiddle, 1),
            ("Truncating tail", "The Gutenberg Bible, one of forty-nine surviving copies of the first book printed with movable type", .byTruncatingTail, 1),
            ("Clipping", "Calligraphy workshop every Saturday and Sunday afternoon in the Learning Centre", .byClipping, 1),
            ("Word wrapping · 2 lines", "Letterpress demonstrations: watch our printers set a page of metal type by hand and pull a proof on the 1850 Albion press.", .byWordWrapping, 2),
            ("Character wrapping · 2 lines", "Letterpress demonstrations: watch our printers set a page of metal type by hand and pull a proof on the 1850 Albion press.", .byCharWrapping, 2),
        ]
        for (caption, text, mode, lines) in rows {
            c.addRow(caption: caption, text: text, size: 16, color: ink, lines: lines, lineBreakMode: mode)
        }
        return c
    }

    /// The exhibition's description in one line, three lines, as many as it needs, justified.
    static func about() -> TextDemoCard {
        let c = TextDemoCard(title: "About the exhibition", background: card, titleColor: accent, captionColor: soft)
        let summary = "Scripts of the World brings together writing systems from five continents and four thousand years, from clay tablets to the screens in your pocket."
        c.addRow(caption: "One line", text: summary, size: 15, color: ink, lines: 1)
        c.addRow(caption: "Three lines", text: summary + " Every script on show is still written today by someone, somewhere: in letters and on shop signs, in schoolbooks, on coins and in text messages. Ask at the desk for the large-print guide.",
                 size: 15, color: ink, lines: 3)
        c.addRow(caption: "Full text", text: "Touch a script on the wall map to hear it read aloud. The audio guide speaks eleven languages.",
                 size: 15, color: ink, lines: 0, lineBreakMode: .byWordWrapping)
        c.addRow(caption: "Justified", text: "Printing with movable type began in China and Korea long before Gutenberg: Jikji, printed in 1377 in Cheongju, is the oldest surviving book printed with movable metal type.",
                 size: 15, color: ink, lines: 0, lineBreakMode: .byWordWrapping, alignment: .justified)
        return c
    }

    /// Today's prices and tours as attributed strings: a struck-out old price, a bold new one,
    /// a link, a highlighted "sold out" with letter spacing.
    static func tickets() -> TextDemoCard {
        let c = TextDemoCard(title: "Tickets today", background: card, titleColor: accent, captionColor: soft)
        func font(_ size: CGFloat, _ weight: UIFont.Weight, _ s: CGFloat, _ traits: UITraitCollection) -> UIFont {
            TextDemoCard.font(size * s, weight, .body, traits)
        }
        c.addRow(caption: "Adults", text: "€16 €12 with the city pass", size: 16, color: ink) { s, t in
            let text = NSMutableAttributedString(string: "€16", attributes: [
                .font: font(16, .regular, s, t), .foregroundColor: soft, .strikethroughStyle: NSUnderlineStyle.single.rawValue])
            text.append(NSAttributedString(string: "  €12", attributes: [.font: font(16, .bold, s, t), .foregroundColor: accent]))
            text.append(NSAttributedString(string: " with the city pass", attributes: [.font: font(16, .regular, s, t), .foregroundColor: ink]))
            return text
        }
        c.addRow(caption: "Members", text: "Free entry · renew at museum.example/join", size: 16, color: ink) { s, t in
            let text = NSMutableAttributedString(string: "Free entry · renew at ", attributes: [.font: font(16, .regular, s, t), .foregroundColor: ink])
            text.append(NSAttributedString(string: "museum.example/join", attributes: [
                .font: font(16, .medium, s, t), .link: "https://museum.example/join"]))
            return text
        }
        c.addRow(caption: "Guided tours", text: "11:00 SOLD OUT · 14:30 · 16:00", size: 16, color: ink) { s, t in
            let text = NSMutableAttributedString(string: "11:00 ", attributes: [.font: font(16, .regular, s, t), .foregroundColor: soft])
            text.append(NSAttributedString(string: " SOLD OUT ", attributes: [
                .font: font(12, .bold, s, t), .foregroundColor: UIColor.white, .backgroundColor: accent, .kern: 1.5 * s]))
            text.append(NSAttributedString(string: " · ", attributes: [.font: font(16, .regular, s, t), .foregroundColor: soft]))
            text.append(NSAttributedString(string: "14:30", attributes: [
                .font: font(16, .bold, s, t), .foregroundColor: ink, .underlineStyle: NSUnderlineStyle.single.rawValue]))
            text.append(NSAttributedString(string: " · 16:00", attributes: [.font: font(16, .regular, s, t), .foregroundColor: ink]))
            return text
        }
        return c
    }
}
