import Foundation

extension TextInputSystem {
    /// The next of `inputModes` after the current one, wrapping round (the globe key, a
    /// hardware layout-switch key).
    package func switchToNextInputMode() {
        let i = inputModes.firstIndex(of: inputMode).map { $0 + 1 } ?? 0
        inputMode = inputModes[i % inputModes.count]
    }

    /// Whether there is another mode to switch to (the globe key shows only then).
    package var hasOtherInputModes: Bool { inputModes.count > 1 }
}
