// What a window tells its observer when a widget on screen changes: which widget, and
// which property took which value. Plain values, no wording: whoever listens decides how
// to say it. Apps never need it; it lets a tool watch a screen from the outside.

/// One change to a widget in a window, e.g. the label's `text` became `"6 users"`.
public struct WidgetChange: Sendable, Equatable {
    /// Which widget changed.
    public enum Widget: Sendable, Equatable {
        /// A plain ``View``, or a subclass that names itself no better.
        case view
        /// A ``Label``.
        case label
        /// A ``Button``, known by the title it had before the change.
        case button(title: String)
        /// A ``SearchField``.
        case searchField
        /// A ``Spinner``.
        case spinner
        /// A ``TableView``.
        case tableView
        /// A ``NavigationController``: its stack changed.
        case navigationController
    }

    /// What changed, with its new value.
    public enum Property: Sendable, Equatable {
        /// ``View/isHidden``.
        case isHidden(Bool)
        /// ``Button/isEnabled``.
        case isEnabled(Bool)
        /// ``Button/title``.
        case title(String)
        /// The text of a label, or of a search field set from code.
        case text(String)
        /// ``Spinner/isAnimating``: the spinner started or stopped.
        case isAnimating(Bool)
        /// ``TableView/numberOfRows`` after a ``TableView/reloadData()``, changed or not.
        case numberOfRows(Int)
        /// A screen was pushed; its title, if it has one.
        case pushed(title: String?)
        /// The top screen was popped.
        case popped
    }

    /// The widget that changed.
    public var widget: Widget
    /// The property that changed, with its new value.
    public var property: Property

    /// Creates a change record.
    public init(widget: Widget, property: Property) {
        self.widget = widget
        self.property = property
    }
}
