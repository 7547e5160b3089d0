import Foundation
import VitrinePlatform
import VitrineLayout

/// Unsatisfiable constraints are logged the way UIKit logs them: the conflicting set, then
/// the constraint broken to recover; layout then completes.
extension LayoutEngine {
    func logUnsatisfiable(_ broken: ConstraintOwner, conflicting: [VitrineLayout.Constraint]) {
        var lines = conflicting.compactMap { owners[$0].map(describe) }
        lines.append(describe(broken))
        let list = lines.map { "    \"\($0)\"" }.joined(separator: ",\n")
        Log.ui.error("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(describe(broken))
            """)
        lastUnsatisfiable = lines
        LayoutEngine.unsatisfiableCount += 1
    }

    /// How a solver constraint's owner reads in a log.
    func describe(_ owner: ConstraintOwner) -> String {
        switch owner {
        case .user(let c): return c.description
        case .autoresizing(_, let s): return "<NSAutoresizingMaskLayoutConstraint \(s)   (active)>"
        case .contentSize(_, let s): return "<NSContentSizeLayoutConstraint \(s)   (active)>"
        case .guide(_, let s): return "<NSLayoutConstraint \(s)   (active)>"
        case .fitting(let s): return "<NSLayoutConstraint 'fittingSize' \(s)   (active)>"
        case .exercise: return "<NSLayoutConstraint 'ambiguity'   (active)>"
        }
    }
}
