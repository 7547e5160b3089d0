import CDRM
import Foundation
import VitrineGraphics

/// Everything the DRM backend asks of a card: the seam between the backend's logic (output
/// choice, buffers, flips, pacing) and the kernel, so that logic is unit-tested with a fake
/// card and no hardware. `LibDRMDevice` is the real one, over libdrm.
public protocol DRMDeviceIO: AnyObject {
    /// The device node, e.g. `/dev/dri/card0`.
    var path: String { get }
    /// The file descriptor to watch for events (negative for fakes that deliver events by hand).
    var fileDescriptor: Int32 { get }

    /// Whether this process is DRM master. The corresponding C function is `drmIsMaster`.
    func isMaster() -> Bool
    /// Becomes DRM master. The corresponding C function is `drmSetMaster`.
    func setMaster() throws
    /// Gives up DRM master. The corresponding C function is `drmDropMaster`.
    func dropMaster() throws
    /// Whether the driver offers atomic modesetting. The corresponding C function is
    /// `drmSetClientCap(DRM_CLIENT_CAP_ATOMIC)`.
    func supportsAtomic() -> Bool
    /// CRTCs, connectors (with modes and properties) and encoders. The corresponding C
    /// functions are `drmModeGetResources`, `drmModeGetConnector`, `drmModeGetEncoder`.
    func resources() throws -> DRMResources
    /// A CRTC's current configuration. The corresponding C function is `drmModeGetCrtc`.
    func crtcState(_ crtcID: UInt32) -> DRMCrtcState?
    /// A mapped XRGB8888 dumb buffer registered as a framebuffer. The corresponding C functions
    /// are `drmModeCreateDumbBuffer`, `drmModeAddFB2`, `drmModeMapDumbBuffer` and `mmap`.
    func createDumbBuffer(width: Int, height: Int) throws -> DRMDumbBuffer
    /// Unmaps and frees a dumb buffer. The corresponding C functions are `munmap`,
    /// `drmModeRmFB` and `drmModeDestroyDumbBuffer`.
    func destroy(_ buffer: DRMDumbBuffer)
    /// Shows `bufferID` on `connectorID` through `crtcID` in `mode`. The corresponding C
    /// function is `drmModeSetCrtc`.
    func setCrtc(_ crtcID: UInt32, bufferID: UInt32, connectorID: UInt32, mode: drmModeModeInfo) throws
    /// Puts back a saved CRTC configuration.
    func restore(_ state: DRMCrtcState, connectorID: UInt32) throws
    /// Queues a flip to `bufferID` at the next vblank, with an event when done. Throws with
    /// `EBUSY` while a flip is pending. The corresponding C function is `drmModePageFlip`.
    func pageFlip(crtcID: UInt32, bufferID: UInt32) throws
    /// Tells drivers that need it which rectangles changed. Returns 0, or `-errno`
    /// (`-ENOSYS` where the driver does not need it). The corresponding C function is
    /// `drmModeDirtyFB`.
    func markDirty(bufferID: UInt32, rects: [PixelRect]) -> Int32
    /// Turns on atomic modesetting for this CRTC and connector if the driver and its planes
    /// allow; `false` keeps the legacy path. The corresponding C functions are
    /// `drmSetClientCap(DRM_CLIENT_CAP_ATOMIC)` and `drmModeGetPlaneResources`.
    func prepareAtomic(crtcID: UInt32, crtcIndex: Int, connectorID: UInt32) -> Bool
    /// Sets the mode showing `bufferID` in one atomic commit, checked with `TEST_ONLY` first.
    /// The corresponding C function is `drmModeAtomicCommit`.
    func atomicModeset(crtcID: UInt32, connectorID: UInt32, bufferID: UInt32, mode: drmModeModeInfo) throws
    /// A non-blocking atomic flip with an event; `EBUSY` while one is pending.
    func atomicFlip(bufferID: UInt32) throws
    /// Whether the CRTC reports vertical blanks (then flips complete at vblank and need no
    /// pacing). The corresponding C function is `drmWaitVBlank` (relative 0: a query).
    func hasVBlank(crtcIndex: Int) -> Bool
    /// Turns the output off or on again: on the atomic path the CRTC's `ACTIVE` property (0
    /// keeps the mode; on again is a full modeset showing `bufferID`), on the legacy path the
    /// connector's `DPMS` property. The corresponding C functions are `drmModeAtomicCommit`
    /// and `drmModeConnectorSetProperty`.
    func setPower(on: Bool, crtcID: UInt32, connectorID: UInt32, bufferID: UInt32, mode: drmModeModeInfo) throws
    /// Whether the output is on as the kernel reports it (the CRTC's `ACTIVE` property, else
    /// the connector's `DPMS` property), or `nil` if it cannot tell. The corresponding C
    /// function is `drmModeObjectGetProperties`.
    func isPoweredOn(crtcID: UInt32, connectorID: UInt32) -> Bool?
    /// Reads pending events; `onFlip` gets each completed flip's kernel timestamp (seconds,
    /// CLOCK_MONOTONIC). The corresponding C function is `drmHandleEvent`.
    func handleEvents(onFlip: (Double) -> Void) throws
}
