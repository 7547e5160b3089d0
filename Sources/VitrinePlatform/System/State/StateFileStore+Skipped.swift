import Foundation

/// The states starts skipped (after repeated crashes at launch), kept aside so that the fresh
/// runs' saves cannot push them out: one per crash loop, in `state.json.skipped`, then
/// `state.json.skipped.2` and `state.json.skipped.3` (the first free one). A kept state is never overwritten:
/// it stays until the operator clears it, or puts it back and a later start restores it and
/// runs cleanly. When every slot is taken a crash loop keeps nothing more, and its start must
/// not save (``SetAside/noRoom``), so that no crash loop ever destroys a state.
extension StateFileStore {
    /// How many skipped states are kept at most.
    public static let skippedSlots = 3

    /// Where the skipped state of slot `slot` (1 to ``skippedSlots``) is kept.
    public func skippedPath(slot: Int) -> String {
        slot == 1 ? "\(directory)/\(name).skipped" : "\(directory)/\(name).skipped.\(slot)"
    }

    /// The kept skipped states, by slot.
    public var skippedPaths: [String] {
        (1...Self.skippedSlots).map(skippedPath(slot:)).filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// The kept skipped state saved last (a kept file keeps the time it was written: a crash
    /// loop that finds only an old previous copy keeps it, but it is not the newest), which
    /// `putBackSkipped` and `clearSkipped` act on; the first slot when none is kept.
    public var skippedPath: String {
        func written(_ path: String) -> Double {
            var st = stat()
            guard stat(path, &st) == 0 else { return 0 }
            return Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9
        }
        return skippedPaths.max { written($0) <= written($1) } ?? skippedPath(slot: 1)
    }

    /// Whether a skipped state is kept.
    public var hasSkipped: Bool { !skippedPaths.isEmpty }

    /// What `setAside(validate:)` did.
    public enum SetAside: Equatable, Sendable {
        /// The copy at `from` (the current state, or the previous copy when the current one
        /// was not usable) was moved to `to`.
        case keptAside(from: String, to: String)
        /// The best usable copy is kept at that path already, byte for byte.
        case alreadyKept(at: String)
        /// Every slot holds an earlier skipped state: nothing was moved, and nothing may be
        /// saved over the state files in this run.
        case noRoom
        /// Neither copy was usable; nothing was kept.
        case nothingUsable
    }

    /// Moves the best usable copy (the current state, else the previous copy) to a free slot,
    /// unless it is kept already or no slot is left. `problems` names the copies passed over
    /// and why. The corresponding C function is `rename`.
    public func setAside(validate: (Data) throws -> Void) throws -> (outcome: SetAside, problems: [String]) {
        let r = read(validate: validate)
        guard let found = r.found else { return (.nothingUsable, r.problems) }
        let kept = skippedPaths
        if let same = kept.first(where: { FileManager.default.contents(atPath: $0) == found.data }) {
            return (.alreadyKept(at: same), r.problems)
        }
        guard let to = (1...Self.skippedSlots).map(skippedPath(slot:)).first(where: { !kept.contains($0) }) else {
            return (.noRoom, r.problems)
        }
        let from = found.source == .current ? currentPath : previousPath
        guard rename(from, to) == 0 else { throw StateFileError(call: "rename \(from) to \(to)", errno: errno) }
        syncDirectory()
        return (.keptAside(from: from, to: to), r.problems)
    }

    /// Writes the skipped state saved last (`skippedPath`) back as the current state (the current one becomes the
    /// previous copy), for the next start to restore; the skipped file stays until that start
    /// has restored it and run cleanly (`removeSkipped(ifItHolds:)`). Throws when there is no
    /// skipped state or `validate` refuses it. Returns what was put back.
    public func putBackSkipped(validate: (Data) throws -> Void) throws -> Data {
        let path = skippedPath
        switch readFile(path, validate: validate) {
        case .success(let d?):
            try write(d)
            return d
        case .success(nil): throw StateFileProblem(path: path, text: "no skipped state")
        case .failure(let problem): throw problem
        }
    }

    /// Removes the skipped state saved last (`skippedPath`). Throws when there is none or it cannot be removed.
    /// The corresponding C function is `unlink`.
    public func clearSkipped() throws {
        try removeSkipped(at: skippedPath)
    }

    /// Removes the skipped state that holds exactly `data` (the state a start restored from
    /// it); returns whether it did.
    @discardableResult
    public func removeSkipped(ifItHolds data: Data) -> Bool {
        guard let path = skippedPaths.first(where: { FileManager.default.contents(atPath: $0) == data }) else { return false }
        return (try? removeSkipped(at: path)) != nil
    }

    private func removeSkipped(at path: String) throws {
        guard unlink(path) == 0 else {
            if errno == ENOENT { throw StateFileProblem(path: path, text: "no skipped state") }
            throw StateFileError(call: "unlink \(path)", errno: errno)
        }
        syncDirectory()
    }
}
