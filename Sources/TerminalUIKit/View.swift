// The base of every widget: a node in a tree that renders itself as lines of text.
// This is the part of UIKit the workbook imitates; patterns put their views on top of it.
// Presentation logic (presenters, view models) must never import this module.
// Widgets report each change to their window, which tells its change observer.

@MainActor
open class View {
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    public var isHidden = false {
        didSet {
            if isHidden != oldValue { reportChange(.isHidden(isHidden)) }
        }
    }
    weak var owningViewController: ViewController?

    public init() {}

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Drawn whether hidden or not; ``render()`` is what the screen shows.
    open func renderLines() -> [String] {
        subviews.filter { !$0.isHidden }.flatMap { $0.renderLines() }
    }

    public func render() -> [String] {
        isHidden ? [] : renderLines()
    }

    public func descendants<T: View>(ofType type: T.Type = T.self) -> [T] {
        subviews.flatMap { child -> [T] in
            (child as? T).map { [$0] + child.descendants(ofType: type) } ?? child.descendants(ofType: type)
        }
    }

    // MARK: - Reporting changes

    open var widget: WidgetChange.Widget { .view }

    public var window: Window? {
        screen?.window
    }

    var screen: ViewController? {
        var root = self
        while let parent = root.superview { root = parent }
        return root.owningViewController
    }

    // MARK: - Layout

    private var needsLayout = false

    /// UIKit's `setNeedsLayout()`: soon after, on the main actor, the screen hears
    /// `viewWillLayoutSubviews()` once, however often it was asked before the pass. The
    /// window's task tracker counts the pending pass, so waiting until idle waits for it.
    public func setNeedsLayout() {
        guard !needsLayout, let screen else { return }
        needsLayout = true
        screen.tasks.startEvent { [weak self] in self?.layoutIfNeeded() }
    }

    /// Runs the pass now if one was asked for, as UIKit's does.
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        screen?.viewWillLayoutSubviews()
    }

    // MARK: - Delivering events to app code

    /// Runs `event` (the app's code reacting to the user) so that the tasks it starts are
    /// tracked by the screen's window, and tests and scripts can await them.
    func deliver<T>(_ event: () throws -> T) rethrows -> T {
        guard let tasks = screen?.tasks else { return try event() }
        return try tasks.track(event)
    }

    func reportChange(_ property: WidgetChange.Property) {
        report(WidgetChange(widget: widget, property: property))
    }

    func report(_ change: WidgetChange) {
        window?.report(change)
    }

    public var isVisibleOnScreen: Bool {
        !isHidden && (superview?.isVisibleOnScreen ?? true)
    }
}
