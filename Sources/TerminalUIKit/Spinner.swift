// UIActivityIndicatorView's stand-in. Like UIKit's, it hides itself when stopped.

/// An activity indicator with a caption, drawn as `⟳ <text>` only while animating.
@MainActor
public final class Spinner: View {
    /// The caption next to the spinner.
    public var text: String
    /// Whether the spinner is spinning (and therefore drawn).
    public private(set) var isAnimating = false

    /// Creates a stopped spinner with a caption.
    public init(_ text: String) {
        self.text = text
    }

    /// Starts spinning: the spinner appears.
    public func startAnimating() {
        if !isAnimating { reportChange(.isAnimating(true)) }
        isAnimating = true
    }

    /// Stops spinning: the spinner disappears.
    public func stopAnimating() {
        if isAnimating { reportChange(.isAnimating(false)) }
        isAnimating = false
    }

    /// A spinner.
    public override var widget: WidgetChange.Widget { .spinner }

    /// `⟳ <text>` while animating, nothing otherwise.
    public override func renderLines() -> [String] {
        isAnimating ? ["⟳ \(text)"] : []
    }
}
