import CDRM
import Foundation
import VitrineGraphics
@testable import VitrinePlatform

/// A DRM card in memory: connectors and modes as configured, dumb buffers in ordinary memory,
/// flips that complete when the test says so. Records every call.
final class FakeDRMDevice: DRMDeviceIO {
    let path = "/dev/dri/card9"
    let fileDescriptor: Int32 = -1
    var master = true
    var canBecomeMaster = true
    var atomic = false
    var res: DRMResources
    var calls: [String] = []
    var buffers: [UInt32: DRMDumbBuffer] = [:]
    var pendingFlips: [UInt32] = []
    var busyOnNextFlip = false
    /// Flips fail with EACCES (another process is master) while set.
    var masterTaken = false
    var shownBuffer: UInt32 = 0
    var dirtyResult: Int32 = -ENOSYS
    var savedState = DRMCrtcState(crtcID: 31, bufferID: 77, x: 0, y: 0, mode: nil)
    private var nextID: UInt32 = 100

    init(connectors: [DRMConnector]) {
        res = DRMResources(crtcIDs: [31, 32], connectors: connectors, encoders: [DRMEncoder(id: 20, crtcID: 0, possibleCrtcs: 0b10)])
    }

    func isMaster() -> Bool { master }
    func setMaster() throws {
        guard canBecomeMaster, !masterTaken else { throw DRMError(call: "drmSetMaster \(path)", errno: EBUSY, detail: "another process holds DRM master") }
        master = true
    }
    func dropMaster() throws { master = false }
    func supportsAtomic() -> Bool { atomic }
    func resources() throws -> DRMResources { res }
    func crtcState(_ crtcID: UInt32) -> DRMCrtcState? { savedState }

    func createDumbBuffer(width: Int, height: Int) throws -> DRMDumbBuffer {
        nextID += 1
        let size = width * height * 4
        let mem = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 64)
        memset(mem, 0xAB, size)   // garbage, as fresh scanout memory may be
        let b = DRMDumbBuffer(handle: nextID, framebufferID: nextID + 1000, pitch: width * 4, size: size, width: width, height: height, pixels: mem)
        buffers[b.framebufferID] = b
        calls.append("createDumbBuffer \(width)x\(height)")
        return b
    }

    func destroy(_ buffer: DRMDumbBuffer) {
        calls.append("destroy \(buffer.framebufferID)")
        buffers[buffer.framebufferID] = nil
        buffer.pixels.deallocate()
    }

    func setCrtc(_ crtcID: UInt32, bufferID: UInt32, connectorID: UInt32, mode: drmModeModeInfo) throws {
        calls.append("setCrtc crtc=\(crtcID) fb=\(bufferID) connector=\(connectorID) \(mode.hdisplay)x\(mode.vdisplay)")
        shownBuffer = bufferID
    }

    func restore(_ state: DRMCrtcState, connectorID: UInt32) throws {
        calls.append("restore crtc=\(state.crtcID) fb=\(state.bufferID)")
    }

    func pageFlip(crtcID: UInt32, bufferID: UInt32) throws {
        if masterTaken {
            calls.append("pageFlip EACCES")
            throw DRMError(call: "drmModePageFlip", errno: EACCES)
        }
        if busyOnNextFlip {
            busyOnNextFlip = false
            calls.append("pageFlip EBUSY")
            throw DRMError(call: "drmModePageFlip", errno: EBUSY)
        }
        calls.append("pageFlip fb=\(bufferID)")
        pendingFlips.append(bufferID)
    }

    func markDirty(bufferID: UInt32, rects: [PixelRect]) -> Int32 {
        calls.append("dirty fb=\(bufferID) rects=\(rects.count)")
        return dirtyResult
    }

    var atomicPrepared = false
    func prepareAtomic(crtcID: UInt32, crtcIndex: Int, connectorID: UInt32) -> Bool {
        calls.append("prepareAtomic crtc=\(crtcID) index=\(crtcIndex)")
        atomicPrepared = atomic
        return atomic
    }

    func atomicModeset(crtcID: UInt32, connectorID: UInt32, bufferID: UInt32, mode: drmModeModeInfo) throws {
        calls.append("atomicModeset crtc=\(crtcID) fb=\(bufferID) connector=\(connectorID) \(mode.hdisplay)x\(mode.vdisplay)")
        shownBuffer = bufferID
    }

    func atomicFlip(bufferID: UInt32) throws {
        if busyOnNextFlip {
            busyOnNextFlip = false
            calls.append("atomicFlip EBUSY")
            throw DRMError(call: "drmModeAtomicCommit (flip)", errno: EBUSY)
        }
        calls.append("atomicFlip fb=\(bufferID)")
        pendingFlips.append(bufferID)
    }

    var vblank = false
    func hasVBlank(crtcIndex: Int) -> Bool { vblank }

    /// Whether the output is on (`setPower`).
    var poweredOn = true
    /// `setPower` fails with this errno while set.
    var powerError: Int32?
    func setPower(on: Bool, crtcID: UInt32, connectorID: UInt32, bufferID: UInt32, mode: drmModeModeInfo) throws {
        if let e = powerError { throw DRMError(call: "setPower", errno: e) }
        if !on, !pendingFlips.isEmpty { throw DRMError(call: "setPower", errno: EBUSY) }
        calls.append("power \(on ? "on" : "off")\(on ? " fb \(bufferID)" : "")")
        poweredOn = on
        if on { shownBuffer = bufferID }
    }
    func isPoweredOn(crtcID: UInt32, connectorID: UInt32) -> Bool? { poweredOn }

    func handleEvents(onFlip: (Double) -> Void) throws {
        let done = pendingFlips
        pendingFlips.removeAll()
        for fb in done {
            shownBuffer = fb
            onFlip(0)
        }
    }

    /// The pixel at (x, y) of a scanout buffer.
    func pixel(fb: UInt32, x: Int, y: Int) -> UInt32 {
        guard let b = buffers[fb] else { return 0 }
        return b.pixels.load(fromByteOffset: y * b.pitch + x * 4, as: UInt32.self)
    }

    static func mode(_ w: Int, _ h: Int, hz: Int = 60, preferred: Bool = false) -> DRMMode {
        var info = drmModeModeInfo()
        info.hdisplay = UInt16(w); info.vdisplay = UInt16(h)
        info.htotal = UInt16(w + 100); info.vtotal = UInt16(h + 20)
        info.clock = UInt32((w + 100) * (h + 20) * hz / 1000)
        info.vrefresh = UInt32(hz)
        info.type = preferred ? UInt32(DRM_MODE_TYPE_PREFERRED) : 0
        return DRMMode(info: info)
    }
}
