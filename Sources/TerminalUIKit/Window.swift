// UIWindow's stand-in: shows one root view controller, owns the tracker for everything the
// screens start asynchronously, and draws the screen as text.

/// The window a screen hierarchy is shown in.
@MainActor
public final class Window {
    /// What the window shows.
    public let rootViewController: ViewController
    /// Tracks the tasks the window's events set off, so tests and scripts can await them.
    public let tasks = TaskTracker()
    /// Whether ``makeKeyAndVisible()`` has run.
    public private(set) var isVisible = false
    /// Hears every change to a widget in this window, as it happens; `nil` by default.
    public var widgetChangeObserver: ((WidgetChange) -> Void)?

    /// Creates a window showing `rootViewController`; nothing loads until it is visible.
    public init(rootViewController: ViewController) {
        self.rootViewController = rootViewController
        rootViewController.rootWindow = self
    }

    /// Shows the window: the root screen loads and its `viewDidLoad` runs.
    public func makeKeyAndVisible() {
        isVisible = true
        tasks.track { rootViewController.loadViewIfNeeded() }
    }

    /// Tells the screens the app came back to the foreground.
    public func sceneWillEnterForeground() {
        tasks.track { rootViewController.sceneWillEnterForeground() }
    }

    /// The screen as lines of text; empty until the window is visible.
    public func render() -> [String] {
        isVisible ? rootViewController.renderScreen() : []
    }

    /// Passes a widget's change to ``widgetChangeObserver``.
    func report(_ change: WidgetChange) {
        widgetChangeObserver?(change)
    }

    /// The screen the user sees: the top of the navigation stack, or the root.
    public var visibleViewController: ViewController {
        (rootViewController as? NavigationController)?.topViewController ?? rootViewController
    }
}
