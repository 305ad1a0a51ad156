// What a window tells its change observer when a widget on screen changes: which widget, and
// which property took which value — the kit's counterpart of observing a UIKit view's
// properties with key-value observing. Plain values, no wording: the observer words them.

public struct WidgetChange: Sendable, Equatable {
    public enum Widget: Sendable, Equatable {
        /// A plain ``View``, or a subclass that names itself no better.
        case view
        case label
        /// A ``Button``, known by the title it had before the change.
        case button(title: String)
        case searchField
        /// A ``TextField``, known by its label.
        case textField(label: String)
        case spinner
        case tableView
        case navigationController
    }

    public enum Property: Sendable, Equatable {
        case isHidden(Bool)
        case isEnabled(Bool)
        case title(String)
        /// The text of a label, or of a search or text field set from code.
        case text(String)
        case isAnimating(Bool)
        /// ``TableView/numberOfRows`` after a ``TableView/reloadData()``, changed or not.
        case numberOfRows(Int)
        case pushed(title: String?)
        case popped
    }

    public var widget: Widget
    public var property: Property

    public init(widget: Widget, property: Property) {
        self.widget = widget
        self.property = property
    }
}
