import Foundation

/// A mode asked for by configuration or the command line: `WIDTHxHEIGHT` or
/// `WIDTHxHEIGHT@HZ`.
public struct DRMModeRequest: Equatable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public var refreshHz: Double?

    public init(width: Int, height: Int, refreshHz: Double? = nil) {
        self.width = width; self.height = height; self.refreshHz = refreshHz
    }

    /// Parses `1280x800` or `1280x800@60`; `nil` for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2, let size = PixelSizeParser.parse(String(parts[0])) else { return nil }
        width = size.0; height = size.1
        if parts.count == 2 {
            guard let hz = Double(parts[1]), hz > 0, hz < 1000 else { return nil }
            refreshHz = hz
        }
    }

    public var description: String { refreshHz.map { "\(width)x\(height)@\($0)" } ?? "\(width)x\(height)" }

    /// Whether `mode` satisfies this request (refresh within 0.5 Hz when given).
    public func matches(_ mode: DRMMode) -> Bool {
        guard mode.width == width, mode.height == height else { return false }
        if let hz = refreshHz { return abs(mode.refreshHz - hz) < 0.5 }
        return true
    }
}

enum PixelSizeParser {
    static func parse(_ s: String) -> (Int, Int)? {
        let p = s.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard p.count == 2, let w = Int(p[0]), let h = Int(p[1]), (1...16384).contains(w), (1...16384).contains(h) else { return nil }
        return (w, h)
    }
}

/// The connector, mode and CRTC an output uses.
public struct DRMOutputChoice: Sendable {
    public var connector: DRMConnector
    public var mode: DRMMode
    public var crtcID: UInt32
}

/// Picks the output: the connector named in the configuration or the first connected one; the
/// requested mode (an error listing the connector's modes if it lacks it) or the preferred
/// one; a CRTC its encoder can drive.
public enum DRMOutputSelection {
    public static func choose(from res: DRMResources, connectorName: String? = nil, mode request: DRMModeRequest? = nil) throws -> DRMOutputChoice {
        let connector: DRMConnector
        if let name = connectorName {
            guard let c = res.connectors.first(where: { $0.name == name }) else {
                let names = res.connectors.map(\.name).joined(separator: ", ")
                throw DRMError(call: "choose connector", detail: "no connector named \(name); this card has: \(names.isEmpty ? "none" : names)")
            }
            guard c.isConnected else { throw DRMError(call: "choose connector", detail: "\(name) has no display connected") }
            connector = c
        } else {
            guard let c = res.connectors.first(where: { $0.isConnected && !$0.modes.isEmpty }) else {
                throw DRMError(call: "choose connector", detail: "no connected display")
            }
            connector = c
        }
        let mode: DRMMode
        if let request {
            guard let m = connector.modes.first(where: request.matches) else {
                var seen = Set<String>()
                let offered = connector.modes.map { String(format: "%dx%d@%.0f", $0.width, $0.height, $0.refreshHz) }.filter { seen.insert($0).inserted }
                throw DRMError(call: "choose mode", detail: "\(connector.name) has no mode \(request); it has: \(offered.joined(separator: ", "))")
            }
            mode = m
        } else {
            guard let m = connector.preferredMode else { throw DRMError(call: "choose mode", detail: "\(connector.name) reports no modes") }
            mode = m
        }
        guard let crtc = crtc(for: connector, in: res) else {
            throw DRMError(call: "choose CRTC", detail: "no CRTC can drive \(connector.name)")
        }
        return DRMOutputChoice(connector: connector, mode: mode, crtcID: crtc)
    }

    /// The CRTC the connector's current encoder drives, else the first its encoders can use.
    static func crtc(for connector: DRMConnector, in res: DRMResources) -> UInt32? {
        if let e = res.encoders.first(where: { $0.id == connector.encoderID }), e.crtcID != 0 { return e.crtcID }
        for encID in connector.possibleEncoderIDs {
            guard let e = res.encoders.first(where: { $0.id == encID }) else { continue }
            for (i, crtc) in res.crtcIDs.enumerated() where e.possibleCrtcs & (1 << UInt32(i)) != 0 { return crtc }
        }
        return nil
    }

    /// A human listing of what a card offers (`vitrine-demo --list-outputs`).
    public static func describe(_ res: DRMResources, card: String) -> String {
        var lines = ["\(card): \(res.connectors.count) connector(s), \(res.crtcIDs.count) CRTC(s)"]
        for c in res.connectors {
            let size = c.widthMM > 0 ? ", \(c.widthMM)x\(c.heightMM) mm" : ""
            lines.append("  \(c.name) (id \(c.id)): \(c.isConnected ? "connected" : "disconnected")\(size)")
            var seen = Set<String>()
            for m in c.modes where seen.insert(m.description).inserted { lines.append("    mode \(m)") }
            for (k, v) in c.properties.sorted(by: { $0.key < $1.key }) { lines.append("    property \(k) = \(v)") }
        }
        return lines.joined(separator: "\n")
    }
}
