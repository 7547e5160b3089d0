import Foundation
import VitrineGraphics
import Logging

/// The kiosk's configuration: what `Config/vitrine.toml` (installed as
/// `/etc/vitrine/vitrine.toml`) says, with every key optional and defaulting to the values in
/// ``default``. ``ConfigurationLoader`` reads and validates the file; command-line flags then
/// win over it through ``merging(_:)``.
public struct VitrineConfiguration: Equatable, Sendable {
    /// `[display]`: which display backend and output, and how the interface is oriented and scaled.
    public var display: Display
    /// `[input]`: the libinput seat and devices, touchscreen calibration and keyboard.
    public var input: Input
    /// `[fonts]`: the system font family and files, and the content size category.
    public var fonts: Fonts
    /// `[idle]`: dimming and blanking when nobody touches the panel.
    public var idle: Idle
    /// `[shell]`: the kiosk runtime around the app.
    public var shell: Shell
    /// `[log]`: what is logged.
    public var log: Log
    /// `[images]`: limits on decoding images.
    public var images: Images
    /// `[remote]`: the VNC remote console.
    public var remote: Remote = Remote()
    /// `[accessibility]`: the screen reader's language, hint pause and tactile keypad.
    public var accessibility: Accessibility = Accessibility()
    /// `[speech]`: the speech engine's rate and pitch.
    public var speech: Speech = Speech()
    /// `[audio]`: the speech device, volume levels, speaker policy and headphone detection.
    public var audio: Audio = Audio()
    /// Problems the file has that do not stop the kiosk (a `fonts.content_size_category`
    /// nobody knows, which falls back to `large`), each naming the file, line and key; the
    /// kiosk logs them. Empty for a configuration not read from a file.
    public var warnings: [ConfigurationError.Issue] = []

    /// Creates a configuration; every part defaults to its documented default.
    public init(display: Display = Display(), input: Input = Input(), fonts: Fonts = Fonts(),
                idle: Idle = Idle(), shell: Shell = Shell(), log: Log = Log(), images: Images = Images()) {
        self.display = display
        self.input = input
        self.fonts = fonts
        self.idle = idle
        self.shell = shell
        self.log = log
        self.images = images
    }

    /// The configuration of an empty file: every key at its default (the values the shipped
    /// `Config/vitrine.toml` spells out).
    public static let `default` = VitrineConfiguration()
}

extension VitrineConfiguration {
    /// `[display]`.
    public struct Display: Equatable, Sendable {
        /// `backend`: which display backend drives the panel (default ``Backend/auto``).
        public var backend: Backend
        /// `card`: the DRM card or framebuffer device (`/dev/dri/card0`, `/dev/fb0`); `nil` picks
        /// the first one that has a connected display (default).
        public var card: String?
        /// `connector`: the DRM connector by name (`HDMI-A-1`, `DSI-1`); `nil` takes the first
        /// connected one (default).
        public var connector: String?
        /// `mode`: the mode to set; `nil` uses the connector's preferred mode (default).
        public var mode: DRMModeRequest?
        /// `rotation`: how the panel is mounted (default ``Rotation/panelOrientation``).
        public var rotation: Rotation
        /// `allowed_orientations`: the interface orientations the kiosk may turn to at run time
        /// (default all four).
        public var allowedOrientations: [Orientation]
        /// `buffers`: scanout buffers, 2 (double buffering, default) or 3.
        public var buffers: Int
        /// `scale`: pixels per point; 0 (default) derives it from the panel's physical size.
        public var scale: Double
        /// `[display.size_classes]`: where compact size classes end.
        public var sizeClasses: SizeClasses
        /// `layout_direction`: the app's user interface layout direction (the language's
        /// reading direction on iOS): leading and trailing follow it (default: the reading
        /// direction of ``language``, ``LayoutDirection/leftToRight`` without one).
        public var layoutDirection: LayoutDirection
        /// `language`: the interface's language, a BCP 47 tag ("en", "ar", "he-IL"), as iOS
        /// takes it from the language settings: the app's strings, and the layout direction
        /// when `layout_direction` is not given; `nil` (default): English.
        public var language: String?
        /// `appearance`: light or dark appearance for every window (`UIScreen.userInterfaceStyle`;
        /// dynamic and semantic colours follow it) (default ``Appearance/light``).
        public var appearance: Appearance

        /// Creates a display section; every value defaults to its documented default.
        public init(backend: Backend = .auto, card: String? = nil, connector: String? = nil,
                    mode: DRMModeRequest? = nil, rotation: Rotation = .panelOrientation,
                    allowedOrientations: [Orientation] = Orientation.allCases, buffers: Int = 2,
                    scale: Double = 0, sizeClasses: SizeClasses = SizeClasses(),
                    layoutDirection: LayoutDirection = .leftToRight, appearance: Appearance = .light,
                    language: String? = nil) {
            self.backend = backend
            self.card = card
            self.connector = connector
            self.mode = mode
            self.rotation = rotation
            self.allowedOrientations = allowedOrientations
            self.buffers = buffers
            self.scale = scale
            self.sizeClasses = sizeClasses
            self.layoutDirection = layoutDirection
            self.appearance = appearance
            self.language = language
        }

