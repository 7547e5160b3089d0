import Foundation

/// What state restoration checks in an `NSKeyedArchiver` archive before `NSKeyedUnarchiver`
/// reads it. corelibs Foundation stops the process (`fatalError`, whatever the decoding
/// failure policy) when secure decoding meets a class other than those asked for, and crashes
/// or recurses without end on some malformed archives (a dictionary with fewer keys than
/// values, an array naming `$null`, a string that is not one, a cycle). So an archive is
/// refused unless every object of a Foundation value class has the shape that class decodes,
/// every reference is in range, and the objects nest at most `maxNesting` deep without cycles;
/// and `refusal(forKey:allowed:)` says, before a key is decoded, whether everything under it
/// is of a class that was asked for. Objects of other classes (an app's own `NSSecureCoding`
/// class) do not refuse the archive, only the keys that reach them.
struct KeyedArchiveCheck {
    /// Objects may nest this deep (an array in a dictionary in an array …).
    static let maxNesting = 32

    /// The archive's top-level keys (what `encode(_:forKey:)` wrote at the top).
    let top: [String: BinaryPropertyList.Value]
    private let objects: [BinaryPropertyList.Value]
    /// The class name of each object that has one.
    private let classNames: [Int: String]
    /// The objects each object refers to (its `$class` aside).
    private let edges: [Int: [Int]]

    init(_ data: Data) throws(BinaryPropertyList.Failure) {
        let plist = try BinaryPropertyList(data)
        guard case .dict(let root) = plist.root, root["$archiver"] == .string("NSKeyedArchiver"),
              case .dict(let top)? = root["$top"], case .array(let objects)? = root["$objects"] else {
            throw BinaryPropertyList.Failure(description: "not a keyed archive")
        }
        guard root["$version"] == .int(100000) else { throw BinaryPropertyList.Failure(description: "keyed archive of an unknown version") }
        self.top = top
        self.objects = objects
        var classNames: [Int: String] = [:]
        var edges: [Int: [Int]] = [:]
        for (i, object) in objects.enumerated() {
            guard case .dict(let fields) = object, let classRef = fields["$class"] else { continue }
            guard case .uid(let c) = classRef, c < objects.count, case .dict(let classDict) = objects[c],
                  case .string(let name)? = classDict["$classname"] else {
                throw Self.failure(i, "has no class")
            }
            classNames[i] = name
            var refs: [Int] = []
            for (key, value) in fields where key != "$class" {
                try Self.collect(value, into: &refs, objects: objects, object: i)
            }
            edges[i] = refs
            try Self.checkShape(name, fields, objects: objects, object: i)
        }
        for value in top.values {
            var refs: [Int] = []
            try Self.collect(value, into: &refs, objects: objects, object: -1)
        }
        self.classNames = classNames
        self.edges = edges
        try checkNesting()
    }

    private static func failure(_ object: Int, _ what: String) -> BinaryPropertyList.Failure {
        BinaryPropertyList.Failure(description: object < 0 ? "a top-level value \(what)" : "archived object \(object) \(what)")
    }

    /// The references in `value` (in nested arrays too), each checked to be in range.
    private static func collect(_ value: BinaryPropertyList.Value, into refs: inout [Int], objects: [BinaryPropertyList.Value], object: Int) throws(BinaryPropertyList.Failure) {
        switch value {
        case .uid(let r):
            guard r < objects.count else { throw failure(object, "refers to object \(r), past the \(objects.count) there are") }
            refs.append(r)
        case .array(let items):
            for item in items { try collect(item, into: &refs, objects: objects, object: object) }
        default: break
        }
    }

    /// The Foundation value classes state restoration decodes, by archived name.
    static func readableClass(named name: String) -> AnyClass? {
        switch name {
        case "NSString": NSString.self
        case "NSMutableString": NSMutableString.self
        case "NSData": NSData.self
        case "NSMutableData": NSMutableData.self
        case "NSDate": NSDate.self
        case "NSNumber": NSNumber.self
        case "NSUUID": NSUUID.self
        case "NSArray": NSArray.self
        case "NSMutableArray": NSMutableArray.self
        case "NSDictionary": NSDictionary.self
        case "NSMutableDictionary": NSMutableDictionary.self
        case "NSSet": NSSet.self
        case "NSMutableSet": NSMutableSet.self
        default: nil
        }
    }

