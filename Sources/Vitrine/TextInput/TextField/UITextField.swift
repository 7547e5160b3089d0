import Foundation
import VitrineGraphics
import VitrinePlatform
import VitrineText

/// A single line of editable text. Mirrors UIKit's `UITextField`: text or attributed text in
/// a font and colour, a placeholder while empty, a border style, a clear button and left and
/// right overlay views, secure entry, the keyboard traits, a delegate that gates editing, and
/// the editing control events (`editingDidBegin`, `editingChanged`, `editingDidEnd`,
/// `editingDidEndOnExit`, `primaryActionTriggered`).
///
/// It adopts `UITextInput`: the keyboards type into it through `insertText(_:)`,
/// `deleteBackward()` and marked text while it is first responder, and the text system reads
/// its caret and selection geometry. A line longer than the field scrolls sideways to keep
/// the caret visible while editing. Line breaks typed or pasted become spaces.
@MainActor
open class UITextField: UIControl, UITextInput, TypesTextInPressesBegan {
    let core = TextEditingCore(ownerName: "UITextField")
    /// The text shown, laid out, for `core.revision` and `styleRevision`.
    var layoutCache: (revision: Int, style: Int, layout: TextLayout?, map: TextEditingGeometry.DisplayMap?)?
    var styleRevision = 0
    /// How far the text is scrolled left while editing a line longer than the field.
    var scrollOffset: CGFloat = 0
    let clearButton = TextFieldClearButton()
    private var _isEditing = false
    /// Set while `beginEditingSession()` runs (selection changes wait for did-begin).
    var isBeginningEditing = false
    var selectionChangedWhileBeginning = false
    /// Secure entry: the character just typed, shown for a moment instead of its dot.
    var revealedCharacter: NSRange?
    var revealTimer: ClockTimer?
    /// Attributes marked text is drawn with, over its underline. Mirrors
    /// `UITextInput.markedTextStyle`.
    public var markedTextStyle: [NSAttributedString.Key: Any]?
    private lazy var stringTokenizer = UITextInputStringTokenizer(textInput: self)
    private let textUndoManager = UndoManager()
    /// The undo manager user edits are registered with (a paste, typing, deleting). Mirrors
    /// `UIResponder.undoManager`, which the text inputs override (here each has its own
    /// rather than the window's, so one input's undo never reaches another's text).
    open override var undoManager: UndoManager? { textUndoManager }
    /// Finds characters, words, sentences, paragraphs and lines in the text. Mirrors
    /// `UITextInput.tokenizer`.
    public var tokenizer: any UITextInputTokenizer { stringTokenizer }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        core.host = self
        core.undoManager = textUndoManager
        core.isSingleLine = true
        core.typingAttributes = defaultTextAttributes
        clearButton.isHidden = true
        clearButton.addAction(UIAction { [weak self] _ in self?.clearButtonTapped() }, for: .touchUpInside)
        addSubview(clearButton)
        // UIKit's text fields carry the system text interaction: tap to edit and place the
        // caret, double tap a word, long press with the loupe, handles, the edit menu.
        addInteraction(textInteraction)
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// The laid-out text holds its colours resolved for the appearance it was laid out in:
    /// lay it out again in the new one.
    override func appearanceStyleDidChange() {
        super.appearanceStyleDidChange()
        styleRevision += 1
        setNeedsDisplay()
    }

    /// Natural alignment is the other side in the other direction.
    override func contentLayoutDirectionDidChange() {
        super.contentLayoutDirectionDidChange()
        styleDidChange()
    }

    /// The selection gestures, caret and edit menu (UITextInteraction.swift).
    let textInteraction = UITextInteraction(for: .editable)

    /// The delegate (kept weakly). Mirrors `UITextField.delegate`.
    public weak var delegate: (any UITextFieldDelegate)?

    /// The custom view shown in place of the on-screen keyboard's keys while this is first
    /// responder (`nil`: the keys). Takes effect the next time it becomes first responder,
    /// or at `reloadInputViews()`. Mirrors `UITextField.inputView`.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customInputView: UIView?

