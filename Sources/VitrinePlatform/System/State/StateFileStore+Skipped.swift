import Foundation

/// The state a start skipped (after repeated crashes at launch), kept aside as
/// `state.json.skipped` so that the fresh run's saves cannot push it out. It is never
/// overwritten: it stays until the operator clears it, or puts it back and a later start
/// restores it and runs cleanly.
extension StateFileStore {
    /// Where a skipped state is kept.
    public var skippedPath: String { "\(directory)/\(name).skipped" }

    /// Whether a skipped state is kept.
    public var hasSkipped: Bool { FileManager.default.fileExists(atPath: skippedPath) }

    /// What `setAside(validate:)` did.
    public enum SetAside: Equatable, Sendable {
        /// The copy at `path` (the current state, or the previous copy when the current one was
        /// not usable) was moved to `skippedPath`.
        case keptAside(from: String)
        /// A skipped state was kept already; it was left as it is (never overwritten).
        case alreadyKept
        /// Neither copy was usable; nothing was kept.
        case nothingUsable
    }

    /// Moves the best usable copy (the current state, else the previous copy) to
    /// `skippedPath`, unless a skipped state is kept already. `problems` names the copies
    /// passed over and why. The corresponding C function is `rename`.
    public func setAside(validate: (Data) throws -> Void) throws -> (outcome: SetAside, problems: [String]) {
        if hasSkipped { return (.alreadyKept, []) }
        let r = read(validate: validate)
        guard let found = r.found else { return (.nothingUsable, r.problems) }
        let path = found.source == .current ? currentPath : previousPath
        guard rename(path, skippedPath) == 0 else { throw StateFileError(call: "rename \(path) to \(skippedPath)", errno: errno) }
        syncDirectory()
        return (.keptAside(from: path), r.problems)
    }

    /// Writes the skipped state back as the current state (the current one becomes the
    /// previous copy), for the next start to restore; the skipped file stays until that start
    /// has restored it and run cleanly (`removeSkipped(ifItHolds:)`). Throws when there is no
    /// skipped state or `validate` refuses it. Returns what was put back.
    public func putBackSkipped(validate: (Data) throws -> Void) throws -> Data {
        switch readFile(skippedPath, validate: validate) {
        case .success(let d?):
            try write(d)
            return d
        case .success(nil): throw StateFileProblem(path: skippedPath, text: "no skipped state")
        case .failure(let problem): throw problem
        }
    }

    /// Removes the skipped state. Throws when there is none or it cannot be removed.
    /// The corresponding C function is `unlink`.
    public func clearSkipped() throws {
        guard unlink(skippedPath) == 0 else {
            if errno == ENOENT { throw StateFileProblem(path: skippedPath, text: "no skipped state") }
            throw StateFileError(call: "unlink \(skippedPath)", errno: errno)
        }
        syncDirectory()
    }

    /// Removes the skipped state if it holds exactly `data` (the state a start restored from
    /// it); returns whether it did.
    @discardableResult
    public func removeSkipped(ifItHolds data: Data) -> Bool {
        guard FileManager.default.contents(atPath: skippedPath) == data else { return false }
        return (try? clearSkipped()) != nil
    }
}
