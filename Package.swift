// swift-tools-version:6.0
//
// Vitrine: a UIKit-style UI shell for embedded Linux panels.
//
// Layers, lowest first (imports only go downwards):
//   C system libraries (CDRM, CLibinput, CUdev, CFreeType, CFontconfig, CPixman, CPNG, CXKBCommon, CHangul, CAnthy, CRime,
//                       CCairo, CTurboJPEG, CVNCServer, CEspeakNG, CALSA)
//   VitrineGraphics  geometry, pixels, regions, the pixman canvas, paths (cairo), PNG and JPEG, FreeType glyphs,
//                    fontconfig lookup
//   VitrineText      text layout: HarfBuzz shaping, ICU bidi and line breaking, fallback runs, lines
//   VitrineLayout    the Cassowary constraint solver (no dependencies; Auto Layout's engine)
//   VitrinePlatform  displays, clocks, the main-queue frame loop, audio output (ALSA)
//   VitrineSpeech    the speech engine over espeak-ng (utterances, voices, transcript)
//   Vitrine          the UIKit-like API (UIView, UIWindow, UIScreen, ...), the compositor, and AVFAudio's speech
//                    API (AVSpeechSynthesizer) over VitrineSpeech's shared engine
//   VitrineShell     the kiosk runtime: idle dimming/blanking, the status bar, the control socket
//   VitrineTesting   golden images and test helpers (also for app developers' tests)
//   executables      vitrine-demo, vitrine-hello (the smallest kiosk app), vitrinectl, vitrine-bench
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "Vitrine",
    products: [
        // The UIKit-like API with the kiosk runtime linked in, so that `@main` on an app delegate
        // starts the kiosk with only `import Vitrine` (the runtime's module is VitrineShell).
        .library(name: "Vitrine", targets: ["Vitrine", "VitrineShell"]),
        .library(name: "VitrineShell", targets: ["VitrineShell"]),
        .library(name: "VitrineTesting", targets: ["VitrineTesting"]),
        .executable(name: "vitrine-demo", targets: ["vitrine-demo"]),
        .executable(name: "vitrinectl", targets: ["vitrinectl"]),
        .executable(name: "vitrine-hello", targets: ["vitrine-hello"]),
        .executable(name: "vitrine-bench", targets: ["vitrine-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // MARK: C system libraries (module map + one header each)
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        .systemLibrary(name: "CUdev", pkgConfig: "libudev", providers: [.apt(["libudev-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CXKBCommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // Hangul composition (두벌식 and the other Korean layouts) for the input methods.
        .systemLibrary(name: "CHangul", pkgConfig: "libhangul", providers: [.apt(["libhangul-dev"])]),
        // Japanese kana-kanji conversion (anthy) and Chinese pinyin/zhuyin (librime) for the
        // input methods: their headers (libanthy-dev, librime-dev); the libraries themselves are
        // opened with dlopen when a Japanese or Chinese mode is first used (librime links boost,
        // glog, leveldb, OpenCC and more, which a kiosk typing neither must not map at exec).
        .target(name: "CAnthy", dependencies: ["CVitrineShims"]),
        .target(name: "CRime", dependencies: ["CVitrineShims"]),
        // Path rasterisation (fills, strokes with caps, joins and dashes) for UIBezierPath and
        // CGContext, over the same premultiplied pixman images the canvas draws into.
        // Cairo's headers (libcairo2-dev); the library itself is opened with dlopen when the
        // first path is drawn (Debian's cairo links X11 and xcb, which a panel has no use for).
        .target(name: "CCairo", dependencies: ["CVitrineShims"]),
        // JPEG decoding (libjpeg-turbo's TurboJPEG API: SIMD decode, scaled decode, header read).
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // The VNC server (the remote console: `--backend vnc` and the mirror of the panel):
        // libvncserver's headers (libvncserver-dev), the library itself opened with dlopen when
        // the remote console starts, so a kiosk without it never loads it or what it pulls in.
        .target(name: "CVNCServer", dependencies: ["CVitrineShims"]),
        // Touch, pointer and keys: libinput's headers (libinput-dev), the library itself opened
        // with dlopen when input starts (after the first frame), so a restart's first frame does
        // not wait for it and what it links (libwacom, gudev, GObject, mtdev, libevdev).
        .target(name: "CLibinput", dependencies: ["CVitrineShims"]),
        // Speech synthesis (espeak-ng: the packaged engine with Korean, Japanese, Mandarin,
        // Cantonese and Arabic voices) and audio output (ALSA).
        .target(name: "CEspeakNG", dependencies: ["CVitrineShims"]),
        .systemLibrary(name: "CALSA", pkgConfig: "alsa", providers: [.apt(["libasound2-dev"])]),
        // ICU renames its symbols per version, so Swift reaches it through compiled wrappers.
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),

        // Tiny compiled C target for what Swift cannot import (ioctl request macros).
        .target(name: "CVitrineShims"),

        // The hand-written C + pixman reference frame vitrine-bench compares the pipeline with
        // (benchmark only; no library links it).
        .target(name: "CVitrineBenchReference", dependencies: ["CPixman"]),

        // MARK: Layers
        .target(
            name: "VitrineGraphics",
            dependencies: ["CPixman", "CPNG", "CFreeType", "CFontconfig", "CCairo", "CTurboJPEG"],
            swiftSettings: strict
        ),
        .target(
            name: "VitrineText",
            dependencies: ["VitrineGraphics", "CHarfBuzz", "CICU"],
            swiftSettings: strict
        ),
        .target(
            name: "VitrineLayout",
            swiftSettings: strict
        ),
        .target(
            name: "VitrinePlatform",
            dependencies: ["VitrineGraphics", "CDRM", "CUdev", "CLibinput", "CXKBCommon", "CHangul", "CAnthy", "CRime", "CVitrineShims", "CVNCServer", "CALSA",
                           .product(name: "Logging", package: "swift-log"), .product(name: "Yams", package: "Yams"),
                           .product(name: "TOMLKit", package: "TOMLKit")],
            swiftSettings: strict
        ),
        .target(
            name: "VitrineSpeech",
            dependencies: ["CEspeakNG", "VitrinePlatform"],
            swiftSettings: strict
        ),
        .target(
            name: "Vitrine",
            dependencies: ["VitrineGraphics", "VitrineText", "VitrineLayout", "VitrinePlatform", "VitrineSpeech", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict
        ),
        .target(
            name: "VitrineShell",
            dependencies: ["Vitrine", "VitrineGraphics", "VitrinePlatform", "VitrineSpeech", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict
        ),
        .target(
            name: "VitrineTesting",
            dependencies: ["Vitrine", "VitrineGraphics", "VitrinePlatform"],
            swiftSettings: strict
        ),

        // MARK: Executables (thin: argument parsing + wiring)
        .executableTarget(
            name: "vitrine-demo",
            dependencies: [
                "Vitrine", "VitrinePlatform", "VitrineGraphics", "VitrineShell",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // The gallery's photo (gallery-photo.jpg and @2x, generated from SyntheticPhoto).
            resources: [.process("Resources")],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "vitrine-hello",
            dependencies: ["Vitrine", "VitrineShell"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "vitrinectl",
            dependencies: [
                "VitrinePlatform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "vitrine-bench",
            dependencies: [
                "Vitrine", "VitrinePlatform", "VitrineGraphics", "VitrineText", "VitrineLayout", "VitrineShell", "VitrineSpeech", "CVitrineBenchReference",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),

        // MARK: Tests
        .testTarget(
            name: "SystemLibrariesTests",
            dependencies: ["CDRM", "CLibinput", "CUdev", "CFreeType", "CPixman", "CPNG"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "VitrineGraphicsTests",
            dependencies: ["VitrineGraphics", "VitrineTesting"],
            exclude: ["Golden"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "VitrineTextTests",
            dependencies: ["VitrineText", "VitrineGraphics", "VitrineTesting"],
            exclude: ["Golden"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "VitrineLayoutTests",
            dependencies: ["VitrineLayout"],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "VitrinePlatformTests",
            dependencies: ["VitrinePlatform", "VitrineGraphics", "VitrineTesting", "CDRM"],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "VitrineSpeechTests",
            dependencies: ["VitrineSpeech", "VitrinePlatform"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "VitrineShellTests",
            dependencies: ["VitrineShell", "Vitrine", "VitrineTesting", "VitrinePlatform", "VitrineGraphics", "CVNCServer"],
            exclude: ["Golden"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "VitrineTests",
            dependencies: ["Vitrine", "VitrineTesting", "VitrinePlatform", "VitrineGraphics", "VitrineText", "VitrineSpeech"],
            exclude: ["Golden"],
            swiftSettings: strict
        ),
        // The app developer's testing kit (VitrineTesting) as an app's tests use it: synchronous
        // @MainActor XCTest methods, Swift Testing, goldens, the UI-test driver.
        .testTarget(
            name: "VitrineTestingTests",
            dependencies: ["VitrineTesting", "Vitrine", "VitrineGraphics", "VitrinePlatform"],
            exclude: ["__Goldens__"],
            swiftSettings: strict
        ),
        // End-to-end tests of vitrine-demo's scenes on the headless harness.
        .testTarget(
            name: "VitrineDemoTests",
            dependencies: ["vitrine-demo", "Vitrine", "VitrineTesting", "VitrineGraphics", "VitrinePlatform", "VitrineShell"],
            exclude: ["Golden", "Fixtures"],
            swiftSettings: strict
        ),
    ]
)
