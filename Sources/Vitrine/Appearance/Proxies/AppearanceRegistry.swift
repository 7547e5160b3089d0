import Foundation

/// One appearance property (with its state, for per-state setters), as the proxies record
/// it and as an instance notes that the app set it.
struct AppearanceProperty: Hashable, Sendable {
    let name: String
    var state: UInt = 0

    init(_ name: String, state: UInt = 0) {
        self.name = name
        self.state = state
    }
}

/// One recorded value: which property and how to set it on an instance.
struct AppearanceSetter {
    let property: AppearanceProperty
    let value: Any
    let apply: @MainActor (AnyObject) -> Void
}

/// The values recorded for one class in one containment (one proxy).
@MainActor
final class AppearanceRule {
    /// Whether an object is an instance of the proxy's class (or a subclass).
    let matches: (AnyObject) -> Bool
    /// Whether a class is the proxy's class or a subclass of it.
    let covers: (AnyClass) -> Bool
    let targetClass: AnyClass
    /// Innermost first, as the app listed them.
    let containers: [any UIAppearanceContainer.Type]
    /// When the proxy was first asked for: the last tie-breaker.
    let order: Int
    /// The values in the order they were set; setting a property again moves it last.
    private(set) var setters: [AppearanceSetter] = []

    init<T: AnyObject>(_ target: T.Type, containers: [any UIAppearanceContainer.Type], order: Int) {
        matches = { $0 is T }
        covers = { $0 is T.Type }
        targetClass = target
        self.containers = containers
        self.order = order
    }

    func record(_ property: AppearanceProperty, value: Any, apply: @escaping @MainActor (AnyObject) -> Void) {
        setters.removeAll { $0.property == property }
        setters.append(AppearanceSetter(property: property, value: value, apply: apply))
    }

    func value(for property: AppearanceProperty) -> Any? {
        setters.last { $0.property == property }?.value
    }

    /// Where this rule's containers match `chain` (the ancestors from the window down), read
    /// from the window down as UIKit does: the index of the outermost container, or `nil`
    /// when they do not all match in order. A rule without containers matches at no index.
    func outermostMatch(in chain: [AnyObject]) -> Int? {
        var next = 0
        var outermost: Int?
        for container in containers.reversed() {
            guard let found = chain[next...].firstIndex(where: { container.containsInstance($0) }) else { return nil }
            if outermost == nil { outermost = found }
            next = found + 1
        }
        return outermost ?? Int.max
    }
}

/// Every proxy the app asked for, and replaying them on an instance.
@MainActor
enum AppearanceRegistry {
    private struct Key: Hashable {
        let target: ObjectIdentifier
        let containers: [ObjectIdentifier]
    }

    private static var rules: [Key: AppearanceRule] = [:]
    private static var ordered: [AppearanceRule] = []
    /// The object the proxies are being applied to: its setters then do not count as the
    /// app's.
    private static var applying: ObjectIdentifier?

    /// The rule (proxy) for `target` in `containers`; the same one each time.
    static func rule<T: AnyObject>(for target: T.Type, containers: [any UIAppearanceContainer.Type]) -> AppearanceRule {
        let key = Key(target: ObjectIdentifier(target), containers: containers.map { ObjectIdentifier($0) })
        if let rule = rules[key] { return rule }
        let rule = AppearanceRule(target, containers: containers, order: ordered.count)
        rules[key] = rule
        ordered.append(rule)
        return rule
    }

    /// Whether any proxy with values could reach instances of `target` or its subclasses.
    static func hasRules<T: AnyObject>(for target: T.Type) -> Bool {
        ordered.contains { !$0.setters.isEmpty && ($0.covers(target) || ObjectIdentifier($0.targetClass) == ObjectIdentifier(target)) }
    }

    /// Whether a setter running now on `object` is the app's (not the proxies').
    static func isAppSetting(_ object: AnyObject) -> Bool { applying != ObjectIdentifier(object) }

    /// Applies the proxies matching `object` (inside `ancestors`, nearest first) in UIKit's
    /// order, the winner last: plain `appearance()` proxies first; then contained ones, the
    /// one whose outermost container is nearer the window winning, a deeper chain breaking
    /// ties; a subclass's proxy after its superclass's; then the order they were made.
    /// Properties in `skipping` (set on the instance by the app) are left alone.
    static func apply(to object: AnyObject, ancestors: () -> [AnyObject], skipping: Set<AppearanceProperty>) {
        let candidates = ordered.filter { !$0.setters.isEmpty && $0.matches(object) }
        guard !candidates.isEmpty else { return }
        let chain = candidates.contains { !$0.containers.isEmpty } ? Array(ancestors().reversed()) : []
        var matched: [(rule: AppearanceRule, outermost: Int)] = []
        for rule in candidates {
            if let at = rule.outermostMatch(in: chain) { matched.append((rule, at)) }
        }
        func classDepth(_ rule: AppearanceRule) -> Int {
            matched.count(where: { ObjectIdentifier($0.rule.targetClass) != ObjectIdentifier(rule.targetClass) && $0.rule.covers(rule.targetClass) })
        }
        let sorted = matched.sorted { a, b in
            let ka = (a.rule.containers.isEmpty ? 0 : 1, -a.outermost, a.rule.containers.count, classDepth(a.rule), a.rule.order)
            let kb = (b.rule.containers.isEmpty ? 0 : 1, -b.outermost, b.rule.containers.count, classDepth(b.rule), b.rule.order)
            return ka < kb
        }
        let outer = applying
        applying = ObjectIdentifier(object)
        defer { applying = outer }
        for (rule, _) in sorted {
            for setter in rule.setters where !skipping.contains(setter.property) { setter.apply(object) }
        }
    }

    /// Forgets every proxy (for tests: proxies are global, as UIKit's).
    package static func reset() {
        rules = [:]
        ordered = []
    }
}
