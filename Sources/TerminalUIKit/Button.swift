// UIButton's stand-in, also used for navigation-bar items. A disabled button ignores
// taps, exactly as UIKit's does — which is why "refresh while loading" never reaches the
// presentation logic through the UI.

/// A tappable title: `[Title]`, or `[Title] (disabled)`.
@MainActor
public final class Button: View {
    /// The caption, and how scripts and tests find the button.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            report(WidgetChange(widget: .button(title: oldValue), property: .title(title)))
        }
    }
    /// A disabled button draws as disabled and ignores ``tap()``.
    public var isEnabled = true {
        didSet {
            if isEnabled != oldValue { reportChange(.isEnabled(isEnabled)) }
        }
    }

    /// A button, known by its title.
    public override var widget: WidgetChange.Widget { .button(title: title) }

    /// The screen whose bar shows this button, if it is a bar item.
    weak var barOwner: ViewController?

    /// Bar items sit outside the view tree: their screen is the one whose bar shows them.
    override var screen: ViewController? {
        barOwner ?? super.screen
    }
    private var action: (@MainActor () -> Void)?

    /// Creates a button; `action` runs on each tap while the button is enabled.
    public init(title: String, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.action = action
    }

    /// Replaces what a tap does (UIKit's `addTarget(_:action:for:)`).
    public func setAction(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// Taps the button as a user would. Returns whether the tap did anything.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled, let action else { return false }
        deliver(action)
        return true
    }

    /// `[Title]` or `[Title] (disabled)`.
    public var renderedTitle: String {
        isEnabled ? "[\(title)]" : "[\(title)] (disabled)"
    }

    /// One line: the rendered title.
    public override func renderLines() -> [String] {
        [renderedTitle]
    }
}
