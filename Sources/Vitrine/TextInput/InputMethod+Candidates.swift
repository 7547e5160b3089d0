import Foundation

/// Methods without conversion (English, Korean) have no candidates.
extension InputMethod {
    package var candidates: [String] { [] }
    package func selectCandidate(at index: Int) -> Bool { false }
}
