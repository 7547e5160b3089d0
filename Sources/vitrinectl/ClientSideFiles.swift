/// Commands whose reply payload vitrinectl writes to a file the user names on the command line:
/// the kiosk never writes a path (it may not be allowed to, and must not be made to); the
/// reply carries the bytes and the client writes them. The file argument is taken out of the
/// line sent to the kiosk.
enum ClientSideFiles {
    /// Command word → the position, among its arguments that do not start with `--`, of the
    /// output file (`screenshot FILE.png`, `record FILE`).
    static let outputArgument: [String: Int] = [
        "screenshot": 0,
        "record": 0,
    ]

    /// Splits `arguments` of `command` into the arguments to send and the output file, if the
    /// command has one and it was given.
    static func split(command: String, arguments: [String]) -> (send: [String], output: String?) {
        guard let position = outputArgument[command] else { return (arguments, nil) }
        var seen = 0
        for (i, a) in arguments.enumerated() where !a.hasPrefix("--") {
            if seen == position {
                var rest = arguments
                rest.remove(at: i)
                return (rest, a)
            }
            seen += 1
        }
        return (arguments, nil)
    }
}
