// UITextField's stand-in for a form: a labelled line of editable text. Like a disabled
// UITextField, a read-only one ignores typing, so a form that locks its fields while it
// saves never hears an edit it can't take.

@MainActor
public final class TextField: View {
    /// How scripts and tests find the field, as a user would: by the label before it.
    public let label: String
    public private(set) var text: String
    public var isEnabled = true {
        didSet {
            if isEnabled != oldValue { reportChange(.isEnabled(isEnabled)) }
        }
    }
    /// Called only for changes a user makes, never for ``setText(_:)``.
    public var onTextChange: (@MainActor (String) -> Void)?

    public init(label: String, text: String = "") {
        self.label = label
        self.text = text
    }

    /// As in UIKit, doesn't call ``onTextChange``; the window's observer still hears it.
    public func setText(_ text: String) {
        if text != self.text { reportChange(.text(text)) }
        self.text = text
    }

    public override var widget: WidgetChange.Widget { .textField(label: label) }

    /// Returns `false` when the field is read-only: the typing changed nothing.
    @discardableResult
    public func type(_ newText: String) -> Bool {
        guard isEnabled else { return false }
        text = newText
        deliver { onTextChange?(newText) }
        return true
    }

    public override func renderLines() -> [String] {
        ["\(label): \(text)" + (isEnabled ? "" : " (read-only)")]
    }
}
