import Foundation
import VitrineGraphics
import VitrineText

/// Scrollable, multi-line text, editable or read-only. Mirrors UIKit's `UITextView`: a
/// `UIScrollView` whose content is its laid-out text (wrapped to its width less
/// `textContainerInset` and a 5-point line fragment padding on each side), with the same
/// editing model as `UITextField` (the shared `TextEditingCore`: text, selection, marked
/// text, the delegate-gated replace) and `UITextInput`. While editing it scrolls to keep the
/// caret visible. Its `textInputView` is the content view the text is drawn in (it scrolls
/// with the text), as UIKit's is.
@MainActor
open class UITextView: UIScrollView, UITextInput, TypesTextInPressesBegan {
    let core = TextEditingCore(ownerName: "UITextView")
    /// The view the text is drawn in: `contentSize` big, moved by scrolling.
    let contentView = TextViewContentView()
    var layoutCache: (revision: Int, style: Int, width: CGFloat, layout: TextLayout?)?
    var styleRevision = 0
    private var _isEditing = false
    private lazy var stringTokenizer = UITextInputStringTokenizer(textInput: self)
    private let textUndoManager = UndoManager()
    /// The undo manager user edits are registered with (a paste, typing, deleting). Mirrors
    /// `UIResponder.undoManager`, which the text inputs override (here each has its own
    /// rather than the window's, so one input's undo never reaches another's text).
    open override var undoManager: UndoManager? { textUndoManager }

    /// The padding at each side of every line (UIKit's `textContainer.lineFragmentPadding`).
    public static let lineFragmentPadding: CGFloat = 5

    public override init(frame: CGRect) {
        super.init(frame: frame)
        core.host = self
        core.undoManager = textUndoManager
        core.typingAttributes = defaultAttributes
        contentView.textView = self
        addSubview(contentView)
        backgroundColor = .systemBackground
        updateTextInteraction()
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// The laid-out text holds its colours resolved for the appearance it was laid out in:
    /// lay it out again in the new one.
    override func appearanceStyleDidChange() {
        super.appearanceStyleDidChange()
        styleDidChange()
    }

    /// The selection gestures, caret and edit menu: editable, selectable only, or none
    /// (UIKit's text view carries the system text interaction).
    private(set) var textInteraction: UITextInteraction?

    private func updateTextInteraction() {
        let mode: UITextInteractionMode? = isEditable ? .editable : (isSelectable ? .nonEditable : nil)
        guard textInteraction?.textInteractionMode != mode else { return }
        if let old = textInteraction { removeInteraction(old) }
        textInteraction = mode.map { UITextInteraction(for: $0) }
        if let new = textInteraction { addInteraction(new) }
    }

    /// The delegate, when the scroll view's `delegate` is a `UITextViewDelegate`.
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// The custom view shown in place of the on-screen keyboard's keys while this is first
    /// responder (`nil`: the keys). Takes effect the next time it becomes first responder,
    /// or at `reloadInputViews()`. Mirrors `UITextView.inputView`.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customInputView: UIView?

    /// The view shown above the keyboard (or the input view) while this is first responder.
    /// Takes effect the next time it becomes first responder, or at `reloadInputViews()`.
    /// Mirrors `UITextView.inputAccessoryView`.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputAccessoryView: UIView?

    // MARK: Text

    /// Mirrors `UITextView.text` (programmatic: no delegate calls).
    open var text: String! {
        get { core.string }
        set { core.setText(newValue ?? "", attributes: defaultAttributes) }
    }

    /// Mirrors `UITextView.attributedText` (text without a font or colour takes the view's).
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: core.storage) }
        set {
            let s = NSMutableAttributedString(attributedString: newValue ?? NSAttributedString(string: ""))
            let whole = NSRange(location: 0, length: s.length)
            for (key, value) in defaultAttributes {
                s.enumerateAttribute(key, in: whole, options: []) { existing, range, _ in
                    if existing == nil { s.addAttribute(key, value: value, range: range) }
                }
            }
            core.setText(s)
        }
    }

    /// Mirrors `UITextView.font` (nil: the system font at 12 points, UIKit's default).
    open var font: UIFont? {
        didSet { restyle(.font, font ?? .systemFont(ofSize: 12)) }
    }
    /// Mirrors `UITextView.textColor` (default `.label`).
    open var textColor: UIColor? {
        didSet { restyle(.foregroundColor, textColor ?? .label) }
    }
    /// Mirrors `UITextView.textAlignment` (default `.natural`).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { styleDidChange() }
    }
    /// The attributes typed text takes. Mirrors `UITextView.typingAttributes`.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { core.typingAttributes }
        set { core.typingAttributes = newValue }
    }
    /// The inset of the text in the content (default 8 points above and below). Mirrors
    /// `UITextView.textContainerInset`.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { styleDidChange() }
    }
    /// Whether the user may edit (default true). Mirrors `UITextView.isEditable`.
    open var isEditable = true {
        didSet {
            if !isEditable && isFirstResponder && !isSelectable { resignFirstResponder() }
            updateTextInteraction()
        }
    }
    /// Whether the user may select (default true). Mirrors `UITextView.isSelectable`.
    open var isSelectable = true {
        didSet { updateTextInteraction() }
    }
    /// Attributes marked text is drawn with. Mirrors `UITextInput.markedTextStyle`.
    public var markedTextStyle: [NSAttributedString.Key: Any]?
    public var tokenizer: any UITextInputTokenizer { stringTokenizer }

    /// The selected range (UTF-16). Mirrors `UITextView.selectedRange`.
    open var selectedRange: NSRange {
        get { core.selectedRange }
        set { core.setSelection(newValue, notify: true, caller: "selectedRange") }
    }

    var defaultAttributes: [NSAttributedString.Key: Any] {
        [.font: font ?? .systemFont(ofSize: 12), .foregroundColor: textColor ?? .label]
    }

    private func restyle(_ key: NSAttributedString.Key, _ value: Any) {
        core.restyle(key, value)
        core.typingAttributes = defaultAttributes
        styleDidChange()
    }

    func styleDidChange() {
        styleRevision += 1
        setNeedsLayout()
        contentView.setNeedsDisplay()
    }

    /// Whether the view is first responder and editing.
    public var isEditing: Bool { _isEditing }
    func setEditing(_ e: Bool) { _isEditing = e }

    // MARK: UITextInputTraits (stored)

    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType?

    // MARK: Override points

    /// An editable or selectable text view takes first responder. Mirrors
    /// `UITextView.canBecomeFirstResponder`.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Asks `textViewShouldBeginEditing(_:)` (when editable), becomes first responder, then
    /// calls `textViewDidBeginEditing(_:)` and posts `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingSession() }

    /// Asks `textViewShouldEndEditing(_:)` unless forced, resigns, then calls
    /// `textViewDidEndEditing(_:)` and posts `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingSession() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutText()
        textInteraction?.inputGeometryDidChange()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(width: size.width) }

    // MARK: UIKeyInput

    public var hasText: Bool { core.length > 0 }
    /// Typed text (a line break for return); nothing when the view is not editable.
    open func insertText(_ text: String) {
        guard isEditable else { return }
        core.insertText(text)
    }
    open func deleteBackward() {
        guard isEditable else { return }
        core.deleteBackward()
    }
}

/// The view a text view's text is drawn in (its `textInputView`).
@MainActor
final class TextViewContentView: UIView {
    weak var textView: UITextView?
    override func draw(_ rect: CGRect) { textView?.drawText(in: rect) }
}
