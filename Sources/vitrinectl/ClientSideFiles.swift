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

    /// Commands whose arguments are sent verbatim: `-o` there is text, not vitrinectl's option.
    static let verbatim: Set<String> = ["type"]

    /// Takes vitrinectl's own `-o FILE` / `--output FILE` / `--output=FILE` out of `arguments`
    /// given after the command word (`vitrinectl tree -o FILE`: the argument parser leaves
    /// everything after the command to the command). Throws a message when `-o` has no file.
    static func takeOutputOption(command: String, arguments: [String]) throws(OutputOptionError) -> (rest: [String], output: String?) {
        guard !verbatim.contains(command) else { return (arguments, nil) }
        var rest: [String] = []
        var output: String?
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "-o" || a == "--output" {
                guard i + 1 < arguments.count else { throw OutputOptionError(description: "\(a) needs a file") }
                output = arguments[i + 1]
                i += 2
            } else if a.hasPrefix("--output=") {
                output = String(a.dropFirst("--output=".count))
                i += 1
            } else {
                rest.append(a)
                i += 1
            }
        }
        return (rest, output)
    }

    /// `-o` without its file.
    struct OutputOptionError: Error, CustomStringConvertible {
        var description: String
    }

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
