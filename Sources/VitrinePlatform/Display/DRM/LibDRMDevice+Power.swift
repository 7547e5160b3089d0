import CDRM
import Foundation

/// Display power (blanking): DPMS off and on.
extension LibDRMDevice {
    /// Turns the output off or on again. Atomic: `ACTIVE` = 0 on the CRTC (mode and planes
    /// stay, as the kernel's DPMS off does), on again by a full modeset showing `bufferID`.
    /// Legacy: the connector's `DPMS` property (`DRM_MODE_DPMS_OFF` / `_ON`). The
    /// corresponding C functions are `drmModeAtomicCommit` and `drmModeConnectorSetProperty`.
    public func setPower(on: Bool, crtcID: UInt32, connectorID: UInt32, bufferID: UInt32, mode: drmModeModeInfo) throws {
        if let ids = atomicIDs {
            if on {
                try atomicModeset(crtcID: crtcID, connectorID: connectorID, bufferID: bufferID, mode: mode)
            } else {
                try commit([(crtcID, ids.crtcActive, 0)], flags: UInt32(DRM_MODE_ATOMIC_ALLOW_MODESET), what: "drmModeAtomicCommit (ACTIVE=0)")
            }
            return
        }
        guard let dpms = propertyIDs(of: connectorID, type: UInt32(DRM_MODE_OBJECT_CONNECTOR))["DPMS"]?.id else {
            throw DRMError(call: "DPMS", detail: "the connector has no DPMS property")
        }
        let value = UInt64(on ? DRM_MODE_DPMS_ON : DRM_MODE_DPMS_OFF)
        guard drmModeConnectorSetProperty(fileDescriptor, connectorID, dpms, value) == 0 else {
            throw DRMError(call: "drmModeConnectorSetProperty (DPMS \(on ? "on" : "off"))", errno: errno)
        }
    }

    /// The kernel's view: the CRTC's `ACTIVE` on the atomic path, else the connector's
    /// `DPMS` (on = `DRM_MODE_DPMS_ON`). The corresponding C function is
    /// `drmModeObjectGetProperties`.
    public func isPoweredOn(crtcID: UInt32, connectorID: UInt32) -> Bool? {
        if atomicIDs != nil, let active = propertyIDs(of: crtcID, type: UInt32(DRM_MODE_OBJECT_CRTC))["ACTIVE"] {
            return active.value != 0
        }
        guard let dpms = propertyIDs(of: connectorID, type: UInt32(DRM_MODE_OBJECT_CONNECTOR))["DPMS"] else { return nil }
        return dpms.value == UInt64(DRM_MODE_DPMS_ON)
    }
}
