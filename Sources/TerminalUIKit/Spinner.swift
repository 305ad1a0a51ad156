// UIActivityIndicatorView's stand-in. Like UIKit's, it hides itself when stopped.

@MainActor
public final class Spinner: View {
    public var text: String
    public private(set) var isAnimating = false

    public init(_ text: String) {
        self.text = text
    }

    public func startAnimating() {
        if !isAnimating { reportChange(.isAnimating(true)) }
        isAnimating = true
    }

    public func stopAnimating() {
        if isAnimating { reportChange(.isAnimating(false)) }
        isAnimating = false
    }

    public override var widget: WidgetChange.Widget { .spinner }

    public override func renderLines() -> [String] {
        isAnimating ? ["⟳ \(text)"] : []
    }
}
