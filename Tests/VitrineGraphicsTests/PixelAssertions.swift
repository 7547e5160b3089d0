import Foundation
import XCTest
@testable import VitrineGraphics

/// Premultiplied channels of one `0xAARRGGBB` pixel, as doubles in 0…255, for comparing
/// against values worked out by hand.
struct ARGB: CustomStringConvertible {
    var a: Double, r: Double, g: Double, b: Double

    init(a: Double, r: Double, g: Double, b: Double) {
        self.a = a; self.r = r; self.g = g; self.b = b
    }

    init(_ pixel: UInt32) {
        a = Double((pixel >> 24) & 0xFF)
        r = Double((pixel >> 16) & 0xFF)
        g = Double((pixel >> 8) & 0xFF)
        b = Double(pixel & 0xFF)
    }

    /// Porter–Duff OVER on premultiplied values: `src + dst·(1 − srcα)`.
    static func over(_ src: ARGB, _ dst: ARGB) -> ARGB {
        let k = 1 - src.a / 255
        return ARGB(a: src.a + dst.a * k, r: src.r + dst.r * k, g: src.g + dst.g * k, b: src.b + dst.b * k)
    }

    /// A straight-alpha colour premultiplied, without rounding.
    static func premultiplied(red: Double, green: Double, blue: Double, alpha: Double) -> ARGB {
        ARGB(a: 255 * alpha, r: 255 * red * alpha, g: 255 * green * alpha, b: 255 * blue * alpha)
    }

    var description: String { String(format: "(a %.2f, r %.2f, g %.2f, b %.2f)", a, r, g, b) }
}

/// Asserts that every channel of `pixel` is within `tolerance` of `expected`.
func assertPixel(_ pixel: UInt32, _ expected: ARGB, tolerance: Double = 1, _ message: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    let p = ARGB(pixel)
    let ok = abs(p.a - expected.a) <= tolerance && abs(p.r - expected.r) <= tolerance
        && abs(p.g - expected.g) <= tolerance && abs(p.b - expected.b) <= tolerance
    XCTAssertTrue(ok, "pixel \(String(pixel, radix: 16)) = \(p), expected \(expected) ±\(tolerance) \(message)", file: file, line: line)
}

/// The fraction of the unit pixel square at (px, py) that lies inside `shape`, by sampling it
/// on an n×n grid of sub-pixel centres: an independent reference for antialiased coverage.
func referenceCoverage(px: Int, py: Int, n: Int = 64, inside shape: (Double, Double) -> Bool) -> Double {
    var hits = 0
    for j in 0..<n {
        for i in 0..<n {
            let x = Double(px) + (Double(i) + 0.5) / Double(n)
            let y = Double(py) + (Double(j) + 0.5) / Double(n)
            if shape(x, y) { hits += 1 }
        }
    }
    return Double(hits) / Double(n * n)
}

/// Whether (x, y) lies inside the ideal rounded rectangle `rect` with one radius `r`.
func insideRoundedRect(_ x: Double, _ y: Double, rect: CGRect, radius r: Double) -> Bool {
    guard x >= rect.minX, x <= rect.maxX, y >= rect.minY, y <= rect.maxY else { return false }
    // The nearest corner centre, if (x, y) lies in a corner square.
    let cx = x < rect.minX + r ? rect.minX + r : (x > rect.maxX - r ? rect.maxX - r : x)
    let cy = y < rect.minY + r ? rect.minY + r : (y > rect.maxY - r ? rect.maxY - r : y)
    let dx = x - cx, dy = y - cy
    return dx * dx + dy * dy <= r * r
}
