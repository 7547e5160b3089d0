import Foundation
import VitrinePlatform

/// The display a kiosk runs on, chosen as `[display] backend` says: `drm` (a card with a
/// connected display, or one to wait on), `fbdev`, `headless`, `vnc` (no panel: served over
/// VNC), or `auto` — DRM, then fbdev, then headless, saying why at each step.
public enum KioskDisplayChoice: @unchecked Sendable {
    // @unchecked: made on the main thread before the main actor runs, and handed over once.
    /// A DRM card with a connected display.
    case drm(LibDRMDevice)
    /// A DRM card with connectors but nothing plugged in: wait for a hotplug.
    case drmWaiting(LibDRMDevice)
    /// A framebuffer device.
    case fbdev(LinuxFBDev)
    /// No display hardware: the headless backend.
    case headless
    /// No panel: the screen in memory, served over VNC (`[remote] vnc_listen`).
    case vnc

    /// Whether this is the VNC backend.
    public var isVNC: Bool {
        if case .vnc = self { return true }
        return false
    }

    /// Errors that end the program: the display the configuration insists on is unusable.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Chooses for `display`; `framebuffer` is the fbdev node; `log` gets the fallback messages.
    public static func choose(_ display: VitrineConfiguration.Display, framebuffer: String = "/dev/fb0",
                              log: (String) -> Void) throws(Failure) -> KioskDisplayChoice {
        let backend = display.backend
        if backend == .vnc { return .vnc }
        if backend == .drm || backend == .auto {
            do {
                return try openDRM(card: display.card, connector: display.connector, mode: display.mode)
            } catch {
                if backend == .drm { throw Failure(description: "\(error)") }
                log("no usable DRM display (\(error)); trying fbdev")
            }
        }
        if backend == .fbdev || backend == .auto {
            do {
                return .fbdev(try LinuxFBDev(path: framebuffer))
            } catch {
                if backend == .fbdev { throw Failure(description: "\(error)") }
                log("no usable framebuffer (\(error)); falling back to the headless backend")
            }
        }
        return .headless
    }

    /// The requested card, or the first card with a connected display; a card with connectors
    /// but nothing plugged in when no card has a display.
    public static func openDRM(card: String?, connector: String?, mode: DRMModeRequest?) throws -> KioskDisplayChoice {
        let paths = card.map { [$0] } ?? LibDRMDevice.cardPaths()
        guard !paths.isEmpty else { throw DRMError(call: "find a DRM card", detail: "no /dev/dri/card* (no KMS driver loaded)") }
        var lastError: Error?
        var disconnected: LibDRMDevice?
        for path in paths {
            do {
                let dev = try LibDRMDevice(path: path)
                // Check there is an output before committing to this card.
                let res = try dev.resources()
                do {
                    _ = try DRMOutputSelection.choose(from: res, connectorName: connector, mode: mode)
                } catch let e as DRMError where e.detail == "no connected display" {
                    if disconnected == nil && !res.connectors.isEmpty { disconnected = dev }
                    throw e
                }
                return .drm(dev)
            } catch {
                lastError = error
            }
        }
        if let dev = disconnected { return .drmWaiting(dev) }
        throw lastError ?? DRMError(call: "find a DRM card")
    }
}
