import Foundation
@testable import VitrinePlatform
import XCTest

/// Socket activation of the VNC server (issue 18: "a socket-activated variant"): the kiosk takes
/// the listening socket systemd passes (sd_listen_fds(3): `LISTEN_PID` must be this process,
/// `LISTEN_FDS` descriptors from 3, `LISTEN_FDNAMES` their names) instead of opening its own,
/// and only a listening TCP socket.
final class VNCSocketActivationTests: XCTestCase {
    private var opened: [Int32] = []

    override func tearDown() {
        for fd in opened { close(fd) }
        opened = []
    }

    /// A TCP socket on 127.0.0.1, listening or only bound; returns it and its port.
    private func loopbackSocket(listening: Bool) throws -> (Int32, Int) {
        let (fd, port) = try VNCListenSocket.open(VNCListenAddress(host: "127.0.0.1", port: 0))
        opened.append(fd)
        if !listening {
            // a fresh, bound but not listening socket
            let plain = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            opened.append(plain)
            var sin = sockaddr_in()
            sin.sin_family = sa_family_t(AF_INET)
            sin.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
            _ = withUnsafePointer(to: &sin) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(plain, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            return (plain, 0)
        }
        return (fd, port)
    }

    private func env(fds: Int, names: String?, pid: Int32 = getpid()) -> [String: String] {
        var e = ["LISTEN_PID": "\(pid)", "LISTEN_FDS": "\(fds)"]
        if let names { e["LISTEN_FDNAMES"] = names }
        return e
    }

    func testTheSocketNamedVNCIsAdoptedWithItsPort() throws {
        let (fd, port) = try loopbackSocket(listening: true)
        // two descriptors passed, the second named vnc: fd = first + 1
        let got = try VNCListenSocket.fromSystemd(hasPasswords: false, environment: env(fds: 2, names: "control:vnc"),
                                                  firstDescriptor: fd - 1)
        XCTAssertEqual(got?.fd, fd)
        XCTAssertEqual(got?.port, port)
    }

    func testTheOnlySocketIsAdoptedWithoutAName() throws {
        let (fd, port) = try loopbackSocket(listening: true)
        let got = try VNCListenSocket.fromSystemd(hasPasswords: false, environment: env(fds: 1, names: nil), firstDescriptor: fd)
        XCTAssertEqual(got?.fd, fd)
        XCTAssertEqual(got?.port, port)
    }

    func testNothingIsAdoptedForAnotherProcessOrWithoutAVNCName() throws {
        let (fd, _) = try loopbackSocket(listening: true)
        // LISTEN_PID names another process (the variables were inherited, not meant for us)
        XCTAssertNil(try VNCListenSocket.fromSystemd(hasPasswords: false, environment: env(fds: 1, names: "vnc", pid: getpid() + 1),
                                                     firstDescriptor: fd))
        // several descriptors, none named vnc
        XCTAssertNil(try VNCListenSocket.fromSystemd(hasPasswords: false, environment: env(fds: 2, names: "a:b"), firstDescriptor: fd))
        // no LISTEN_* at all
        XCTAssertNil(try VNCListenSocket.fromSystemd(hasPasswords: false, environment: [:], firstDescriptor: fd))
    }

    func testASocketThatDoesNotListenIsRefused() throws {
        let (fd, _) = try loopbackSocket(listening: false)
        XCTAssertThrowsError(try VNCListenSocket.fromSystemd(hasPasswords: false, environment: env(fds: 1, names: "vnc"), firstDescriptor: fd)) {
            XCTAssertTrue("\($0)".contains("not a listening stream socket"), "\($0)")
        }
    }
}
