// UILabel's stand-in: a line (or lines) of text.

/// Shows read-only text; draws nothing while its text is empty.
@MainActor
public final class Label: View {
    /// The text; `\n` starts a new line.
    public var text: String {
        didSet {
            if text != oldValue { reportChange(.text(text)) }
        }
    }

    /// A label.
    public override var widget: WidgetChange.Widget { .label }

    /// Creates a label with `text`.
    public init(_ text: String = "") {
        self.text = text
    }

    /// The text's lines, or nothing when the text is empty.
    public override func renderLines() -> [String] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
