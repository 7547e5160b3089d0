import CDRM
import Foundation
import VitrineGraphics

/// A DRM card opened through libdrm: the real `DRMDeviceIO`.
public final class LibDRMDevice: DRMDeviceIO {
    public let path: String
    public let fileDescriptor: Int32
    private var flipTimes: [Double] = []
    /// Set once `prepareAtomic` found what atomic commits need.
    var atomicIDs: AtomicIDs?

    /// Opens a card read-write. A missing node or missing permission (the user must be root or
    /// in the `video` group) is a `DRMError` naming the path.
    public init(path: String) throws {
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            let e = errno
            let hint = e == EACCES ? "run as root or add the user to the 'video' group" : ""
            throw DRMError(call: "open \(path)", errno: e, detail: hint)
        }
        self.path = path
        fileDescriptor = fd
    }

    deinit { Foundation.close(fileDescriptor) }

    /// The card nodes present, sorted (`/dev/dri/card0`, …).
    public static func cardPaths(in dir: String = "/dev/dri") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasPrefix("card") }.sorted {
            (Int($0.dropFirst(4)) ?? 0) < (Int($1.dropFirst(4)) ?? 0)
        }.map { "\(dir)/\($0)" }
    }

    public func isMaster() -> Bool { drmIsMaster(fileDescriptor) != 0 }

    public func setMaster() throws {
        if drmSetMaster(fileDescriptor) != 0 {
            let e = errno
            throw DRMError(call: "drmSetMaster \(path)", errno: e, detail: "another process (a display server or another Vitrine) holds DRM master")
        }
    }

    public func dropMaster() throws {
        if drmDropMaster(fileDescriptor) != 0 { throw DRMError(call: "drmDropMaster", errno: errno) }
    }

    public func supportsAtomic() -> Bool {
        guard drmSetClientCap(fileDescriptor, UInt64(DRM_CLIENT_CAP_ATOMIC), 1) == 0 else { return false }
        // Probe only: the legacy path runs without the atomic (and universal planes) cap.
        _ = drmSetClientCap(fileDescriptor, UInt64(DRM_CLIENT_CAP_ATOMIC), 0)
        return true
    }

    public func resources() throws -> DRMResources {
        guard let res = drmModeGetResources(fileDescriptor) else {
            throw DRMError(call: "drmModeGetResources \(path)", errno: errno, detail: "not a KMS device?")
        }
        defer { drmModeFreeResources(res) }
        let r = res.pointee
        let crtcs = (0..<Int(r.count_crtcs)).map { r.crtcs[$0] }
        var connectors: [DRMConnector] = []
        for i in 0..<Int(r.count_connectors) {
            guard let c = drmModeGetConnector(fileDescriptor, r.connectors[i]) else { continue }
            defer { drmModeFreeConnector(c) }
            let cp = c.pointee
            let typeName = drmModeGetConnectorTypeName(cp.connector_type).map { String(cString: $0) } ?? "Unknown"
            let modes = (0..<Int(cp.count_modes)).map { DRMMode(info: cp.modes[$0]) }
            let encoders = (0..<Int(cp.count_encoders)).map { cp.encoders[$0] }
            connectors.append(DRMConnector(
                id: cp.connector_id, name: "\(typeName)-\(cp.connector_type_id)",
                isConnected: cp.connection == DRM_MODE_CONNECTED, modes: modes, encoderID: cp.encoder_id,
                possibleEncoderIDs: encoders, widthMM: Int(cp.mmWidth), heightMM: Int(cp.mmHeight),
                properties: properties(of: cp.connector_id, type: UInt32(DRM_MODE_OBJECT_CONNECTOR))))
        }
        var encoders: [DRMEncoder] = []
        for i in 0..<Int(r.count_encoders) {
            guard let e = drmModeGetEncoder(fileDescriptor, r.encoders[i]) else { continue }
            encoders.append(DRMEncoder(id: e.pointee.encoder_id, crtcID: e.pointee.crtc_id, possibleCrtcs: e.pointee.possible_crtcs))
            drmModeFreeEncoder(e)
        }
        return DRMResources(crtcIDs: crtcs, connectors: connectors, encoders: encoders)
    }

    /// Property names and values of an object; enums by their value's name.
    private func properties(of object: UInt32, type: UInt32) -> [String: String] {
        guard let props = drmModeObjectGetProperties(fileDescriptor, object, type) else { return [:] }
        defer { drmModeFreeObjectProperties(props) }
        var out: [String: String] = [:]
        for i in 0..<Int(props.pointee.count_props) {
            guard let p = drmModeGetProperty(fileDescriptor, props.pointee.props[i]) else { continue }
            defer { drmModeFreeProperty(p) }
            var nameTuple = p.pointee.name
            let name = withUnsafeBytes(of: &nameTuple) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            let value = props.pointee.prop_values[i]
            if (p.pointee.flags & UInt32(DRM_MODE_PROP_ENUM)) != 0, let enums = p.pointee.enums {
                var found = "\(value)"
                for j in 0..<Int(p.pointee.count_enums) where enums[j].value == value {
                    var n = enums[j].name
                    found = withUnsafeBytes(of: &n) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                }
                out[name] = found
            } else {
                out[name] = "\(value)"
            }
        }
        return out
    }

    public func crtcState(_ crtcID: UInt32) -> DRMCrtcState? {
        guard let c = drmModeGetCrtc(fileDescriptor, crtcID) else { return nil }
        defer { drmModeFreeCrtc(c) }
        let cp = c.pointee
        return DRMCrtcState(crtcID: crtcID, bufferID: cp.buffer_id, x: cp.x, y: cp.y, mode: cp.mode_valid != 0 ? cp.mode : nil)
    }

    public func createDumbBuffer(width: Int, height: Int) throws -> DRMDumbBuffer {
        var handle: UInt32 = 0, pitch: UInt32 = 0
        var size: UInt64 = 0
        guard drmModeCreateDumbBuffer(fileDescriptor, UInt32(width), UInt32(height), 32, 0, &handle, &pitch, &size) == 0 else {
            throw DRMError(call: "drmModeCreateDumbBuffer \(width)x\(height)", errno: errno)
        }
        var fb: UInt32 = 0
        var handles: (UInt32, UInt32, UInt32, UInt32) = (handle, 0, 0, 0)
        var pitches: (UInt32, UInt32, UInt32, UInt32) = (pitch, 0, 0, 0)
        var offsets: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        let added = withUnsafePointer(to: &handles) { h in
            withUnsafePointer(to: &pitches) { p in
                withUnsafePointer(to: &offsets) { o in
                    drmModeAddFB2(fileDescriptor, UInt32(width), UInt32(height), drmFormatXRGB8888,
                                  UnsafeRawPointer(h).assumingMemoryBound(to: UInt32.self),
                                  UnsafeRawPointer(p).assumingMemoryBound(to: UInt32.self),
                                  UnsafeRawPointer(o).assumingMemoryBound(to: UInt32.self), &fb, 0)
                }
            }
        }
        guard added == 0 else {
            let e = errno
            _ = drmModeDestroyDumbBuffer(fileDescriptor, handle)
            throw DRMError(call: "drmModeAddFB2", errno: e)
        }
        var offset: UInt64 = 0
        guard drmModeMapDumbBuffer(fileDescriptor, handle, &offset) == 0 else {
            let e = errno
            _ = drmModeRmFB(fileDescriptor, fb); _ = drmModeDestroyDumbBuffer(fileDescriptor, handle)
            throw DRMError(call: "drmModeMapDumbBuffer", errno: e)
        }
        let map = mmap(nil, Int(size), PROT_READ | PROT_WRITE, MAP_SHARED, fileDescriptor, off_t(offset))
        guard let map, map != MAP_FAILED else {
            let e = errno
            _ = drmModeRmFB(fileDescriptor, fb); _ = drmModeDestroyDumbBuffer(fileDescriptor, handle)
            throw DRMError(call: "mmap dumb buffer", errno: e)
        }
        return DRMDumbBuffer(handle: handle, framebufferID: fb, pitch: Int(pitch), size: Int(size), width: width, height: height, pixels: map)
    }

    public func destroy(_ b: DRMDumbBuffer) {
        munmap(b.pixels, b.size)
        _ = drmModeRmFB(fileDescriptor, b.framebufferID)
        _ = drmModeDestroyDumbBuffer(fileDescriptor, b.handle)
    }

    public func setCrtc(_ crtcID: UInt32, bufferID: UInt32, connectorID: UInt32, mode: drmModeModeInfo) throws {
        var conn = connectorID
        var m = mode
        guard drmModeSetCrtc(fileDescriptor, crtcID, bufferID, 0, 0, &conn, 1, &m) == 0 else {
            throw DRMError(call: "drmModeSetCrtc", errno: errno)
        }
    }

    public func restore(_ state: DRMCrtcState, connectorID: UInt32) throws {
        var conn = connectorID
        if var mode = state.mode {
            guard drmModeSetCrtc(fileDescriptor, state.crtcID, state.bufferID, state.x, state.y, &conn, 1, &mode) == 0 else {
                throw DRMError(call: "drmModeSetCrtc (restore)", errno: errno)
            }
        } else {
            _ = drmModeSetCrtc(fileDescriptor, state.crtcID, 0, 0, 0, nil, 0, nil)
        }
    }

    public func pageFlip(crtcID: UInt32, bufferID: UInt32) throws {
        let me = Unmanaged.passUnretained(self).toOpaque()
        guard drmModePageFlip(fileDescriptor, crtcID, bufferID, UInt32(DRM_MODE_PAGE_FLIP_EVENT), me) == 0 else {
            throw DRMError(call: "drmModePageFlip", errno: errno)
        }
    }

    public func markDirty(bufferID: UInt32, rects: [PixelRect]) -> Int32 {
        var clips = rects.map { r in
            drmModeClip(x1: UInt16(clamping: r.minX), y1: UInt16(clamping: r.minY), x2: UInt16(clamping: r.maxX), y2: UInt16(clamping: r.maxY))
        }
        let rc = clips.withUnsafeMutableBufferPointer { drmModeDirtyFB(fileDescriptor, bufferID, $0.baseAddress, UInt32($0.count)) }
        return rc == 0 ? 0 : (rc < 0 ? rc : -errno)
    }

    public func hasVBlank(crtcIndex: Int) -> Bool {
        var vbl = drmVBlank()
        vbl.request.type = drmVBlankSeqType(rawValue: DRM_VBLANK_RELATIVE.rawValue | (UInt32(crtcIndex) << UInt32(DRM_VBLANK_HIGH_CRTC_SHIFT)))
        vbl.request.sequence = 0
        return drmWaitVBlank(fileDescriptor, &vbl) == 0
    }

    public func handleEvents(onFlip: (Double) -> Void) throws {
        var ctx = drmEventContext()
        ctx.version = 2
        ctx.page_flip_handler = { _, _, sec, usec, userData in
            guard let userData else { return }
            let me = Unmanaged<LibDRMDevice>.fromOpaque(userData).takeUnretainedValue()
            me.flipTimes.append(Double(sec) + Double(usec) / 1e6)
        }
        flipTimes.removeAll()
        guard drmHandleEvent(fileDescriptor, &ctx) == 0 else { throw DRMError(call: "drmHandleEvent", errno: errno) }
        for t in flipTimes { onFlip(t) }
        flipTimes.removeAll()
    }
}
