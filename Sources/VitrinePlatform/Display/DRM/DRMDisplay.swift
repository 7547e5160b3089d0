import CDRM
import Dispatch
import Foundation
import VitrineGraphics

/// A display on a DRM/KMS output: dumb buffers scanned out by a CRTC, page flips with events,
/// frames paced to the mode's refresh rate.
///
/// The compositor draws into ordinary cached memory — one shadow buffer, so each frame draws
/// only its own damage (buffer age 1) — and `present` copies the damaged rectangles, plus what
/// that scanout buffer missed while the others were shown (`ScanoutDamage`), into a free
/// scanout buffer — scanout memory, write-combined on real hardware, is only ever written —
/// then flips. (One shadow measured 0.88–0.92× the frame time of one shadow per scanout
/// buffer with moving damage and the same with steady damage, and saves a screen of memory;
/// see ScanoutDamage.swift.) Drivers that do not pace flips to vblank (bochs, virtio-gpu) get the frame-done
/// callback delayed by a timer to the next refresh; nothing spins.
@MainActor
public final class DRMDisplay: Display {
    public let device: any DRMDeviceIO
    public private(set) var output: DRMOutputChoice
    /// The interface's size in pixels: the mode's, turned by the mounting rotation.
    public private(set) var pixelSize: PixelSize
    /// Quarter turns clockwise from the interface to the panel (how the panel is mounted),
    /// done in the copy to the scanout buffer.
    public private(set) var mountingTurns: Int
    public let scale: Double
    public var canPresent: Bool { isActive && connected && hasMaster && !isBlanked }
    /// Changes how the panel is mounted (a configuration reload): `turns` quarter turns
    /// clockwise, `nil` for the connector's "panel orientation" property. The buffers are made
    /// again at the new interface size, then `onSizeChange` (the window runs
    /// `viewWillTransition(to:with:)`) and a full redraw. Returns whether anything changed.
    @discardableResult
    public func setMountingRotation(_ turns: Int?) -> Bool {
        let t = ((turns ?? DRMDisplay.turns(forPanelOrientation: output.connector.properties["panel orientation"])) % 4 + 4) % 4
        guard isActive, t != mountingTurns else { return false }
        mountingTurns = t
        do {
            try configureBuffers()
        } catch {
            Log.platform.error("\(error)")
        }
        Log.platform.notice("\(output.connector.name): mounted \(t * 90)° now, interface \(pixelSize.width)x\(pixelSize.height)")
        onSizeChange?()
        onFrameDone?()
        return true
    }

    /// Whether the output is turned off by `setBlanked(true)`.
    public private(set) var isBlanked = false
    /// The output goes off once the flip on its way lands.
    private var blankWhenFlipLands = false
    private var connected = true
    /// False while another process (a VT switch, another compositor) holds DRM master.
    public private(set) var hasMaster = true
    private var masterRetry: ClockTimer?
    public var onFrameDone: (@MainActor () -> Void)?
    public var onSizeChange: (@MainActor () -> Void)?
    public var panelToInterface: CGAffineTransform { panelToInterfaceTransform(turns: mountingTurns, interfaceSize: pixelSize) }
    /// Whether modesetting and flips go through atomic commits (else the legacy
    /// `drmModeSetCrtc`/`drmModePageFlip`), chosen at run time.
    public private(set) var usesAtomic = false
    public let atomicAvailable: Bool

    private var scanout: [DRMDumbBuffer] = []
    /// The one buffer the compositor draws into (see the type's comment).
    private var shadow = PixelBuffer(width: 1, height: 1, format: .xrgb8888)
    /// Whether `shadow` holds a presented frame (its age is 1 then, else 0).
    private var shadowPresented = false
    /// What each scanout buffer missed (copied along with the next frame it gets).
    private var scanoutDamage = ScanoutDamage(count: 1)
    /// Which scanout buffer got which frame (the next free one is the least recent).
    private var ages = SwapChainAges(count: 0)
    private var onScreen: Int
    private var pendingFlip: Int?
    private var queuedPresent: (Int, Region)?
    private let savedCrtc: DRMCrtcState?
    private var eventSource: DispatchSourceRead?
    private let clock: any Clock
    private var lastFrameDone: Double = -.infinity
    private var isActive = true
    private var dirtySupported = true
    /// Whether the driver completes flips at vblank (vkms, real hardware); if not (bochs,
    /// virtio-gpu), a timer paces frames to the refresh rate.
    public private(set) var flipsWaitForVBlank = false

    /// Flips completed so far.
    public private(set) var flipCount = 0
    /// Frame-done callbacks the pacing timer had to delay (flips that came back early).
    public private(set) var pacedFrames = 0

