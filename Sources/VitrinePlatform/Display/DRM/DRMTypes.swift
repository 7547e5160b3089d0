import CDRM
import Foundation

/// A display mode of a connector (a `drmModeModeInfo`).
public struct DRMMode: Equatable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    /// Refresh rate in millihertz, computed from the pixel clock and totals (more exact than
    /// the rounded `vrefresh`).
    public var refreshMilliHz: Int
    public var isPreferred: Bool
    public var name: String
    /// The mode as the kernel describes it.
    public var info: drmModeModeInfo

    public init(info: drmModeModeInfo) {
        self.info = info
        width = Int(info.hdisplay)
        height = Int(info.vdisplay)
        let total = Int(info.htotal) * Int(info.vtotal)
        refreshMilliHz = total > 0 ? Int((Int64(info.clock) * 1_000_000 / Int64(total))) : Int(info.vrefresh) * 1000
        isPreferred = (info.type & UInt32(DRM_MODE_TYPE_PREFERRED)) != 0
        var n = info.name
        name = withUnsafeBytes(of: &n) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// Refresh in hertz.
    public var refreshHz: Double { Double(refreshMilliHz) / 1000 }

    public var description: String { String(format: "%dx%d@%.2f%@", width, height, refreshHz, isPreferred ? " (preferred)" : "") }

    public static func == (a: DRMMode, b: DRMMode) -> Bool {
        a.width == b.width && a.height == b.height && a.refreshMilliHz == b.refreshMilliHz && a.isPreferred == b.isPreferred && a.name == b.name
    }
}

/// A connector (a panel or monitor output).
public struct DRMConnector: Sendable {
    public var id: UInt32
    /// The name users and configs use: type and index, e.g. `HDMI-A-1`, `eDP-1`, `Virtual-1`.
    public var name: String
    public var isConnected: Bool
    public var modes: [DRMMode]
    public var encoderID: UInt32
    public var possibleEncoderIDs: [UInt32]
    /// Physical size in millimetres (0 when unknown).
    public var widthMM: Int
    public var heightMM: Int
    /// Property names to values (enum properties as their value's name).
    public var properties: [String: String]

    public init(id: UInt32, name: String, isConnected: Bool, modes: [DRMMode], encoderID: UInt32 = 0,
                possibleEncoderIDs: [UInt32] = [], widthMM: Int = 0, heightMM: Int = 0, properties: [String: String] = [:]) {
        self.id = id; self.name = name; self.isConnected = isConnected; self.modes = modes; self.encoderID = encoderID
        self.possibleEncoderIDs = possibleEncoderIDs; self.widthMM = widthMM; self.heightMM = heightMM; self.properties = properties
    }

    /// The preferred mode, else the first.
    public var preferredMode: DRMMode? { modes.first(where: \.isPreferred) ?? modes.first }
}

/// An encoder and the CRTCs it can drive.
public struct DRMEncoder: Sendable {
    public var id: UInt32
    public var crtcID: UInt32
    /// Bit i set: CRTC number i of the resources can be used.
    public var possibleCrtcs: UInt32
    public init(id: UInt32, crtcID: UInt32, possibleCrtcs: UInt32) { self.id = id; self.crtcID = crtcID; self.possibleCrtcs = possibleCrtcs }
}

/// What a card has.
public struct DRMResources: Sendable {
    public var crtcIDs: [UInt32]
    public var connectors: [DRMConnector]
    public var encoders: [DRMEncoder]
    public init(crtcIDs: [UInt32], connectors: [DRMConnector], encoders: [DRMEncoder]) {
        self.crtcIDs = crtcIDs; self.connectors = connectors; self.encoders = encoders
    }
}

/// A CRTC's state (saved at start, restored at exit so the console comes back).
public struct DRMCrtcState: Sendable {
    public var crtcID: UInt32
    public var bufferID: UInt32
    public var x: UInt32
    public var y: UInt32
    public var mode: drmModeModeInfo?
}

/// A mapped dumb buffer registered as a framebuffer.
public struct DRMDumbBuffer: Sendable {
    public var handle: UInt32
    public var framebufferID: UInt32
    public var pitch: Int
    public var size: Int
    public var width: Int
    public var height: Int
    /// The mapping (write-combined on real hardware: only ever written, never read).
    public nonisolated(unsafe) var pixels: UnsafeMutableRawPointer
}

/// `DRM_FORMAT_XRGB8888` (the fourcc 'XR24'), which Swift cannot import from its macro.
public let drmFormatXRGB8888: UInt32 = UInt32(UInt8(ascii: "X")) | UInt32(UInt8(ascii: "R")) << 8
    | UInt32(UInt8(ascii: "2")) << 16 | UInt32(UInt8(ascii: "4")) << 24