    /// What `init(coder:)` of each readable class needs in order not to trap.
    private static func checkShape(_ name: String, _ fields: [String: BinaryPropertyList.Value], objects: [BinaryPropertyList.Value], object i: Int) throws(BinaryPropertyList.Failure) {
        func references(_ key: String) throws(BinaryPropertyList.Failure) -> Int {
            guard case .array(let items)? = fields[key] else { throw failure(i, "(\(name)) has no \(key) list") }
            for item in items {
                guard case .uid(let r) = item, r < objects.count, objects[r] != .string("$null") else {
                    throw failure(i, "(\(name)) has an entry in \(key) that is not an object")
                }
            }
            return items.count
        }
        switch name {
        case "NSArray", "NSMutableArray", "NSSet", "NSMutableSet":
            _ = try references("NS.objects")
        case "NSDictionary", "NSMutableDictionary":
            guard try references("NS.keys") == references("NS.objects") else { throw failure(i, "(\(name)) has keys and values that differ in number") }
        case "NSString", "NSMutableString":
            switch (fields["NS.string"], fields["NS.bytes"]) {
            case (.string?, _), (nil, .data?): break
            default: throw failure(i, "(\(name)) holds no string")
            }
        default:
            break
        }
    }

    /// No cycles, and at most `maxNesting` levels of objects (iteratively: a hostile archive
    /// must not exhaust the stack here either).
    private func checkNesting() throws(BinaryPropertyList.Failure) {
        var height: [Int: Int] = [:]
        var onPath: Set<Int> = []
        for start in edges.keys where height[start] == nil {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            onPath.insert(start)
            while let (node, next) = stack.last {
                let children = edges[node] ?? []
                if next < children.count {
                    stack[stack.count - 1].next += 1
                    let child = children[next]
                    guard edges[child] != nil else { continue }
                    guard !onPath.contains(child) else { throw Self.failure(child, "contains itself (a cycle)") }
                    let below = height[child] ?? 1
                    guard stack.count + below <= Self.maxNesting else { throw Self.failure(start, "nests objects more than \(Self.maxNesting) deep") }
                    guard height[child] == nil else { continue }
                    onPath.insert(child)
                    stack.append((child, 0))
                } else {
                    height[node] = 1 + (children.compactMap { height[$0] }.max() ?? 0)
                    onPath.remove(node)
                    stack.removeLast()
                }
            }
        }
    }

    /// Why the value under `key` cannot be decoded as one of `allowed` (the class names it
    /// holds instead), or `nil` when it can (or is absent, or is a plain value).
    func refusal(forKey key: String, allowed: [AnyClass]) -> String? {
        guard let value = top[key] else { return nil }
        guard case .uid(let start) = value else { return "a \(Self.kind(value)), not an object" }
        var seen: Set<Int> = [start]
        var pending = [start]
        var wrong: Set<String> = []
        while let i = pending.popLast() {
            guard let name = classNames[i] else { continue }
            if let cls = Self.readableClass(named: name) as? NSObject.Type {
                if !allowed.contains(where: { cls.isSubclass(of: $0) }) { wrong.insert(name) }
            } else {
                wrong.insert(name)
            }
            for r in edges[i] ?? [] where seen.insert(r).inserted { pending.append(r) }
        }
        guard !wrong.isEmpty else { return nil }
        return "of class \(wrong.sorted().joined(separator: ", ")), not \(allowed.map { "\($0)" }.joined(separator: " or "))"
    }

    /// Whether the top-level `key` holds a number (what `decodeInteger(forKey:)` and
    /// `decodeDouble(forKey:)` read).
    func holdsNumber(_ key: String) -> Bool {
        switch top[key] {
        case .int?, .real?: true
        default: false
        }
    }

    private static func kind(_ value: BinaryPropertyList.Value) -> String {
        switch value {
        case .bool: "Boolean"
        case .int, .real: "number"
        case .string: "string"
        case .data: "data"
        case .date: "date"
        default: "value"
        }
    }
}
