// swift-tools-version:6.0
//
// KioskTemplate: a Vitrine kiosk app to copy and rename. One view controller, an app delegate
// started with @main, a resource bundle, a test, a config and the systemd unit (see README.md).
//
// To start your own app: copy this directory, rename the product and the target (the binary's
// name is the app's name: /usr/local/bin/APP, /etc/vitrine/APP.toml, vitrine-app@APP), and point
// the Vitrine dependency at its place (a path as here, or a URL and a version).
import PackageDescription

let package = Package(
    name: "KioskTemplate",
    products: [
        .executable(name: "kiosk-template", targets: ["KioskTemplate"]),
    ],
    dependencies: [
        // Vitrine, two directories up (this template lives in the Vitrine repository's Examples/).
        .package(name: "Vitrine", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "KioskTemplate",
            dependencies: [
                // The UIKit-like API with the kiosk runtime that `@main` starts.
                .product(name: "Vitrine", package: "Vitrine"),
            ],
            // The app's files (images, text): `Bundle.module` finds them; `make app` installs
            // the bundle beside the binary.
            resources: [.process("Resources")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "KioskTemplateTests",
            dependencies: [
                "KioskTemplate",
                .product(name: "VitrineTesting", package: "Vitrine"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