        /// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
        public enum Appearance: String, CaseIterable, Sendable {
            /// Dark text on light backgrounds.
            case light
            /// Light text on dark backgrounds.
            case dark
        }

        /// The interface's layout direction.
        public enum LayoutDirection: String, CaseIterable, Sendable {
            /// Left to right (Latin, Cyrillic, Han, Hangul, …).
            case leftToRight = "left-to-right"
            /// Right to left (Arabic, Hebrew, Persian, Urdu).
            case rightToLeft = "right-to-left"

            /// The reading direction of a language (a BCP 47 tag): right to left for Arabic,
            /// Hebrew, Persian, Urdu and the other languages ICU writes from the right.
            public init(language: String) {
                self = Locale.Language(identifier: language).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
            }
        }

        /// A display backend.
        public enum Backend: String, CaseIterable, Sendable {
            /// DRM/KMS if a card has a connected display, else fbdev, else headless.
            case auto
            /// DRM/KMS (`/dev/dri/card*`).
            case drm
            /// The legacy framebuffer (`/dev/fb*`).
            case fbdev
            /// No display: render into memory (tests, CI, screenshots).
            case headless
            /// No panel: render into memory and serve it over VNC (`[remote] vnc_listen`);
            /// input comes from VNC clients.
            case vnc
        }

        /// How the panel is mounted.
        public enum Rotation: Equatable, Sendable, CustomStringConvertible {
            /// Whatever the connector's "panel orientation" property says (none: 0).
            case panelOrientation
            /// A fixed clockwise rotation: 0, 90, 180 or 270 degrees.
            case degrees(Int)

            /// `auto` or the degrees, as in the file.
            public var description: String {
                switch self {
                case .panelOrientation: return "auto"
                case .degrees(let d): return String(d)
                }
            }
        }

        /// An interface orientation, named as in the file.
        public enum Orientation: String, CaseIterable, Sendable {
            /// `portrait`: as UIKit's `.portrait`.
            case portrait
            /// `portrait-upside-down`: as UIKit's `.portraitUpsideDown`.
            case portraitUpsideDown = "portrait-upside-down"
            /// `landscape-left`: as UIKit's `.landscapeLeft`.
            case landscapeLeft = "landscape-left"
            /// `landscape-right`: as UIKit's `.landscapeRight`.
            case landscapeRight = "landscape-right"
        }

        /// `[display.size_classes]`: the size-class thresholds, in points.
        public struct SizeClasses: Equatable, Sendable {
            /// `compact_width_below`: narrower windows are horizontally compact (default 640).
            public var compactWidthBelow: Double
            /// `compact_height_below`: lower windows are vertically compact (default 540).
            public var compactHeightBelow: Double

            /// Creates thresholds; the defaults are UIKit-like (640 × 540 points).
            public init(compactWidthBelow: Double = 640, compactHeightBelow: Double = 540) {
                self.compactWidthBelow = compactWidthBelow
                self.compactHeightBelow = compactHeightBelow
            }
        }
    }

    /// `[input]` and `[input.keyboard]`.
    public struct Input: Equatable, Sendable {
        /// `seat`: the udev seat libinput takes its devices from (default `seat0`).
        public var seat: String
        /// `devices`: event device paths to open instead of the seat's (default none: the seat).
        public var devices: [String]
        /// `calibration`: libinput's 2×3 row-major touchscreen calibration matrix, in normalised
        /// coordinates; `nil` leaves the devices' own (default).
        public var calibration: [Float]?
        /// `[input.keyboard]`: layout, variant, options and key repeat.
        public var keyboard: KeyboardConfiguration
        /// `[input.keyboard] languages`: the input modes the globe key and a hardware
        /// layout-switch key go through, in order, as language codes of
        /// ``keyboardLanguageCodes``; the first is the one typing starts in. Default English
        /// and Korean.
        public var keyboardLanguages: [String]

        /// The codes `languages` takes: English, Korean, Japanese ("ja" or "ja-JP"), Chinese
        /// Pinyin ("zh-Hans") and Zhuyin ("zh-Hant"), German, French, Spanish, Russian, Greek,
        /// Hebrew and Arabic.
        public static let keyboardLanguageCodes = ["en", "ko", "ja", "ja-JP", "zh-Hans", "zh-Hant",
                                                   "de", "fr", "es", "ru", "el", "he", "ar"]

