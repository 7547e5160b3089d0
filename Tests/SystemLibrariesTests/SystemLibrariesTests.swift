import CDRM
import CFreeType
import CLibinput
import CPNG
import CPixman
import CUdev
import Foundation
import XCTest

/// Each C module map resolves its headers and links its library: one real call into each.
final class SystemLibrariesTests: XCTestCase {
    func testPixmanLinksAndIsRecentEnough() {
        // pixman_composite_triangles and a8 masks, used by the canvas, exist since 0.22.
        XCTAssertGreaterThanOrEqual(pixman_version(), 22 * 100 + 0 * 10_000)
        XCTAssertTrue(String(cString: pixman_version_string()).hasPrefix("0."))
    }

    func testLibpngIsVersion16() {
        // png_image_* (the simplified API the codec uses) needs libpng 1.6.
        let v = png_access_version_number()
        XCTAssertGreaterThanOrEqual(v, 10600)
        XCTAssertLessThan(v, 10700)
    }

    func testFreeTypeInitialises() {
        var lib: FT_Library?
        XCTAssertEqual(FT_Init_FreeType(&lib), 0)
        guard let lib else { return XCTFail("no library") }
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        FT_Library_Version(lib, &major, &minor, &patch)
        XCTAssertEqual(major, 2)
        FT_Done_FreeType(lib)
    }

    func testLibdrmLinks() {
        // No DRM device on a build machine: asking for a missing card fails cleanly.
        XCTAssertEqual(drmAvailable() == 0 || drmAvailable() == 1, true)
        let fd = open("/nonexistent-card", O_RDWR)
        XCTAssertEqual(fd, -1)
        XCTAssertNil(drmModeGetResources(fd))
    }

    func testUdevAndLibinputCreateContexts() {
        guard let udev = udev_new() else { return XCTFail("udev_new failed") }
        // libinput is opened with dlopen (the kiosk does it when input starts).
        XCTAssertTrue(vitrine_libinput_load(nil, 0), "libinput opens")
        var iface = libinput_interface(
            open_restricted: { path, flags, _ in
                guard let path else { return -EINVAL }
                let fd = open(path, flags)
                return fd < 0 ? -errno : fd
            },
            close_restricted: { fd, _ in close(fd) }
        )
        let li = vitrine_libinput_path_create_context(&iface, nil)
        XCTAssertNotNil(li)
        // A device path that does not exist is refused, not a crash.
        XCTAssertNil(vitrine_libinput_path_add_device(li, "/dev/input/nonexistent-event99"))
        vitrine_libinput_unref(li)
        udev_unref(udev)
    }
}
