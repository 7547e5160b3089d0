/// Why the VNC server cannot start, or a password file is refused: one line for the log.
public struct VNCServerError: Error, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