        /// Creates an input section; every value defaults to its documented default.
        public init(seat: String = "seat0", devices: [String] = [], calibration: [Float]? = nil,
                    keyboard: KeyboardConfiguration = .standard, keyboardLanguages: [String] = ["en", "ko"]) {
            self.seat = seat
            self.devices = devices
            self.calibration = calibration
            self.keyboard = keyboard
            self.keyboardLanguages = keyboardLanguages
        }
    }

    /// `[fonts]`.
    public struct Fonts: Equatable, Sendable {
        /// `family`: the system font family, a fontconfig family name (`"Inter"`); `""` (the
        /// default) is the built-in one (`UIFont.SystemFontFamily.standard`, Inter).
        public var family: String
        /// `default`: a font file that replaces the family's regular face; `nil` (`""` in the
        /// file, the default): the family's.
        public var regular: String?
        /// `bold`: a font file that replaces the family's bold face; `nil` (default): the
        /// family's.
        public var bold: String?
        /// `content_size_category`: the Dynamic Type size, the name of one of UIKit's
        /// `UIContentSizeCategory` cases (``contentSizeCategoryNames``); default `"large"`.
        public var contentSizeCategory: String
        /// `glyph_cache_mb`: the budget of the glyph cache all faces share, in MiB
        /// (default 8, ``GlyphCache/defaultByteLimit``).
        public var glyphCacheMB: Double

        /// The range `glyph_cache_mb` may take: a quarter of a MiB (a few hundred glyphs) to
        /// 1 GiB.
        public static let glyphCacheMBRange = 0.25...1024.0

        /// `glyph_cache_mb` in bytes.
        public var glyphCacheBytes: Int {
            let mb = glyphCacheMB.isFinite ? min(max(glyphCacheMB, 0), Self.glyphCacheMBRange.upperBound) : 0
            return Int(mb * 1_048_576)
        }

        /// The names `content_size_category` takes, smallest first: UIKit's
        /// `UIContentSizeCategory` cases.
        public static let contentSizeCategoryNames = [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ]

        /// Creates a fonts section; by default the built-in family, no files, `large`, an
        /// 8 MiB glyph cache.
        public init(family: String = "", regular: String? = nil, bold: String? = nil, contentSizeCategory: String = "large",
                    glyphCacheMB: Double = Double(GlyphCache.defaultByteLimit) / 1_048_576) {
            self.glyphCacheMB = glyphCacheMB
            self.family = family
            self.regular = regular
            self.bold = bold
            self.contentSizeCategory = contentSizeCategory
        }
    }

    /// `[idle]`.
    public struct Idle: Equatable, Sendable {
        /// `dim_after`: seconds without input before the panel dims; 0 never (default).
        public var dimAfter: Double
        /// `blank_after`: seconds without input before the panel blanks; 0 never (default).
        public var blankAfter: Double

        /// Creates an idle section; by default the panel never dims or blanks.
        public init(dimAfter: Double = 0, blankAfter: Double = 0) {
            self.dimAfter = dimAfter
            self.blankAfter = blankAfter
        }
    }

    /// `[shell]`.
    public struct Shell: Equatable, Sendable {
        /// `status_bar`: whether the shell shows its status bar (default `true`).
        public var statusBar: Bool
        /// `control_socket`: the Unix socket `vitrinectl` talks to (default
        /// `/run/vitrine/control.sock`).
        public var controlSocket: String
        /// `state_directory`: where restoration state is kept across restarts (default
        /// `/var/lib/vitrine`).
        public var stateDirectory: String
        /// `keyboard`: when the on-screen keyboard shows (default ``KeyboardPolicy/auto``).
        public var keyboard: KeyboardPolicy

        /// Creates a shell section; every value defaults to its documented default.
        public init(statusBar: Bool = true, controlSocket: String = "/run/vitrine/control.sock",
                    stateDirectory: String = "/var/lib/vitrine", keyboard: KeyboardPolicy = .auto) {
            self.statusBar = statusBar
            self.controlSocket = controlSocket
            self.stateDirectory = stateDirectory
            self.keyboard = keyboard
        }

        /// When the on-screen keyboard shows while a text input is active.
        public enum KeyboardPolicy: String, CaseIterable, Sendable {
            /// Only when no hardware keyboard is attached.
            case auto
            /// Always.
            case on
            /// Never.
            case off
        }
    }

    /// `[log]`.
    public struct Log: Equatable, Sendable {
        /// `level`: the least severe level logged (default `info`).
        public var level: Logger.Level

        /// Creates a log section (default level `info`).
        public init(level: Logger.Level = .info) {
            self.level = level
        }
    }
}

extension VitrineConfiguration {
    /// A BCP 47 tag's shape: a 2–3 or 5–8 letter language, then subtags of 1–8 letters or digits.
    public static func isLanguageTag(_ s: String) -> Bool {
        let parts = s.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, [2, 3, 5, 6, 7, 8].contains(first.count),
              first.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil) }
        }
    }
}
