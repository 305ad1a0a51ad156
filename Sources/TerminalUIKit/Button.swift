// UIButton's stand-in, also used for navigation-bar items. A disabled button ignores
// taps, exactly as UIKit's does — which is why "refresh while loading" never reaches the
// presentation logic through the UI.

@MainActor
public final class Button: View {
    /// How scripts and tests find the button, as a user would: by its caption.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            report(WidgetChange(widget: .button(title: oldValue), property: .title(title)))
        }
    }
    public var isEnabled = true {
        didSet {
            if isEnabled != oldValue { reportChange(.isEnabled(isEnabled)) }
        }
    }

    public override var widget: WidgetChange.Widget { .button(title: title) }

    weak var barOwner: ViewController?

    /// Bar items sit outside the view tree: their screen is the one whose bar shows them.
    override var screen: ViewController? {
        barOwner ?? super.screen
    }
    private var action: (@MainActor () -> Void)?

    public init(title: String, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.action = action
    }

    /// UIKit's `addTarget(_:action:for:)`.
    public func setAction(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// Returns `false` when the tap did nothing: the button is disabled or has no action.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled, let action else { return false }
        deliver(action)
        return true
    }

    public var renderedTitle: String {
        isEnabled ? "[\(title)]" : "[\(title)] (disabled)"
    }

    public override func renderLines() -> [String] {
        [renderedTitle]
    }
}
