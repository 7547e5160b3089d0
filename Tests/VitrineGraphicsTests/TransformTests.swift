import Foundation
import XCTest
@testable import VitrineGraphics

/// `CGAffineTransform` and its application to points, sizes and rectangles.
///
/// Every expected value is worked out by hand from the matrix convention documented in
/// CoreGraphics: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
final class TransformTests: XCTestCase {
    // MARK: Initialisers

    func testIdentityLeavesPointsAlone() {
        let t = CGAffineTransform()
        XCTAssertEqual(t, .identity)
        XCTAssertTrue(t.isIdentity)
        XCTAssertEqual([t.a, t.b, t.c, t.d, t.tx, t.ty], [1, 0, 0, 1, 0, 0])
        XCTAssertEqual(CGPoint(x: 3.5, y: -7).applying(t), CGPoint(x: 3.5, y: -7))
        XCTAssertFalse(CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    func testTranslationMovesPoints() {
        let t = CGAffineTransform(translationX: 10, y: 20)
        XCTAssertEqual([t.a, t.b, t.c, t.d, t.tx, t.ty], [1, 0, 0, 1, 10, 20])
        // (1, 2) + (10, 20)
        XCTAssertEqual(CGPoint(x: 1, y: 2).applying(t), CGPoint(x: 11, y: 22))
        XCTAssertTrue(t.isTranslationOnly)
        XCTAssertTrue(t.isRectilinear)
    }

    func testScaleMultipliesCoordinates() {
        let t = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual([t.a, t.b, t.c, t.d, t.tx, t.ty], [2, 0, 0, 3, 0, 0])
        // (1·2, 2·3)
        XCTAssertEqual(CGPoint(x: 1, y: 2).applying(t), CGPoint(x: 2, y: 6))
        XCTAssertEqual(t.determinant, 6)
        XCTAssertFalse(t.isTranslationOnly)
        XCTAssertTrue(t.isRectilinear)
    }

    func testQuarterTurnsAreExact() {
        // A quarter turn is (cos, sin) = (0, 1): a = 0, b = 1, c = -1, d = 0, with no 6e-17 residue.
        let q = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual([q.a, q.b, q.c, q.d, q.tx, q.ty], [0, 1, -1, 0, 0, 0])
        // y-down screen: +x turns to +y, i.e. clockwise on screen.
        XCTAssertEqual(CGPoint(x: 1, y: 0).applying(q), CGPoint(x: 0, y: 1))
        XCTAssertEqual(CGPoint(x: 0, y: 1).applying(q), CGPoint(x: -1, y: 0))
        XCTAssertFalse(q.isRectilinear)

        let half = CGAffineTransform(rotationAngle: .pi)
        XCTAssertEqual([half.a, half.b, half.c, half.d], [-1, 0, 0, -1])

        // -90° is the same as 270°: (cos, sin) = (0, -1).
        let minusQuarter = CGAffineTransform(rotationAngle: -.pi / 2)
        XCTAssertEqual([minusQuarter.a, minusQuarter.b, minusQuarter.c, minusQuarter.d], [0, -1, 1, 0])
        XCTAssertEqual(CGAffineTransform(rotationAngle: 3 * .pi / 2), minusQuarter)

        // A whole turn is exactly the identity.
        XCTAssertEqual(CGAffineTransform(rotationAngle: 2 * .pi), .identity)
        XCTAssertEqual(CGAffineTransform(rotationAngle: 0), .identity)
    }

    func testGeneralRotationUsesSineAndCosine() {
        // 30°: cos = √3/2, sin = 1/2.
        let t = CGAffineTransform(rotationAngle: .pi / 6)
        XCTAssertEqual(t.a, sqrt(3) / 2, accuracy: 1e-12)
        XCTAssertEqual(t.b, 0.5, accuracy: 1e-12)
        XCTAssertEqual(t.c, -0.5, accuracy: 1e-12)
        XCTAssertEqual(t.d, sqrt(3) / 2, accuracy: 1e-12)
        // A rotation keeps areas: determinant cos² + sin² = 1.
        XCTAssertEqual(t.determinant, 1, accuracy: 1e-12)
    }

    // MARK: Concatenation

    func testConcatenatingAppliesReceiverFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let p = CGPoint(x: 1, y: 1)

        // Translate first, then scale: (1+10, 1) · 2 = (22, 2).
        let ts = translate.concatenating(scale)
        XCTAssertEqual(p.applying(ts), CGPoint(x: 22, y: 2))
        XCTAssertEqual([ts.a, ts.b, ts.c, ts.d, ts.tx, ts.ty], [2, 0, 0, 2, 20, 0])

        // Scale first, then translate: (2, 2) + (10, 0) = (12, 2).
        let st = scale.concatenating(translate)
        XCTAssertEqual(p.applying(st), CGPoint(x: 12, y: 2))
        XCTAssertEqual([st.a, st.b, st.c, st.d, st.tx, st.ty], [2, 0, 0, 2, 10, 0])
    }

    func testConcatenatingMatchesApplyingInSequence() {
        // A non-trivial chain, checked against applying each step in turn.
        let t1 = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -4)
        let t2 = CGAffineTransform(rotationAngle: .pi / 2)
        let t3 = CGAffineTransform(translationX: -7, y: 9)
        let p = CGPoint(x: 3, y: -2)
        // By hand: t1(3, -2) = (2·3 + -1·-2 + 5, 1·3 + 3·-2 - 4) = (13, -7);
        // quarter turn (x, y) -> (-y, x) = (7, 13); translate = (0, 22).
        XCTAssertEqual(p.applying(t1), CGPoint(x: 13, y: -7))
        XCTAssertEqual(p.applying(t1.concatenating(t2).concatenating(t3)), CGPoint(x: 0, y: 22))
    }

