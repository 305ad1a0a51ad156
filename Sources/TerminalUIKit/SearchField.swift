// UISearchBar's stand-in. It reports every change of its text, like
// `searchBar(_:textDidChange:)`.

/// A text field for a search query: `Search: <text>`, or the placeholder when empty.
@MainActor
public final class SearchField: View {
    /// The text as typed.
    public private(set) var text = ""
    /// Shown in parentheses while the text is empty.
    public var placeholder: String
    /// Called with the new text after every change a user makes.
    public var onTextChange: (@MainActor (String) -> Void)?

    /// Creates an empty search field.
    public init(placeholder: String = "name or email") {
        self.placeholder = placeholder
    }

    /// Sets the text from code without calling ``onTextChange`` (as UIKit does); the
    /// window's observer still hears it, as a change to the widget.
    public func setText(_ text: String) {
        if text != self.text { reportChange(.text(text)) }
        self.text = text
    }

    /// A search field.
    public override var widget: WidgetChange.Widget { .searchField }

    /// Replaces the text as a user typing would, and reports the change.
    public func type(_ newText: String) {
        text = newText
        deliver { onTextChange?(newText) }
    }

    /// `Search: <text>`, or `Search: (<placeholder>)` while empty.
    public override func renderLines() -> [String] {
        ["Search: " + (text.isEmpty ? "(\(placeholder))" : text)]
    }
}
