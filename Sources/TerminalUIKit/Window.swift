// UIWindow's stand-in: shows one root view controller, owns the tracker for everything the
// screens start asynchronously, and draws the screen as text.

@MainActor
public final class Window {
    public let rootViewController: ViewController
    public let tasks = TaskTracker()
    public private(set) var isVisible = false
    /// Hears every change to a widget on this window's screens, as key-value observing of a
    /// UIKit view's properties would.
    public var widgetChangeObserver: ((WidgetChange) -> Void)?

    /// Nothing loads until ``makeKeyAndVisible()``.
    public init(rootViewController: ViewController) {
        self.rootViewController = rootViewController
        rootViewController.rootWindow = self
    }

    public func makeKeyAndVisible() {
        isVisible = true
        tasks.track { rootViewController.loadViewIfNeeded() }
    }

    public func sceneWillEnterForeground() {
        tasks.track { rootViewController.sceneWillEnterForeground() }
    }

    public func render() -> [String] {
        isVisible ? rootViewController.renderScreen() : []
    }

    func report(_ change: WidgetChange) {
        widgetChangeObserver?(change)
    }

    public var visibleViewController: ViewController {
        (rootViewController as? NavigationController)?.topViewController ?? rootViewController
    }
}
