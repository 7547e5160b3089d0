import XCTest
@testable import VitrinePlatform

/// The buffer-age rules the DRM, fbdev and headless backends share.
final class SwapChainAgesTests: XCTestCase {
    func testThreeBuffersRotateAndAgeAsEGLBufferAge() {
        var chain = SwapChainAges(count: 3)
        XCTAssertNil(chain.newest)
        // Nothing presented: buffer 0, contents unknown.
        XCTAssertEqual(chain.next()?.index, 0)
        XCTAssertEqual(chain.next()?.age, 0)
        chain.presented(0)                                   // frame 1 in buffer 0
        XCTAssertEqual(chain.next(excluding: [0])?.index, 1)
        chain.presented(1)                                   // frame 2 in buffer 1
        chain.presented(2)                                   // frame 3 in buffer 2
        // Buffer 0 holds frame 1; the next frame is 4: three frames old.
        XCTAssertEqual(chain.next(excluding: [2])?.index, 0)
        XCTAssertEqual(chain.next(excluding: [2])?.age, 3)
        XCTAssertEqual(chain.age(of: 2), 1, "the newest frame is one frame old")
        XCTAssertEqual(chain.newest, 2)
        // With the on-screen and the pending buffer busy, the third is the only choice.
        XCTAssertEqual(chain.next(excluding: [2, 0])?.index, 1)
        XCTAssertNil(chain.next(excluding: [0, 1, 2]))
        chain.reset(count: 2)
        XCTAssertEqual(chain.next()?.age, 0, "new buffers: contents unknown")
        XCTAssertNil(chain.newest)
    }
}
