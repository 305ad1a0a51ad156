// The base of every widget: a node in a tree that renders itself as lines of text.
// This is the part of UIKit the workbook imitates; patterns put their views on top of it.
// Presentation logic (presenters, view models) must never import this module.
// Widgets report each change to their window, for whoever watches it from outside.

/// A rectangle on screen in UIKit; here, a node that renders to lines of text.
@MainActor
open class View {
    /// The views inside this one, drawn top to bottom.
    public private(set) var subviews: [View] = []
    /// The view this one was added to.
    public private(set) weak var superview: View?
    /// A hidden view draws nothing, nor do its subviews.
    public var isHidden = false {
        didSet {
            if isHidden != oldValue { reportChange(.isHidden(isHidden)) }
        }
    }
    /// The view controller whose root view this is.
    weak var owningViewController: ViewController?

    /// Creates an empty view.
    public init() {}

    /// Appends `view` below the existing subviews.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Detaches this view from its superview.
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// The lines this view draws (hidden or not): its subviews', in order. Widgets override it.
    open func renderLines() -> [String] {
        subviews.filter { !$0.isHidden }.flatMap { $0.renderLines() }
    }

    /// The lines shown on screen: none when hidden.
    public func render() -> [String] {
        isHidden ? [] : renderLines()
    }

    /// Every view in this tree of the given type, depth first, visible or not.
    public func descendants<T: View>(ofType type: T.Type = T.self) -> [T] {
        subviews.flatMap { child -> [T] in
            (child as? T).map { [$0] + child.descendants(ofType: type) } ?? child.descendants(ofType: type)
        }
    }

    // MARK: - Reporting changes

    /// Which widget this is, in the changes it reports.
    open var widget: WidgetChange.Widget { .view }

    /// The window this view is shown in, found through its root view's controller.
    public var window: Window? {
        screen?.window
    }

    /// The view controller whose view tree holds this view.
    var screen: ViewController? {
        var root = self
        while let parent = root.superview { root = parent }
        return root.owningViewController
    }

    // MARK: - Delivering events to app code

    /// Runs `event` (the app's code reacting to the user) so that the tasks it starts are
    /// tracked by the screen's window, and tests and scripts can await them.
    func deliver<T>(_ event: () throws -> T) rethrows -> T {
        guard let tasks = screen?.tasks else { return try event() }
        return try tasks.track(event)
    }

    /// Tells the window's observer that `property` of this widget changed.
    func reportChange(_ property: WidgetChange.Property) {
        report(WidgetChange(widget: widget, property: property))
    }

    /// Tells the window's observer about `change`.
    func report(_ change: WidgetChange) {
        window?.report(change)
    }

    /// Whether this view and every view above it are visible.
    public var isVisibleOnScreen: Bool {
        !isHidden && (superview?.isVisibleOnScreen ?? true)
    }
}
