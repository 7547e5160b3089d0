import CDRM
import Foundation
import VitrineGraphics

/// Writeback connectors (vkms, some SoCs) copy what a CRTC outputs into a buffer: the only way
/// to read back the composed picture of a device that has no screen to dump. Used by the guest
/// tests on vkms to check the pixels that went out.
extension LibDRMDevice {
    /// Captures one frame of `crtcID`'s output through the card's writeback connector into a
    /// new buffer of `width`×`height`, waiting (up to a second) for the capture to finish.
    /// Needs atomic modesetting. The corresponding C calls are `drmModeAtomicCommit` with
    /// `WRITEBACK_FB_ID` and `WRITEBACK_OUT_FENCE_PTR`, and `poll` on the fence.
    public func captureWriteback(crtcID: UInt32, width: Int, height: Int) throws -> PixelBuffer {
        guard drmSetClientCap(fileDescriptor, UInt64(DRM_CLIENT_CAP_WRITEBACK_CONNECTORS), 1) == 0 else {
            throw DRMError(call: "drmSetClientCap(WRITEBACK_CONNECTORS)", errno: errno, detail: "needs atomic modesetting")
        }
        guard let res = drmModeGetResources(fileDescriptor) else { throw DRMError(call: "drmModeGetResources", errno: errno) }
        var writeback: UInt32?
        for i in 0..<Int(res.pointee.count_connectors) {
            guard let c = drmModeGetConnector(fileDescriptor, res.pointee.connectors[i]) else { continue }
            if c.pointee.connector_type == UInt32(DRM_MODE_CONNECTOR_WRITEBACK) { writeback = c.pointee.connector_id }
            drmModeFreeConnector(c)
        }
        drmModeFreeResources(res)
        guard let wb = writeback else { throw DRMError(call: "find writeback connector", detail: "this card has none") }
        let props = connectorPropertyIDs(wb)
        guard let crtcProp = props["CRTC_ID"], let fbProp = props["WRITEBACK_FB_ID"], let fenceProp = props["WRITEBACK_OUT_FENCE_PTR"] else {
            throw DRMError(call: "writeback properties", detail: "CRTC_ID, WRITEBACK_FB_ID or WRITEBACK_OUT_FENCE_PTR missing")
        }
        let buffer = try createDumbBuffer(width: width, height: height)
        defer { destroy(buffer) }
        var fence: Int32 = -1
        guard let req = drmModeAtomicAlloc() else { throw DRMError(call: "drmModeAtomicAlloc", errno: errno) }
        defer { drmModeAtomicFree(req) }
        _ = drmModeAtomicAddProperty(req, wb, crtcProp, UInt64(crtcID))
        _ = drmModeAtomicAddProperty(req, wb, fbProp, UInt64(buffer.framebufferID))
        withUnsafeMutablePointer(to: &fence) { p in
            _ = drmModeAtomicAddProperty(req, wb, fenceProp, UInt64(UInt(bitPattern: p)))
        }
        guard drmModeAtomicCommit(fileDescriptor, req, UInt32(DRM_MODE_ATOMIC_ALLOW_MODESET), nil) == 0 else {
            throw DRMError(call: "drmModeAtomicCommit (writeback)", errno: errno)
        }
        if fence >= 0 {
            var pfd = pollfd(fd: fence, events: Int16(POLLIN), revents: 0)
            let rc = poll(&pfd, 1, 1000)
            close(fence)
            guard rc > 0 else { throw DRMError(call: "poll writeback fence", errno: rc < 0 ? errno : ETIMEDOUT) }
        }
        let out = PixelBuffer(width: width, height: height, format: .xrgb8888)
        for y in 0..<height {
            let src = buffer.pixels.advanced(by: y * buffer.pitch).assumingMemoryBound(to: UInt32.self)
            _ = out.row(y).update(fromContentsOf: UnsafeBufferPointer(start: src, count: width))
        }
        // Detach the writeback connector again.
        if let req2 = drmModeAtomicAlloc() {
            _ = drmModeAtomicAddProperty(req2, wb, crtcProp, 0)
            _ = drmModeAtomicAddProperty(req2, wb, fbProp, 0)
            _ = drmModeAtomicCommit(fileDescriptor, req2, UInt32(DRM_MODE_ATOMIC_ALLOW_MODESET), nil)
            drmModeAtomicFree(req2)
        }
        return out
    }

    private func connectorPropertyIDs(_ id: UInt32) -> [String: UInt32] {
        guard let props = drmModeObjectGetProperties(fileDescriptor, id, UInt32(DRM_MODE_OBJECT_CONNECTOR)) else { return [:] }
        defer { drmModeFreeObjectProperties(props) }
        var out: [String: UInt32] = [:]
        for i in 0..<Int(props.pointee.count_props) {
            guard let p = drmModeGetProperty(fileDescriptor, props.pointee.props[i]) else { continue }
            var n = p.pointee.name
            out[withUnsafeBytes(of: &n) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }] = p.pointee.prop_id
            drmModeFreeProperty(p)
        }
        return out
    }
}
