// UILabel's stand-in: a line (or lines) of text.

@MainActor
public final class Label: View {
    /// `\n` starts a new line.
    public var text: String {
        didSet {
            if text != oldValue { reportChange(.text(text)) }
        }
    }

    public override var widget: WidgetChange.Widget { .label }

    public init(_ text: String = "") {
        self.text = text
    }

    public override func renderLines() -> [String] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