    /// The refresh period of the mode, in seconds.
    public var refreshPeriod: Double { 1 / max(1, output.mode.refreshHz) }

    public var name: String { "drm:\((device.path as NSString).lastPathComponent):\(output.connector.name) \(output.mode)" }

    private let bufferCount: Int
    private let connectorRequest: String?
    private let modeRequest: DRMModeRequest?

    /// Opens the output: becomes (or checks it is) DRM master, picks connector, mode and CRTC,
    /// allocates `bufferCount` buffers, and sets the mode showing black. `rotation` is the
    /// panel's mounting rotation in quarter turns clockwise; `nil` takes the connector's
    /// "panel orientation" property (Normal, Upside Down, Left Side Up, Right Side Up).
    /// `scale` 0 derives the points from the connector's physical size (`DisplayScale`).
    public init(device: any DRMDeviceIO, connector: String? = nil, mode: DRMModeRequest? = nil,
                rotation: Int? = nil, bufferCount: Int = 2, scale: Double = 1, clock: any Clock) throws {
        self.device = device
        self.clock = clock
        self.bufferCount = min(3, max(2, bufferCount))
        connectorRequest = connector
        modeRequest = mode
        if !device.isMaster() { try device.setMaster() }
        atomicAvailable = device.supportsAtomic()
        let res = try device.resources()
        output = try DRMOutputSelection.choose(from: res, connectorName: connector, mode: mode)
        mountingTurns = ((rotation ?? DRMDisplay.turns(forPanelOrientation: output.connector.properties["panel orientation"])) % 4 + 4) % 4
        pixelSize = PixelSize(width: 1, height: 1)
        if scale > 0 {
            self.scale = scale
        } else {
            let c = output.connector, m = output.mode
            self.scale = DisplayScale.derived(width: m.width, height: m.height, widthMM: c.widthMM, heightMM: c.heightMM)
            if let ppi = DisplayScale.pixelsPerInch(width: m.width, height: m.height, widthMM: c.widthMM, heightMM: c.heightMM) {
                Log.platform.info("\(c.name): \(c.widthMM)x\(c.heightMM) mm, \(Int(ppi.rounded())) pixels per inch: scale \(Int(self.scale))")
            } else {
                Log.platform.info("\(c.name) reports no physical size: scale 1")
            }
        }
        savedCrtc = device.crtcState(output.crtcID)
        onScreen = 0
        if atomicAvailable, let index = res.crtcIDs.firstIndex(of: output.crtcID) {
            usesAtomic = device.prepareAtomic(crtcID: output.crtcID, crtcIndex: index, connectorID: output.connector.id)
        }
        try configureBuffers()
        flipsWaitForVBlank = device.hasVBlank(crtcIndex: res.crtcIDs.firstIndex(of: output.crtcID) ?? 0)
        Log.platform.info("\(name): \(usesAtomic ? "atomic" : "legacy") modesetting, \(flipsWaitForVBlank ? "flips paced by vblank" : "no vblank: frames paced by a timer")")
        startEvents()
    }

    /// Quarter turns for the kernel's "panel orientation" values (as Weston reads them).
    public static func turns(forPanelOrientation value: String?) -> Int {
        switch value {
        case "Upside Down": return 2
        case "Left Side Up": return 3
        case "Right Side Up": return 1
        default: return 0
        }
    }

    /// (Re)creates the buffers for the current mode and shows black.
    private func configureBuffers() throws {
        for b in scanout { device.destroy(b) }
        scanout.removeAll()
        let w = output.mode.width, h = output.mode.height
        pixelSize = mountingTurns % 2 == 0 ? PixelSize(width: w, height: h) : PixelSize(width: h, height: w)
        for _ in 0..<bufferCount {
            let b = try device.createDumbBuffer(width: w, height: h)
            memset(b.pixels, 0, b.size)
            scanout.append(b)
        }
        // Cleared like the scanout buffers, so none of them misses anything yet.
        shadow = PixelBuffer(width: pixelSize.width, height: pixelSize.height, format: .xrgb8888)
        shadowPresented = false
        scanoutDamage = ScanoutDamage(count: bufferCount)
        ages.reset(count: bufferCount)
        onScreen = 0
        pendingFlip = nil
        queuedPresent = nil
        if usesAtomic {
            do {
                try device.atomicModeset(crtcID: output.crtcID, connectorID: output.connector.id, bufferID: scanout[0].framebufferID, mode: output.mode.info)
                return
            } catch {
                Log.platform.warning("\(error); falling back to legacy modesetting")
                usesAtomic = false
            }
        }
        try device.setCrtc(output.crtcID, bufferID: scanout[0].framebufferID, connectorID: output.connector.id, mode: output.mode.info)
    }

