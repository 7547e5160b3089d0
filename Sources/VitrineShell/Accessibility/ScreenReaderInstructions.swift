import VitrinePlatform

/// What the screen reader says about its own keys, in English or Korean (the reader's app
/// language picks: Korean for `ko`, English otherwise): how to use the keypad, named from the
/// configured key map so that it names the keys the kiosk really has, and the volume level.
struct ScreenReaderInstructions: Equatable {
    /// The words.
    var text: String
    /// The language they are in (`en` or `ko`).
    var language: String

    /// Whether `appLanguage` is Korean.
    static func isKorean(_ appLanguage: String?) -> Bool {
        appLanguage.map { $0 == "ko" || $0.hasPrefix("ko-") } ?? false
    }

    /// How to use the keys `keys` binds, one sentence an action ("Keypad 6 or right arrow:
    /// next item."), in the map's action order; `start` and `help` share one sentence, since
    /// `start` is help once the reader is on. Actions without keys are left out.
    init(keys: AccessibilityKeyMap, appLanguage: String?) {
        let korean = Self.isKorean(appLanguage)
        language = korean ? "ko" : "en"
        var sentences: [String] = []
        for action in AccessibilityKeyAction.allCases where action != .help {
            let codes = action == .start ? keys.codes(for: .start) + keys.codes(for: .help) : keys.codes(for: action)
            guard !codes.isEmpty else { continue }
            let names = codes.map { Self.spokenName(of: $0, korean: korean) }
            let joined = names.joined(separator: korean ? " 또는 " : " or ")
            let what = korean ? Self.koreanWords[action] : Self.englishWords[action]
            sentences.append("\(Self.capitalized(joined)): \(what ?? action.rawValue).")
        }
        text = sentences.joined(separator: " ")
    }

    /// "volume 5 of 9" (Korean: "음량 9단계 중 5").
    static func volume(step: Int, of steps: Int, appLanguage: String?) -> ScreenReaderInstructions {
        isKorean(appLanguage) ? .init(text: "음량 \(steps)단계 중 \(step)", language: "ko")
                              : .init(text: "volume \(step) of \(steps)", language: "en")
    }

    private init(text: String, language: String) {
        self.text = text
        self.language = language
    }

    private static let englishWords: [AccessibilityKeyAction: String] = [
        .start: "help", .next: "next item", .previous: "previous item", .activate: "activate",
        .increment: "adjust up", .decrement: "adjust down", .escape: "go back", .clear: "delete a character, or go back",
        .repeat: "repeat", .volumeUp: "louder", .volumeDown: "quieter", .readAll: "read everything", .magicTap: "main action",
    ]

    private static let koreanWords: [AccessibilityKeyAction: String] = [
        .start: "도움말", .next: "다음 항목", .previous: "이전 항목", .activate: "실행",
        .increment: "값 올리기", .decrement: "값 내리기", .escape: "뒤로", .clear: "한 글자 지우기 또는 뒤로",
        .repeat: "다시 듣기", .volumeUp: "소리 크게", .volumeDown: "소리 작게", .readAll: "모두 읽기", .magicTap: "주요 동작",
    ]

    /// Keys by what is printed on them, for the keys a keypad has; others by their Linux name.
    private static let englishKeys: [String: String] = [
        "right": "right arrow", "left": "left arrow", "up": "up arrow", "down": "down arrow", "enter": "Enter",
        "kpenter": "keypad Enter", "esc": "Escape", "cancel": "Cancel", "backspace": "Backspace", "help": "Help",
        "kpasterisk": "keypad star", "kpdot": "keypad dot", "kpplus": "keypad plus", "kpminus": "keypad minus",
        "kpslash": "keypad slash", "volumeup": "volume up", "volumedown": "volume down", "again": "Again",
        "playpause": "play pause", "space": "space", "tab": "Tab", "delete": "Delete",
    ]

    private static let koreanKeys: [String: String] = [
        "right": "오른쪽 화살표", "left": "왼쪽 화살표", "up": "위쪽 화살표", "down": "아래쪽 화살표", "enter": "엔터",
        "kpenter": "키패드 엔터", "esc": "ESC", "cancel": "취소", "backspace": "백스페이스", "help": "도움말",
        "kpasterisk": "키패드 별표", "kpdot": "키패드 점", "kpplus": "키패드 더하기", "kpminus": "키패드 빼기",
        "kpslash": "키패드 나누기", "volumeup": "볼륨 높이기", "volumedown": "볼륨 낮추기", "again": "다시",
        "playpause": "재생 일시정지", "space": "스페이스", "tab": "탭", "delete": "삭제",
    ]

    /// "keypad 6", "right arrow", "Cancel", "F1"; a key with no friendlier name by its Linux name.
    static func spokenName(of code: Int, korean: Bool) -> String {
        guard let name = LinuxKeyName.name(of: code) else { return "\(code)" }
        if name.hasPrefix("kp"), let digit = Int(name.dropFirst(2)) { return (korean ? "키패드 " : "keypad ") + "\(digit)" }
        if name.hasPrefix("f"), Int(name.dropFirst()) != nil { return name.uppercased() }
        return (korean ? koreanKeys[name] : englishKeys[name]) ?? name
    }

    private static func capitalized(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }
}
