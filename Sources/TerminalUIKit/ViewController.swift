// UIViewController's stand-in: owns a view that loads lazily, has a title and a
// navigation item, and hears its lifecycle (`viewDidLoad`, foregrounding). Subclasses in
// each pattern decide how much else they take on — in MVC, nearly everything.

/// What a screen shows in the navigation bar besides its title.
@MainActor
public final class NavigationItem {
    /// The button at the right of the bar (UIKit's `rightBarButtonItem`).
    public var rightBarButtonItem: Button? {
        didSet { rightBarButtonItem?.barOwner = owner }
    }
    weak var owner: ViewController?

    /// Creates an empty navigation item.
    public init() {}
}

/// Manages one screen: its view, title and lifecycle.
@MainActor
open class ViewController {
    /// The screen's title, shown in the navigation bar.
    public var title: String?
    /// The bar's buttons for this screen.
    public let navigationItem = NavigationItem()
    /// The navigation controller whose stack holds this screen.
    public internal(set) weak var navigationController: NavigationController?
    /// The window showing this screen, when it is the root.
    public internal(set) weak var rootWindow: Window?
    /// Whether ``loadView()`` and ``viewDidLoad()`` have run.
    public private(set) var isViewLoaded = false
    private var loadedView: View?
    private let ownTasks = TaskTracker()

    /// Creates a view controller whose view is not loaded yet.
    public init() {
        navigationItem.owner = self
    }

    /// The window showing this screen, directly or through its navigation controller.
    public var window: Window? {
        navigationController?.rootWindow ?? rootWindow
    }

    /// The root view, loaded on first access.
    public var view: View {
        loadViewIfNeeded()
        return loadedView ?? View()
    }

    /// Loads the view and calls ``viewDidLoad()``, once.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        let view = makeView()
        view.owningViewController = self
        loadedView = view
        tasks.track { viewDidLoad() }
    }

    /// Creates the root view. Override to return a custom one; the default is empty.
    open func makeView() -> View {
        View()
    }

    /// Called once, after the view is loaded: the place to build the screen.
    open func viewDidLoad() {}

    /// Called when the app returns to the foreground; the default does nothing.
    ///
    /// UIKit has no such method: a screen that cares observes
    /// `UIApplication.willEnterForegroundNotification` (or its scene's). The view kit calls
    /// this on every screen in the navigation stack instead, as that notification reaches
    /// every observer, so a screen only has to override it.
    open func sceneWillEnterForeground() {}

    // MARK: - Waiting for the work events set off

    /// Tracks the tasks this screen's events start: its window's tracker, or its own while
    /// it is in no window.
    public var tasks: TaskTracker {
        window?.tasks ?? ownTasks
    }

    // MARK: - Rendering

    /// The bar line: the title, then the right button if any.
    public func renderTitleBar(backTitle: String? = nil) -> String {
        var line = backTitle.map { "‹ \($0) | " } ?? ""
        line += title ?? ""
        if let item = navigationItem.rightBarButtonItem, !item.isHidden {
            line += "  " + item.renderedTitle
        }
        return line
    }

    /// The whole screen: the bar line, then the view's lines.
    open func renderScreen() -> [String] {
        [renderTitleBar()] + view.render()
    }
}
