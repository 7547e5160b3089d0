import CDRM
import Foundation

/// The atomic path: one primary plane driving one CRTC and connector; commits checked with
/// `TEST_ONLY` before they are made.
extension LibDRMDevice {
    /// Property ids the atomic commits need.
    struct AtomicIDs {
        var plane: UInt32
        var connectorCrtcID: UInt32
        var crtcModeID: UInt32
        var crtcActive: UInt32
        var planeFB: UInt32, planeCrtc: UInt32
        var srcX: UInt32, srcY: UInt32, srcW: UInt32, srcH: UInt32
        var crtcX: UInt32, crtcY: UInt32, crtcW: UInt32, crtcH: UInt32
    }

    /// Turns on atomic modesetting and finds the primary plane of `crtcID`. Returns `false`
    /// (with atomic off again) when the driver or the plane set-up does not allow it.
    public func prepareAtomic(crtcID: UInt32, crtcIndex: Int, connectorID: UInt32) -> Bool {
        guard drmSetClientCap(fileDescriptor, UInt64(DRM_CLIENT_CAP_ATOMIC), 1) == 0 else { return false }
        func off() -> Bool { _ = drmSetClientCap(fileDescriptor, UInt64(DRM_CLIENT_CAP_ATOMIC), 0); return false }
        guard let planes = drmModeGetPlaneResources(fileDescriptor) else { return off() }
        defer { drmModeFreePlaneResources(planes) }
        var primary: UInt32?
        for i in 0..<Int(planes.pointee.count_planes) {
            let id = planes.pointee.planes[i]
            guard let p = drmModeGetPlane(fileDescriptor, id) else { continue }
            let usable = p.pointee.possible_crtcs & (1 << UInt32(crtcIndex)) != 0
            drmModeFreePlane(p)
            if usable, propertyIDs(of: id, type: UInt32(DRM_MODE_OBJECT_PLANE))["type"]?.value == 1 { primary = id; break }
        }
        guard let plane = primary else { return off() }
        let pp = propertyIDs(of: plane, type: UInt32(DRM_MODE_OBJECT_PLANE))
        let cp = propertyIDs(of: crtcID, type: UInt32(DRM_MODE_OBJECT_CRTC))
        let kp = propertyIDs(of: connectorID, type: UInt32(DRM_MODE_OBJECT_CONNECTOR))
        guard let a = kp["CRTC_ID"]?.id, let b = cp["MODE_ID"]?.id, let c = cp["ACTIVE"]?.id,
              let fb = pp["FB_ID"]?.id, let pc = pp["CRTC_ID"]?.id,
              let sx = pp["SRC_X"]?.id, let sy = pp["SRC_Y"]?.id, let sw = pp["SRC_W"]?.id, let sh = pp["SRC_H"]?.id,
              let cx = pp["CRTC_X"]?.id, let cy = pp["CRTC_Y"]?.id, let cw = pp["CRTC_W"]?.id, let ch = pp["CRTC_H"]?.id
        else { return off() }
        atomicIDs = AtomicIDs(plane: plane, connectorCrtcID: a, crtcModeID: b, crtcActive: c, planeFB: fb, planeCrtc: pc,
                              srcX: sx, srcY: sy, srcW: sw, srcH: sh, crtcX: cx, crtcY: cy, crtcW: cw, crtcH: ch)
        return true
    }

    func propertyIDs(of object: UInt32, type: UInt32) -> [String: (id: UInt32, value: UInt64)] {
        guard let props = drmModeObjectGetProperties(fileDescriptor, object, type) else { return [:] }
        defer { drmModeFreeObjectProperties(props) }
        var out: [String: (UInt32, UInt64)] = [:]
        for i in 0..<Int(props.pointee.count_props) {
            guard let p = drmModeGetProperty(fileDescriptor, props.pointee.props[i]) else { continue }
            var n = p.pointee.name
            let name = withUnsafeBytes(of: &n) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            out[name] = (p.pointee.prop_id, props.pointee.prop_values[i])
            drmModeFreeProperty(p)
        }
        return out
    }

    /// Sets the mode and shows `bufferID` in one atomic commit, tested first. The
    /// corresponding C function is `drmModeAtomicCommit`.
    public func atomicModeset(crtcID: UInt32, connectorID: UInt32, bufferID: UInt32, mode: drmModeModeInfo) throws {
        guard let ids = atomicIDs else { throw DRMError(call: "atomic modeset", detail: "atomic not prepared") }
        var m = mode
        var blob: UInt32 = 0
        guard drmModeCreatePropertyBlob(fileDescriptor, &m, MemoryLayout<drmModeModeInfo>.size, &blob) == 0 else {
            throw DRMError(call: "drmModeCreatePropertyBlob", errno: errno)
        }
        let w = UInt64(mode.hdisplay), h = UInt64(mode.vdisplay)
        let props: [(UInt32, UInt32, UInt64)] = [
            (connectorID, ids.connectorCrtcID, UInt64(crtcID)),
            (crtcID, ids.crtcModeID, UInt64(blob)), (crtcID, ids.crtcActive, 1),
            (ids.plane, ids.planeFB, UInt64(bufferID)), (ids.plane, ids.planeCrtc, UInt64(crtcID)),
            (ids.plane, ids.srcX, 0), (ids.plane, ids.srcY, 0), (ids.plane, ids.srcW, w << 16), (ids.plane, ids.srcH, h << 16),
            (ids.plane, ids.crtcX, 0), (ids.plane, ids.crtcY, 0), (ids.plane, ids.crtcW, w), (ids.plane, ids.crtcH, h),
        ]
        try commit(props, flags: UInt32(DRM_MODE_ATOMIC_ALLOW_MODESET) | UInt32(DRM_MODE_ATOMIC_TEST_ONLY), what: "atomic modeset (test)")
        try commit(props, flags: UInt32(DRM_MODE_ATOMIC_ALLOW_MODESET), what: "atomic modeset")
    }

    /// Flips the primary plane to `bufferID` at the next vblank with an event (non-blocking).
    public func atomicFlip(bufferID: UInt32) throws {
        guard let ids = atomicIDs else { throw DRMError(call: "atomic flip", detail: "atomic not prepared") }
        try commit([(ids.plane, ids.planeFB, UInt64(bufferID))],
                   flags: UInt32(DRM_MODE_ATOMIC_NONBLOCK) | UInt32(DRM_MODE_PAGE_FLIP_EVENT), what: "drmModeAtomicCommit (flip)")
    }

    func commit(_ props: [(UInt32, UInt32, UInt64)], flags: UInt32, what: String) throws {
        guard let req = drmModeAtomicAlloc() else { throw DRMError(call: "drmModeAtomicAlloc", errno: errno) }
        defer { drmModeAtomicFree(req) }
        for (obj, prop, value) in props { _ = drmModeAtomicAddProperty(req, obj, prop, value) }
        let me = Unmanaged.passUnretained(self).toOpaque()
        guard drmModeAtomicCommit(fileDescriptor, req, flags, me) == 0 else { throw DRMError(call: what, errno: errno) }
    }
}
