import CVNCServer

extension VNCServer {
    /// Opens libvncserver, once per process (its log then goes to the journal). A kiosk that
    /// never serves VNC never loads it, nor the TLS, crypto and image libraries it links.
    /// Throws, naming the library and what the loader said, when it cannot be opened.
    static func loadLibrary() throws(VNCServerError) {
        var reason = [CChar](repeating: 0, count: 512)
        guard !vitrine_vnc_load(&reason, reason.count) else { return }
        let soname = String(cString: vitrine_vnc_soname)
        let why = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        throw VNCServerError("cannot load \(soname) (install libvncserver1 for the remote console): \(why)")
    }
}
