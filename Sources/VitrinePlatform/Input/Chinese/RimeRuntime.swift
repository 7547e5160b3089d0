import CRime
import Foundation
import Synchronization

/// rime's process-wide start: librime is opened, then `setup` and `initialize` take the shared data directory
/// (Debian's /usr/share/rime-data) and a writable user directory once per process; deploying
/// compiles (or copies the prebuilt) schemas named in the user directory's schema list into
/// its `build` directory. Only the schemas the input methods use are listed, so a first start
/// deploys two schemas rather than every one the system has; each is patched not to learn.
enum RimeRuntime {
    /// The schemas deployed when present: Simplified/Traditional pinyin and zhuyin.
    static let schemas = ["luna_pinyin", "bopomofo"]

    private struct Started {
        var api: UnsafeMutablePointer<RimeApi>
        var sharedData: String
        var userData: String
        var deployed: Set<String>
    }
    private static let started = Mutex<Started?>(nil)

    /// Starts rime over `sharedData` (once per process) and returns librime's function table
    /// when `schema` is deployed. Logs through `report` and returns nil when librime cannot be
    /// opened, the data is missing, the user directory
    /// cannot be made, deployment fails, or rime already runs over another directory.
    static func start(schema: String, sharedData: String, userDirectory: String?, report: @Sendable (String) -> Void) -> UnsafeMutablePointer<RimeApi>? {
        started.withLock { state in
            let fm = FileManager.default
            guard fm.isReadableFile(atPath: sharedData + "/default.yaml") else {
                report("Chinese input: rime's data \(sharedData)/default.yaml is missing (Debian package librime-data); pinyin is typed as letters")
                return nil
            }
            guard fm.isReadableFile(atPath: "\(sharedData)/\(schema).schema.yaml") else {
                report("Chinese input: rime schema \(sharedData)/\(schema).schema.yaml is missing (Debian package rime-data-\(schema.replacingOccurrences(of: "_", with: "-"))); pinyin is typed as letters")
                return nil
            }
            if let s = state {
                guard s.sharedData == sharedData else {
                    report("Chinese input: rime already runs over \(s.sharedData); cannot switch to \(sharedData)")
                    return nil
                }
                guard s.deployed.contains(schema) else {
                    report("Chinese input: rime schema \(schema) was not deployed in \(s.userData); pinyin is typed as letters")
                    return nil
                }
                return s.api
            }
            var error = [CChar](repeating: 0, count: 512)
            guard vitrine_rime_load(&error, error.count), let api = vitrine_rime_api() else {
                report("Chinese input: cannot open librime (\(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))); pinyin is typed as letters")
                return nil
            }
            guard let user = userDirectory ?? InputMethodDataDirectory.make(for: "rime", report: report) else { return nil }
            let wanted = (schemas + [schema]).filter { fm.isReadableFile(atPath: "\(sharedData)/\($0).schema.yaml") }
            var list = "patch:\n  schema_list:\n"
            for s in Set(wanted).sorted() { list += "    - schema: \(s)\n" }
            // A kiosk serves many people: no user dictionary, so one guest's choices never come
            // first for the next (and nothing is written per keystroke).
            let noLearning = "patch:\n  translator/enable_user_dict: false\n"
            do {
                try list.write(toFile: user + "/default.custom.yaml", atomically: true, encoding: .utf8)
                for s in wanted { try noLearning.write(toFile: "\(user)/\(s).custom.yaml", atomically: true, encoding: .utf8) }
            } catch {
                report("Chinese input: cannot write rime's schema list into \(user): \(error); pinyin is typed as letters")
                return nil
            }
            setUp(api, sharedData: sharedData, userData: user)
            // A full check deploys what changed since the last run (everything, in a new directory).
            if api.pointee.start_maintenance?(1) ?? 0 != 0 { api.pointee.join_maintenance_thread?() }
            let deployed = Set(wanted.filter { fm.fileExists(atPath: "\(user)/build/\($0).schema.yaml") })
            state = Started(api: api, sharedData: sharedData, userData: user, deployed: deployed)
            guard deployed.contains(schema) else {
                report("Chinese input: rime could not deploy schema \(schema) into \(user)/build; pinyin is typed as letters")
                return nil
            }
            return api
        }
    }

    /// librime's `setup` + `initialize` (the C strings live as long as the calls).
    private static func setUp(_ api: UnsafeMutablePointer<RimeApi>, sharedData: String, userData: String) {
        var traits = vitrine_rime_traits()
        sharedData.withCString { shared in
            userData.withCString { user in
                "rime.vitrine".withCString { app in
                    "Vitrine".withCString { name in
                        "vitrine".withCString { code in
                            "".withCString { stderrLog in
                                traits.shared_data_dir = shared
                                traits.user_data_dir = user
                                traits.app_name = app
                                traits.distribution_name = name
                                traits.distribution_code_name = code
                                traits.distribution_version = code
                                // Errors only, to standard error (the journal, under systemd).
                                traits.min_log_level = 2
                                traits.log_dir = stderrLog
                                api.pointee.setup?(&traits)
                                api.pointee.initialize?(&traits)
                            }
                        }
                    }
                }
            }
        }
    }
}