    /// Another process took DRM master (a VT switch, another compositor): stop drawing and
    /// try to take it back every half second; when it comes back, set the mode again and have
    /// everything redrawn.
    private func masterLost(_ error: DRMError) {
        guard hasMaster else { return }
        hasMaster = false
        pendingFlip = nil
        queuedPresent = nil
        Log.platform.notice("lost DRM master (\(error)); not drawing until it comes back")
        retryMaster()
    }

    private func retryMaster() {
        masterRetry = clock.schedule(after: 0.5) { [weak self] in
            guard let self, self.isActive else { return }
            do {
                try self.device.setMaster()
                try self.configureBuffers()
                self.hasMaster = true
                Log.platform.notice("DRM master is back: mode set again, redrawing everything")
                self.onSizeChange?()
                self.onFrameDone?()
            } catch {
                self.retryMaster()
            }
        }
    }

    /// Re-probes the card after a hotplug event: a new preferred mode re-modesets and resizes
    /// (the window then runs `viewWillTransition(to:with:)`); an unplugged display stops
    /// presenting until it comes back.
    public func handleHotplug() {
        guard isActive else { return }
        do {
            let res = try device.resources()
            guard let choice = try? DRMOutputSelection.choose(from: res, connectorName: connectorRequest ?? output.connector.name, mode: modeRequest) else {
                if connected { Log.platform.notice("\(output.connector.name) disconnected; not presenting until it comes back") }
                connected = false
                return
            }
            let changed = choice.mode != output.mode || !connected
            connected = true
            guard changed else { return }
            Log.platform.notice("\(choice.connector.name): now \(choice.mode)")
            output = choice
            try configureBuffers()
            onSizeChange?()
            onFrameDone?()
        } catch {
            Log.platform.error("hotplug: \(error)")
        }
    }

