import Foundation

/// A bounded reader and a canonical writer of binary property lists (`bplist00`), the container format of
/// `NSKeyedArchiver` archives. State files are data from disk, and corelibs Foundation stops
/// the process on some archives it is given (a class other than the one asked for, a
/// dictionary whose keys and values differ in number, a cycle); this reader lets
/// `KeyedArchiveCheck` look at an archive before `NSKeyedUnarchiver` does. Every offset, count
/// and reference is checked against the data; nesting and the values materialised are bounded.
struct BinaryPropertyList {
    indirect enum Value: Equatable {
        case null, bool(Bool), int(Int64), real(Double), date(Double), data(Data), string(String)
        /// A keyed archive's object reference (`CF$UID`).
        case uid(Int)
        case array([Value]), dict([String: Value])
    }

    /// Containers nested deeper than this are refused (an `NSKeyedArchiver` archive nests 4).
    static let maxDepth = 16

    struct Failure: Error, CustomStringConvertible { var description: String }

    private(set) var root: Value = .null

    private let bytes: [UInt8]
    private let offsets: [Int]
    private let refSize: Int
    private var budget: Int

    /// Parses `data`; throws, saying what is wrong, for anything but a well-formed binary
    /// property list within the bounds.
    init(_ data: Data) throws(Failure) {
        let b = [UInt8](data)
        guard b.count >= 40, b.starts(with: Array("bplist00".utf8)) else {
            throw Failure(description: "not a binary property list")
        }
        let t = b.count - 32
        let offsetSize = Int(b[t + 6]), refSize = Int(b[t + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(refSize),
              let count = Self.be(b, t + 8, 8), let top = Self.be(b, t + 16, 8), let table = Self.be(b, t + 24, 8),
              count > 0, count <= b.count, top < count, table >= 8, table <= t,
              count <= (t - table) / offsetSize else {
            throw Failure(description: "damaged binary property list trailer")
        }
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for i in 0..<count {
            guard let o = Self.be(b, table + i * offsetSize, offsetSize), o >= 8, o < table else {
                throw Failure(description: "object \(i) lies outside the data")
            }
            offsets.append(o)
        }
        bytes = b
        self.offsets = offsets
        self.refSize = refSize
        budget = 4 * b.count + 1024
        root = try value(top, depth: 0)
    }

    /// A big-endian unsigned integer of `size` bytes at `at`, if it fits in the data and in `Int`.
    private static func be(_ b: [UInt8], _ at: Int, _ size: Int) -> Int? {
        guard let v = raw(b, at, size), v <= UInt64(Int.max) else { return nil }
        return Int(v)
    }

    /// The big-endian bits of `size` (at most 8) bytes at `at`, if they are in the data.
    private static func raw(_ b: [UInt8], _ at: Int, _ size: Int) -> UInt64? {
        guard at >= 0, size <= 8, at <= b.count - size else { return nil }
        var v: UInt64 = 0
        for i in 0..<size { v = v << 8 | UInt64(b[at + i]) }
        return v
    }

    private func fail(_ what: String, _ ref: Int) -> Failure { Failure(description: "object \(ref): \(what)") }

    /// The length of a data, string or container object and where its contents start.
    private func length(_ marker: UInt8, at o: Int, ref: Int) throws(Failure) -> (count: Int, start: Int) {
        let low = Int(marker & 0x0F)
        guard low == 0x0F else { return (low, o + 1) }
        guard o + 1 < bytes.count, bytes[o + 1] & 0xF0 == 0x10 else { throw fail("bad length", ref) }
        let size = 1 << Int(bytes[o + 1] & 0x0F)
        guard let n = Self.be(bytes, o + 2, size), n <= bytes.count else { throw fail("length out of range", ref) }
        return (n, o + 2 + size)
    }

    private func refs(_ n: Int, at start: Int, ref: Int) throws(Failure) -> [Int] {
        guard n <= (bytes.count - start) / refSize else { throw fail("more references than the data holds", ref) }
        var out: [Int] = []
        out.reserveCapacity(n)
        for i in 0..<n {
            guard let r = Self.be(bytes, start + i * refSize, refSize), r < offsets.count else {
                throw fail("reference out of range", ref)
            }
            out.append(r)
        }
        return out
    }

    private mutating func value(_ ref: Int, depth: Int) throws(Failure) -> Value {
        guard depth <= Self.maxDepth else { throw fail("nested deeper than \(Self.maxDepth)", ref) }
        budget -= 1
        guard budget >= 0 else { throw fail("too many values for the size of the data", ref) }
        let o = offsets[ref]
        let marker = bytes[o]
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x00: return .null
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: throw fail("unknown marker \(marker)", ref)
            }
        case 0x1:
            let size = 1 << Int(marker & 0x0F)
            guard size <= 16, o + 1 <= bytes.count - size else { throw fail("integer out of the data", ref) }
            // 16-byte integers keep their low 64 bits (their high ones are a sign extension).
            var v: UInt64 = 0
            for i in max(0, size - 8)..<size { v = v << 8 | UInt64(bytes[o + 1 + i]) }
            return .int(Int64(bitPattern: v))
        case 0x2, 0x3:
            let size = marker == 0x33 ? 8 : 1 << Int(marker & 0x0F)
            guard size == 4 || size == 8, let bits = Self.raw(bytes, o + 1, size) else { throw fail("bad real", ref) }
            let v = size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits)
            return marker == 0x33 ? .date(v) : .real(v)
        case 0x4:
            let (n, start) = try length(marker, at: o, ref: ref)
            guard n <= bytes.count - start else { throw fail("data out of range", ref) }
            return .data(Data(bytes[start..<start + n]))
        case 0x5, 0x6:
            let (n, start) = try length(marker, at: o, ref: ref)
            let unit = marker >> 4 == 0x5 ? 1 : 2
            guard n <= (bytes.count - start) / unit else { throw fail("string out of range", ref) }
            let slice = bytes[start..<start + n * unit]
            let s = unit == 1 ? String(decoding: slice, as: UTF8.self)
                : String(decoding: stride(from: start, to: start + n * 2, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }, as: UTF16.self)
            return .string(s)
        case 0x8:
            let size = Int(marker & 0x0F) + 1
            guard let v = Self.be(bytes, o + 1, size) else { throw fail("bad reference", ref) }
            return .uid(v)
        case 0xA:
            let (n, start) = try length(marker, at: o, ref: ref)
            var items: [Value] = []
            for r in try refs(n, at: start, ref: ref) { items.append(try value(r, depth: depth + 1)) }
            return .array(items)
        case 0xD:
            let (n, start) = try length(marker, at: o, ref: ref)
            guard n <= Int.max / 2 else { throw fail("dictionary too large", ref) }
            let all = try refs(2 * n, at: start, ref: ref)
            var dict: [String: Value] = [:]
            for i in 0..<n {
                guard case .string(let key) = try value(all[i], depth: depth + 1) else { throw fail("dictionary key is not a string", ref) }
                dict[key] = try value(all[n + i], depth: depth + 1)
            }
            return .dict(dict)
        default:
            // Sets (0xC) too: an archive never holds one, and bridging one whose members are
            // not hashable stops the process.
            throw fail("unknown marker \(marker)", ref)
        }
    }

    /// `value` as a binary property list with dictionary keys sorted, so that the same value
    /// always gives the same bytes (`NSKeyedArchiver`'s order follows its dictionaries', which
    /// differs from one archiver to the next). Equal strings are written once; references and
    /// offsets take 4 and 8 bytes.
    static func encoded(_ value: Value) -> Data {
        var objects: [[UInt8]] = []
        var strings: [String: Int] = [:]
        func add(_ v: Value) -> Int {
            if case .string(let s) = v, let known = strings[s] { return known }
            let index = objects.count
            objects.append([])
            var bytes: [UInt8]
            switch v {
            case .null: bytes = [0x00]
            case .bool(let b): bytes = [b ? 0x09 : 0x08]
            case .int(let n): bytes = [0x13] + bigEndian(UInt64(bitPattern: n))
            case .real(let d): bytes = [0x23] + bigEndian(d.bitPattern)
            case .date(let d): bytes = [0x33] + bigEndian(d.bitPattern)
            case .data(let d): bytes = header(0x40, d.count) + [UInt8](d)
            case .string(let s):
                strings[s] = index
                bytes = s.allSatisfy(\.isASCII) ? header(0x50, s.utf8.count) + Array(s.utf8)
                    : header(0x60, s.utf16.count) + s.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            case .uid(let r): bytes = [0x83] + bigEndian(UInt64(r), 4)
            case .array(let items):
                let refs = items.map { add($0) }
                bytes = header(0xA0, refs.count) + refs.flatMap { bigEndian(UInt64($0), 4) }
            case .dict(let d):
                let keys = d.keys.sorted()
                let refs = keys.map { add(.string($0)) } + keys.map { add(d[$0] ?? .null) }
                bytes = header(0xD0, keys.count) + refs.flatMap { bigEndian(UInt64($0), 4) }
            }
            objects[index] = bytes
            return index
        }
        let top = add(value)
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for o in objects { offsets.append(out.count); out += o }
        let table = out.count
        for o in offsets { out += bigEndian(UInt64(o)) }
        out += [0, 0, 0, 0, 0, 0, 8, 4] + bigEndian(UInt64(objects.count)) + bigEndian(UInt64(top)) + bigEndian(UInt64(table))
        return Data(out)
    }

    private static func header(_ marker: UInt8, _ n: Int) -> [UInt8] {
        n < 15 ? [marker | UInt8(n)] : [marker | 0x0F, 0x13] + bigEndian(UInt64(n))
    }

    /// `v`'s low `size` bytes, big-endian.
    static func bigEndian(_ v: UInt64, _ size: Int = 8) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: v >> (8 * UInt64(size - 1 - $0))) }
    }
}