    /// The view shown above the keyboard (or the input view) while this is first responder.
    /// Takes effect the next time it becomes first responder, or at `reloadInputViews()`.
    /// Mirrors `UITextField.inputAccessoryView`.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputAccessoryView: UIView?

    /// Whether the field is first responder and editing. Mirrors `UITextField.isEditing`.
    public var isEditing: Bool { _isEditing }
    func setEditing(_ editing: Bool) { _isEditing = editing }

    // MARK: Text

    /// The text (an empty string when there is none). Setting it does not ask the delegate
    /// or send `editingChanged`, as in UIKit. Mirrors `UITextField.text`.
    open var text: String? {
        get { core.string }
        set {
            core.setText(newValue ?? "", attributes: defaultTextAttributes)
        }
    }

    /// The text with its attributes; text without a font or colour takes the field's. Mirrors
    /// `UITextField.attributedText`.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(attributedString: core.storage) }
        set {
            let s = NSMutableAttributedString(attributedString: newValue ?? NSAttributedString(string: ""))
            let whole = NSRange(location: 0, length: s.length)
            for (key, value) in defaultTextAttributes {
                s.enumerateAttribute(key, in: whole, options: []) { existing, range, _ in
                    if existing == nil { s.addAttribute(key, value: value, range: range) }
                }
            }
            core.setText(s)
        }
    }

    /// The grey text shown while the field is empty. Mirrors `UITextField.placeholder`.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The placeholder with attributes (text without a colour is drawn in
    /// `UIColor.placeholderText`, without a font in the field's). Mirrors
    /// `UITextField.attributedPlaceholder`.
    open var attributedPlaceholder: NSAttributedString? {
        didSet { styleDidChange() }
    }

    /// The font of the whole text (setting it restyles all of it). Default: the system font
    /// at 17 points. Mirrors `UITextField.font`.
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet { restyle(.font, font ?? .systemFont(ofSize: 17)) }
    }

    /// The colour of the whole text (default `.label`). Mirrors `UITextField.textColor`.
    open var textColor: UIColor? = .label {
        didSet { restyle(.foregroundColor, textColor ?? .label) }
    }

    /// Where the text sits horizontally (default `.natural`: the side the text's first strong
    /// character reads from, as TextKit resolves a natural paragraph; the interface's leading
    /// side while the field is empty). Mirrors `UITextField.textAlignment`.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { styleDidChange() }
    }

    /// The attributes new text takes, from `font` and `textColor`. Mirrors
    /// `UITextField.defaultTextAttributes`.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label] }
        set {
            if let f = newValue[.font] as? UIFont { font = f }
            if let c = newValue[.foregroundColor] as? UIColor { textColor = c }
        }
    }

    /// The attributes the next typed text takes (reset when the selection moves). Mirrors
    /// `UITextField.typingAttributes`.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { core.typingAttributes }
        set { core.typingAttributes = newValue ?? defaultTextAttributes }
    }

    private func restyle(_ key: NSAttributedString.Key, _ value: Any) {
        core.restyle(key, value)
        core.typingAttributes = defaultTextAttributes
        styleDidChange()
    }

    func styleDidChange() {
        styleRevision += 1
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Border and overlays

    /// Mirrors `UITextField.borderStyle` (default `.none`).
    open var borderStyle: BorderStyle = .none {
        didSet { styleDidChange() }
    }

    /// When the clear button shows (it never shows while the field is empty). Mirrors
    /// `UITextField.clearButtonMode` (default `.never`).
    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// Whether the text is cleared when editing begins. Mirrors
    /// `UITextField.clearsOnBeginEditing`.
    open var clearsOnBeginEditing = false

    /// A view at the field's leading edge. Mirrors `UITextField.leftView`.
    open var leftView: UIView? {
        didSet { overlayDidChange(old: oldValue, new: leftView) }
    }
    /// Mirrors `UITextField.leftViewMode` (default `.never`).
    open var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout(); styleDidChange() }
    }
    /// A view at the field's trailing edge. Mirrors `UITextField.rightView`.
    open var rightView: UIView? {
        didSet { overlayDidChange(old: oldValue, new: rightView) }
    }
    /// Mirrors `UITextField.rightViewMode` (default `.never`).
    open var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout(); styleDidChange() }
    }

    private func overlayDidChange(old: UIView?, new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        styleDidChange()
    }

    // MARK: UITextInputTraits (stored, as UIKit's field stores them)

    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType?
    /// Hides the text behind dots and forbids copying it. Mirrors
    /// `UITextField.isSecureTextEntry`.
    open var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { styleDidChange() } }
    }

    // MARK: Override points (the bodies live in the files named after their concern)

    /// A field takes first responder while it is enabled. Mirrors
    /// `UITextField.canBecomeFirstResponder`.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Asks `textFieldShouldBeginEditing(_:)`, becomes first responder, then calls
    /// `textFieldDidBeginEditing(_:)`, sends `editingDidBegin` and posts
    /// `textDidBeginEditingNotification` (UITextField+Editing.swift).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingSession() }

    /// Asks `textFieldShouldEndEditing(_:)` unless forced, resigns, then calls
    /// `textFieldDidEndEditing(_:reason:)`, sends `editingDidEnd` and posts
    /// `textDidEndEditingNotification` (UITextField+Editing.swift).
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingSession() }

    /// Where the text is drawn while not editing. Mirrors `UITextField.textRect(forBounds:)`.
    open func textRect(forBounds bounds: CGRect) -> CGRect { textArea(forBounds: bounds, editing: false) }
    /// Where the text is drawn while editing. Mirrors `UITextField.editingRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textArea(forBounds: bounds, editing: true) }
    /// Where the placeholder is drawn: the text's rectangle for the current state. Mirrors
    /// `UITextField.placeholderRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    }
    /// The clear button's frame: a 19-point square at the trailing edge (inside a shown
    /// right view; at the left in a right-to-left layout), centred vertically. Mirrors
    /// `UITextField.clearButtonRect(forBounds:)`.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(bounds) }
    /// The left overlay's frame: its size, at the leading edge (the right one in a
    /// right-to-left layout: UIKit's overlays flip), centred vertically. Mirrors
    /// `UITextField.leftViewRect(forBounds:)`.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(bounds) }
    /// The right overlay's frame: its size, at the trailing edge (the left one in a
    /// right-to-left layout), centred vertically. Mirrors `UITextField.rightViewRect(forBounds:)`.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(bounds) }

    /// Mirrors `UITextField.intrinsicContentSize`: the text (or the placeholder) on one line,
    /// the border's padding and the overlays shown; as tall as the font's line plus the
    /// border's padding (34 points for a rounded field in the 17-point system font, as on iOS).
    open override var intrinsicContentSize: CGSize { fieldIntrinsicSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fieldIntrinsicSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
        textInteraction.inputGeometryDidChange()
    }

    /// Draws the border, then the text or the placeholder (UITextField+Drawing.swift).
    open override func draw(_ rect: CGRect) { drawField(rect) }
    /// Draws the text in `rect`. Mirrors `UITextField.drawText(in:)`.
    open func drawText(in rect: CGRect) { drawFieldText(in: rect) }
    /// Draws the placeholder in `rect`. Mirrors `UITextField.drawPlaceholder(in:)`.
    open func drawPlaceholder(in rect: CGRect) { drawFieldPlaceholder(in: rect) }

    // MARK: UIKeyInput

    public var hasText: Bool { core.length > 0 }

    /// Typed text; `"\n"` is the return key (asks `textFieldShouldReturn(_:)`).
    open func insertText(_ text: String) {
        if text == "\n" || text == "\r" || text == "\r\n" {
            returnKeyPressed()
            return
        }
        let before = core.revision
        core.insertText(text)
        if isSecureTextEntry, core.revision != before { revealLastTyped(text) }
    }

    open func deleteBackward() { core.deleteBackward() }
}

extension TextEditingCore {
    /// Sets `key` to `value` over the whole text (a field's font or colour).
    func restyle(_ key: NSAttributedString.Key, _ value: Any) {
        guard storage.length > 0 else { return }
        storage.addAttribute(key, value: value, range: NSRange(location: 0, length: storage.length))
        bumpRevision()
    }
}
