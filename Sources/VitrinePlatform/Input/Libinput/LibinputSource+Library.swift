import CLibinput

extension LibinputSource {
    /// Opens libinput, once per process, when input starts: a kiosk's first frame never waits
    /// for it, nor for the libraries it links (libwacom, gudev, GObject, mtdev, libevdev) and
    /// their constructors. Throws, naming the library and what the loader said, when it cannot
    /// be opened (the kiosk then runs without input and says so).
    static func loadLibrary() throws(DRMError) {
        var reason = [CChar](repeating: 0, count: 512)
        guard !vitrine_libinput_load(&reason, reason.count) else { return }
        let soname = String(cString: vitrine_libinput_soname)
        let why = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        throw DRMError(call: "dlopen \(soname)", detail: "install libinput10 for touch, pointer and keys: \(why)")
    }
}
