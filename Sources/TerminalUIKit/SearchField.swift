// UISearchBar's stand-in. It reports every change of its text, like
// `searchBar(_:textDidChange:)`.

@MainActor
public final class SearchField: View {
    public private(set) var text = ""
    public var placeholder: String
    /// Called only for changes a user makes, never for ``setText(_:)``.
    public var onTextChange: (@MainActor (String) -> Void)?

    public init(placeholder: String = "name or email") {
        self.placeholder = placeholder
    }

    /// As in UIKit, doesn't call ``onTextChange``; the window's observer still hears it.
    public func setText(_ text: String) {
        if text != self.text { reportChange(.text(text)) }
        self.text = text
    }

    public override var widget: WidgetChange.Widget { .searchField }

    public func type(_ newText: String) {
        text = newText
        deliver { onTextChange?(newText) }
    }

    public override func renderLines() -> [String] {
        ["Search: " + (text.isEmpty ? "(\(placeholder))" : text)]
    }
}