    private func startEvents() {
        let fd = device.fileDescriptor
        guard fd >= 0 else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readEvents() }
        }
        source.resume()
        eventSource = source
    }

    /// Reads flip events (called when the device fd is readable; tests call it directly).
    public func readEvents() {
        do {
            try device.handleEvents { [weak self] _ in self?.flipCompleted() }
        } catch {
            Log.platform.error("\(error)")
        }
    }

    public func acquireBackBuffer() -> BackBuffer {
        BackBuffer(buffer: shadow, age: shadowPresented ? 1 : 0)
    }

    public func present(_ buffer: PixelBuffer, damage: Region) {
        guard buffer === shadow else {
            preconditionFailure("present() of a buffer this display did not hand out")
        }
        // Never the scanout buffer on screen nor the one a flip is taking there.
        let i = ages.next(excluding: [onScreen, pendingFlip])?.index ?? (onScreen + 1) % scanout.count
        // Copy the redrawn rectangles, and what this buffer missed, into the scanout buffer
        // (written, never read).
        let copy = scanoutDamage.regionToCopy(into: i, damage: damage)
        let target = PixelBuffer(wrapping: scanout[i].pixels, width: output.mode.width, height: output.mode.height,
                                 stride: scanout[i].pitch, format: .xrgb8888)
        target.copyRotated(copy, from: buffer, quarterTurns: mountingTurns)
        scanoutDamage.copied(into: i, damage: damage)
        shadowPresented = true
        if dirtySupported {
            let rects = copy.rects.map { PixelBuffer.rotatedRect($0, sourceSize: pixelSize, quarterTurns: mountingTurns) }
            let rc = device.markDirty(bufferID: scanout[i].framebufferID, rects: rects)
            if rc == -ENOSYS || rc == -EINVAL { dirtySupported = false }
        }
        ages.presented(i)
        flip(i, damage: damage)
    }

    private func flip(_ i: Int, damage: Region) {
        guard pendingFlip == nil else {
            // A flip is still on its way: this one goes out when it lands.
            queuedPresent = (i, damage)
            return
        }
        do {
            if usesAtomic {
                try device.atomicFlip(bufferID: scanout[i].framebufferID)
            } else {
                try device.pageFlip(crtcID: output.crtcID, bufferID: scanout[i].framebufferID)
            }
            pendingFlip = i
        } catch let e as DRMError where e.errno == EACCES || e.errno == EPERM {
            masterLost(e)
        } catch let e as DRMError where e.errno == EBUSY {
            // A flip we did not queue is pending (or the CRTC is busy): keep the frame and try
            // again when a flip lands or, failing that, after a refresh period.
            queuedPresent = (i, damage)
            clock.schedule(after: refreshPeriod) { [weak self] in
                guard let self, self.pendingFlip == nil, let (q, dmg) = self.queuedPresent else { return }
                self.queuedPresent = nil
                self.flip(q, damage: dmg)
            }
        } catch {
            Log.platform.error("\(error); showing the frame with a modeset instead")
            do {
                try device.setCrtc(output.crtcID, bufferID: scanout[i].framebufferID, connectorID: output.connector.id, mode: output.mode.info)
                onScreen = i
            } catch {
                Log.platform.error("\(error)")
            }
            scheduleFrameDone()
        }
    }

    private func flipCompleted() {
        guard let i = pendingFlip else { return }
        pendingFlip = nil
        onScreen = i
        flipCount += 1
        if blankWhenFlipLands {
            blankWhenFlipLands = false
            if !powerOff() {
                // The driver refused: keep showing frames rather than a frozen one.
                isBlanked = false
            }
        }
        if let (q, damage) = queuedPresent {
            queuedPresent = nil
            flip(q, damage: damage)
            return
        }
        scheduleFrameDone()
    }

    /// Reports the frame done at once if a refresh period has passed since the last one,
    /// else when it has (flips that do not wait for vblank would otherwise run the loop at
    /// thousands of frames a second).
    private func scheduleFrameDone() {
        let now = clock.now
        if flipsWaitForVBlank {
            lastFrameDone = now
            onFrameDone?()
            return
        }
        let due = lastFrameDone + refreshPeriod * 0.98
        if now >= due {
            lastFrameDone = now
            onFrameDone?()
        } else {
            pacedFrames += 1
            clock.schedule(at: due) { [weak self] in
                guard let self else { return }
                self.lastFrameDone = self.clock.now
                self.onFrameDone?()
            }
        }
    }

    /// The last frame presented, as the interface drew it (the shadow buffer, which holds it
    /// until the next frame is drawn), for comparing with a writeback capture (which waits for
    /// pending flips).
    public var lastPresentedFrame: PixelBuffer { shadow }

    /// The shadow buffer once a frame was presented (it holds that frame between frames).
    public var presentedPixels: PixelBuffer? { shadowPresented ? shadow : nil }

    /// The mode's refresh period.
    public var refreshInterval: Double? { refreshPeriod }

    /// Whether a presented frame is not on screen yet (its flip is pending, or queued behind
    /// one): what scans out now may still be an older frame.
    public var isFlipInFlight: Bool { pendingFlip != nil || queuedPresent != nil }

    /// Puts back the console's mode and frees the buffers (at exit, on SIGTERM/SIGINT).
    public func restoreConsole() {
        guard isActive else { return }
        isActive = false
        eventSource?.cancel()
        if let s = savedCrtc {
            do { try device.restore(s, connectorID: output.connector.id) } catch { Log.platform.error("\(error)") }
        }
        for b in scanout { device.destroy(b) }
        scanout.removeAll()
    }

    /// Turns the output off (DPMS off) or back on. Off waits for a flip on its way; frames
    /// asked for meanwhile wait (`canPresent` is false). On again shows the newest frame
    /// drawn with a modeset, then lets the compositor draw what changed.
    @discardableResult
    public func setBlanked(_ blanked: Bool) -> Bool {
        guard isActive else { return false }
        guard blanked != isBlanked else { return true }
        if blanked {
            isBlanked = true
            // A frame waiting behind the pending flip stays in its scanout buffer (already
            // copied there); the newest frame is shown when the panel is on.
            queuedPresent = nil
            guard pendingFlip == nil else { blankWhenFlipLands = true; return true }
            if !powerOff() {
                isBlanked = false
                return false
            }
            return true
        }
        isBlanked = false
        if blankWhenFlipLands {
            // Never went off.
            blankWhenFlipLands = false
            return true
        }
        let newest = ages.newest ?? onScreen
        do {
            try device.setPower(on: true, crtcID: output.crtcID, connectorID: output.connector.id,
                                bufferID: scanout[newest].framebufferID, mode: output.mode.info)
            onScreen = newest
            Log.platform.info("\(output.connector.name): on again")
        } catch {
            Log.platform.error("\(error); setting the mode again")
            do { try configureBuffers() } catch { Log.platform.error("\(error)") }
            onSizeChange?()
        }
        if pendingFlip == nil { onFrameDone?() }
        return true
    }

    private func powerOff() -> Bool {
        do {
            try device.setPower(on: false, crtcID: output.crtcID, connectorID: output.connector.id,
                                bufferID: scanout[onScreen].framebufferID, mode: output.mode.info)
            Log.platform.info("\(output.connector.name): off (blanked)")
            return true
        } catch {
            Log.platform.error("\(error); the panel stays on")
            return false
        }
    }

    /// Whether the kernel reports the output on (`nil` when it cannot tell).
    public var isPoweredOn: Bool? { device.isPoweredOn(crtcID: output.crtcID, connectorID: output.connector.id) }
}
