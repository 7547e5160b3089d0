import Foundation

/// `disablesAutomaticKeyboardDismissal`: in a form sheet the keyboard stays up when the text
/// input resigns, until the sheet is dismissed or another input takes the keyboard.
extension TextInputSystem {
    /// The presented controller that keeps the keyboard up once `responder` resigns: the
    /// top of the parent chain of the controller `responder` belongs to, when that one is
    /// presented and its `disablesAutomaticKeyboardDismissal` says so; nil otherwise.
    static func keyboardHolder(for responder: UIResponder?) -> UIViewController? {
        var r = responder
        var controller: UIViewController?
        while let cur = r {
            if let vc = cur as? UIViewController { controller = vc; break }
            r = cur.next
        }
        guard var top = controller else { return nil }
        while let p = top.parent { top = p }
        guard top._presentingViewController != nil, top.disablesAutomaticKeyboardDismissal else { return nil }
        return top
    }

    /// `vc`'s presentation ended: a keyboard it kept up goes down now.
    func presentationDidEnd(_ vc: UIViewController) {
        guard let holder = keyboardHeldBy, holder === vc, activeResponder == nil else { return }
        keyboardHeldBy = nil
        keyboardHost?.deactivate()
    }
}