    func testTranslatedScaledRotatedPrependToTheReceiver() {
        // As CGAffineTransformTranslate/Scale/Rotate: the new step applies to points *before* self.
        let s = CGAffineTransform(scaleX: 2, y: 2)
        // translate (5, 0) then scale 2: (0,0) -> (5,0) -> (10,0).
        XCTAssertEqual(CGPoint.zero.applying(s.translatedBy(x: 5, y: 0)), CGPoint(x: 10, y: 0))
        let t = CGAffineTransform(translationX: 5, y: 0)
        // scale 3 then translate: (1, 1) -> (3, 3) -> (8, 3).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t.scaledBy(x: 3, y: 3)), CGPoint(x: 8, y: 3))
        // quarter turn then translate: (1, 0) -> (0, 1) -> (5, 1).
        XCTAssertEqual(CGPoint(x: 1, y: 0).applying(t.rotated(by: .pi / 2)), CGPoint(x: 5, y: 1))
    }

    // MARK: Inversion

    func testInvertedUndoesTheTransform() {
        // det = 2·1 − 1·1 = 1, so the inverse has integer entries:
        // [a b; c d]⁻¹ = [d −b; −c a] = [1 −1; −1 2];
        // t' = −(tx, ty)·M⁻¹ = −(3·1 + 4·−1, 3·−1 + 4·2) = (1, −5).
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 1, tx: 3, ty: 4)
        let inv = t.inverted()
        XCTAssertEqual(inv, CGAffineTransform(a: 1, b: -1, c: -1, d: 2, tx: 1, ty: -5))
        // (1, 1) -> (2 + 1 + 3, 1 + 1 + 4) = (6, 6) -> back to (1, 1).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 6, y: 6))
        XCTAssertEqual(CGPoint(x: 6, y: 6).applying(inv), CGPoint(x: 1, y: 1))
        XCTAssertEqual(t.concatenating(inv), .identity)
        XCTAssertEqual(inv.concatenating(t), .identity)
    }

    func testInvertedOfScaleAndRotation() {
        let s = CGAffineTransform(scaleX: 4, y: 0.5).concatenating(CGAffineTransform(translationX: 8, y: -2))
        // x' = 4x + 8, y' = y/2 − 2  =>  x = (x' − 8)/4, y = 2(y' + 2).
        XCTAssertEqual(s.inverted(), CGAffineTransform(a: 0.25, b: 0, c: 0, d: 2, tx: -2, ty: 4))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(r.inverted(), CGAffineTransform(rotationAngle: -.pi / 2))
    }

    func testNonInvertibleInvertedReturnsSelf() {
        let flat = CGAffineTransform(scaleX: 0, y: 1).concatenating(CGAffineTransform(translationX: 3, y: 4))
        XCTAssertEqual(flat.determinant, 0)
        XCTAssertEqual(flat.inverted(), flat)
        // Rows that are multiples of each other: det = 1·4 − 2·2 = 0.
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        XCTAssertEqual(singular.inverted(), singular)
        let infinite = CGAffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        XCTAssertEqual(infinite.inverted(), infinite)
    }

    // MARK: Applying to sizes and rectangles

    func testSizeIgnoresTranslationAndCanGoNegative() {
        let size = CGSize(width: 3, height: 4)
        XCTAssertEqual(size.applying(CGAffineTransform(translationX: 10, y: 10)), size)
        XCTAssertEqual(size.applying(CGAffineTransform(scaleX: 2, y: -1)), CGSize(width: 6, height: -4))
        // Quarter turn: w' = a·w + c·h = 0·3 − 1·4 = −4, h' = b·w + d·h = 3.
        XCTAssertEqual(size.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGSize(width: -4, height: 3))
    }

    func testRectIsBoundingBoxOfTransformedCorners() {
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        // Scale 2 then translate 10: (2+10, 4+10, 6, 8).
        let st = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 10))
        XCTAssertEqual(r.applying(st), CGRect(x: 12, y: 14, width: 6, height: 8))
        // Quarter turn (x, y) -> (−y, x): corners (1,2)->(−2,1), (4,2)->(−2,4), (1,6)->(−6,1),
        // (4,6)->(−6,4): x in −6…−2, y in 1…4.
        XCTAssertEqual(r.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGRect(x: -6, y: 1, width: 4, height: 3))
        // 45° turn of a unit square at the origin: corners (0,0), (√½,√½), (−√½,√½), (0,√2).
        let diamond = CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
        XCTAssertEqual(diamond.minX, -sqrt(0.5), accuracy: 1e-12)
        XCTAssertEqual(diamond.maxX, sqrt(0.5), accuracy: 1e-12)
        XCTAssertEqual(diamond.minY, 0, accuracy: 1e-12)
        XCTAssertEqual(diamond.maxY, sqrt(2), accuracy: 1e-12)
    }

    func testRectApplyingStandardizesAndKeepsNull() {
        // A negative-size rectangle is standardised first: (4, 6, −3, −4) is (1, 2, 3, 4).
        let negative = CGRect(x: 4, y: 6, width: -3, height: -4)
        XCTAssertEqual(negative.applying(CGAffineTransform(translationX: 1, y: 1)), CGRect(x: 2, y: 3, width: 3, height: 4))
        XCTAssertTrue(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }
}
