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
            // Two keys with one printed name (a PC's and a remote's Menu key) are said once.
            var said = Set<String>()
            let names = codes.map { Self.spokenName(of: $0, korean: korean) }.filter { said.insert($0).inserted }
            let joined = names.joined(separator: korean ? " 또는 " : " or ")
            let what = Self.actionWords[action].map { korean ? $0.ko : $0.en } ?? action.rawValue
            sentences.append("\(Self.capitalized(joined)): \(what).")
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

    /// What each action does, in English and Korean.
    private static let actionWords: [AccessibilityKeyAction: (en: String, ko: String)] = [
        .start: ("help", "도움말"), .next: ("next item", "다음 항목"), .previous: ("previous item", "이전 항목"),
        .activate: ("activate", "실행"), .increment: ("adjust up", "값 올리기"), .decrement: ("adjust down", "값 내리기"),
        .escape: ("go back", "뒤로"), .clear: ("delete a character, or go back", "한 글자 지우기 또는 뒤로"),
        .repeat: ("repeat", "다시 듣기"), .volumeUp: ("louder", "소리 크게"), .volumeDown: ("quieter", "소리 작게"),
        .readAll: ("read everything", "모두 읽기"), .magicTap: ("main action", "주요 동작"),
        .pause: ("pause or continue speech", "음성 일시정지 또는 계속"), .rotorNext: ("next rotor setting", "다음 로터 설정"),
        .rotorPrevious: ("previous rotor setting", "이전 로터 설정"),
        .menu: ("accessibility menu", "손쉬운 사용 메뉴"),
    ]

    /// Keys by what is printed on them, for the keys a keypad has, in English and Korean;
    /// others by their Linux name.
    private static let keyWords: [String: (en: String, ko: String)] = [
        "right": ("right arrow", "오른쪽 화살표"), "left": ("left arrow", "왼쪽 화살표"), "up": ("up arrow", "위쪽 화살표"),
        "down": ("down arrow", "아래쪽 화살표"), "enter": ("Enter", "엔터"), "kpenter": ("keypad Enter", "키패드 엔터"),
        "esc": ("Escape", "ESC"), "cancel": ("Cancel", "취소"), "backspace": ("Backspace", "백스페이스"), "help": ("Help", "도움말"),
        "kpasterisk": ("keypad star", "키패드 별표"), "kpdot": ("keypad dot", "키패드 점"), "kpplus": ("keypad plus", "키패드 더하기"),
        "kpminus": ("keypad minus", "키패드 빼기"), "kpslash": ("keypad slash", "키패드 나누기"),
        "volumeup": ("volume up", "볼륨 높이기"), "volumedown": ("volume down", "볼륨 낮추기"), "again": ("Again", "다시"),
        "playpause": ("play pause", "재생 일시정지"), "pause": ("Pause", "일시정지"), "space": ("space", "스페이스"), "tab": ("Tab", "탭"), "delete": ("Delete", "삭제"),
        "compose": ("Menu", "메뉴"), "menu": ("Menu", "메뉴"),
    ]

    /// "keypad 6", "right arrow", "Cancel", "F1"; a key with no friendlier name by its Linux name.
    static func spokenName(of code: Int, korean: Bool) -> String {
        guard let name = LinuxKeyName.name(of: code) else { return "\(code)" }
        if name.hasPrefix("kp"), let digit = Int(name.dropFirst(2)) { return (korean ? "키패드 " : "keypad ") + "\(digit)" }
        if name.hasPrefix("f"), Int(name.dropFirst()) != nil { return name.uppercased() }
        return keyWords[name].map { korean ? $0.ko : $0.en } ?? name
    }

    private static func capitalized(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }
}
