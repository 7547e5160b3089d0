import Foundation

/// `[remote] vnc_password_file`: who may connect, and in which role. One entry a line,
/// `control PASSWORD` or `view PASSWORD`; blank lines and lines starting with `#` are
/// comments. The file must not be readable by group or others (the service user's alone).
///
/// VNC authentication (RFB's DES challenge) uses only the first 8 bytes of a password: longer
/// passwords are accepted, but only their first 8 bytes count, so two entries that share their
/// first 8 bytes are refused.
public struct VNCPasswordFile: Equatable, Sendable {
    /// One line of the file.
    public struct Entry: Equatable, Sendable {
        public var role: VNCRole
        /// The password's bytes (UTF-8), at most the 8 that VNC authentication uses.
        public var password: [UInt8]

        public init(role: VNCRole, password: [UInt8]) {
            self.role = role
            self.password = Array(password.prefix(8))
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// Reads and checks the file at `path`.
    public static func load(path: String) throws(VNCServerError) -> VNCPasswordFile {
        var st = stat()
        guard stat(path, &st) == 0 else {
            throw VNCServerError("VNC password file \(path): \(String(cString: strerror(errno)))")
        }
        try checkPermissions(mode: st.st_mode, path: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw VNCServerError("VNC password file \(path): cannot read it")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw VNCServerError("VNC password file \(path): not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    /// Refuses a file group or others may read (or write).
    static func checkPermissions(mode: mode_t, path: String) throws(VNCServerError) {
        guard mode & 0o077 == 0 else {
            throw VNCServerError(String(format: "VNC password file %@ is readable or writable by group or others (mode %03o); make it readable by the service user only (chmod 600)",
                                        path, Int(mode & 0o777)))
        }
    }

    /// The entries of `text` (`path` names it in errors).
    public static func parse(_ text: String, path: String) throws(VNCServerError) -> VNCPasswordFile {
        var entries: [Entry] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r")))
            if line.isEmpty || line.hasPrefix("#") { continue }
            let at = "VNC password file \(path), line \(i + 1)"
            let parts = line.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
            guard let role = VNCRole(rawValue: String(parts[0])) else {
                throw VNCServerError("\(at): must start with control or view, not \"\(parts[0].prefix(20))\"")
            }
            guard parts.count == 2 else { throw VNCServerError("\(at): \(role.rawValue) needs a password after it") }
            let password = Array(parts[1].trimmingCharacters(in: .whitespaces).utf8.prefix(8))
            if let same = entries.first(where: { $0.password == password }) {
                throw VNCServerError("\(at): the first 8 bytes of this password (all VNC authentication uses) are those of an earlier \(same.role.rawValue) password")
            }
            entries.append(Entry(role: role, password: password))
        }
        guard !entries.isEmpty else { throw VNCServerError("VNC password file \(path) has no control or view password") }
        return VNCPasswordFile(entries: entries)
    }
}
