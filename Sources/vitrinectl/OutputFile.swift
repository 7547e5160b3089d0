import Foundation

/// A file vitrinectl writes for the user (a screenshot, a tree, a recording), whole or not at
/// all: the bytes go to a new temporary file beside it, which `commit()` renames over the
/// file; dropped without a commit, the temporary is removed.
///
/// The temporary is created with `O_CREAT | O_EXCL | O_NOFOLLOW` under a fresh name, so
/// nothing planted in the directory beforehand (a symlink at the name, a file someone else
/// owns) is ever opened or written through; `rename` replaces the name itself, never what a
/// symlink there points to.
final class OutputFile {
    /// The file the bytes are for.
    let path: String
    /// The temporary the bytes go to until `commit()`.
    let temporaryPath: String
    private var fd: Int32

    /// Attempts at a fresh temporary name before giving up.
    private static let attempts = 100

    /// Creates the temporary beside `path` (mode 0666 less the umask, as `creat` would make
    /// `path` itself). Throws with the reason when the directory cannot take it.
    init(path: String) throws(Failure) {
        self.path = path
        var attempt = 0
        while true {
            let candidate = "\(path).part-\(String(UInt32.random(in: .min ... .max), radix: 16))"
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd >= 0 {
                self.fd = fd
                temporaryPath = candidate
                return
            }
            attempt += 1
            guard errno == EEXIST || errno == EINTR, attempt < Self.attempts else { throw Failure(path: path) }
        }
    }

    deinit { discard() }

    /// Appends `bytes`.
    ///
    /// The corresponding C function is `write`.
    func write(_ bytes: [UInt8]) throws(Failure) {
        var rest = bytes[...]
        while !rest.isEmpty {
            guard fd >= 0 else { throw Failure(path: path, errno: EBADF) }
            let n = rest.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path)
            }
            rest = rest.dropFirst(n)
        }
    }

    /// Closes the temporary and renames it to `path` (atomic; fine when `path` does not exist
    /// yet). On failure the temporary is removed.
    ///
    /// The corresponding C functions are `close` and `rename`.
    func commit() throws(Failure) {
        let closed = fd >= 0 ? close(fd) : -1
        fd = -1
        guard closed == 0, rename(temporaryPath, path) == 0 else {
            let failure = Failure(path: path)
            unlink(temporaryPath)
            throw failure
        }
    }

    /// Closes and removes the temporary (nothing after `commit()`).
    func discard() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
        unlink(temporaryPath)
    }

    /// Why a file could not be written: "cannot write FILE: REASON".
    struct Failure: Error, CustomStringConvertible {
        let path: String
        let errno: Int32

        init(path: String, errno: Int32 = Glibc.errno) {
            self.path = path
            self.errno = errno
        }

        var description: String { "cannot write \(path): \(String(cString: strerror(errno)))" }
    }
}
