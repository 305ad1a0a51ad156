// UIViewController's stand-in: owns a view that loads lazily, has a title and a
// navigation item, and hears its lifecycle (`viewDidLoad`, foregrounding). Subclasses in
// each pattern decide how much else they take on — in MVC, nearly everything.

@MainActor
public final class NavigationItem {
    public var rightBarButtonItem: Button? {
        didSet { rightBarButtonItem?.barOwner = owner }
    }
    weak var owner: ViewController?

    public init() {}
}

@MainActor
open class ViewController {
    public var title: String?
    public let navigationItem = NavigationItem()
    public internal(set) weak var navigationController: NavigationController?
    public internal(set) weak var rootWindow: Window?
    public private(set) var isViewLoaded = false
    private var loadedView: View?
    private let ownTasks = TaskTracker()

    public init() {
        navigationItem.owner = self
    }

    public var window: Window? {
        navigationController?.rootWindow ?? rootWindow
    }

    public var view: View {
        loadViewIfNeeded()
        return loadedView ?? View()
    }

    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        let view = makeView()
        view.owningViewController = self
        loadedView = view
        // As in UIKit, the view is laid out once before it is first shown.
        tasks.track {
            viewDidLoad()
            viewWillLayoutSubviews()
        }
    }

    open func makeView() -> View {
        View()
    }

    open func viewDidLoad() {}

    /// Called once after `viewDidLoad()`, and on each layout pass the view asks for with
    /// `setNeedsLayout()`.
    open func viewWillLayoutSubviews() {}

    /// UIKit has no such method: a screen observes `willEnterForegroundNotification`. The
    /// view kit calls it on every screen in the stack instead, as that notification reaches
    /// every observer, so a screen only has to override it.
    open func sceneWillEnterForeground() {}

    // MARK: - Waiting for the work events set off

    public var tasks: TaskTracker {
        window?.tasks ?? ownTasks
    }

    // MARK: - Rendering

    public func renderTitleBar(backTitle: String? = nil) -> String {
        var line = backTitle.map { "‹ \($0) | " } ?? ""
        line += title ?? ""
        if let item = navigationItem.rightBarButtonItem, !item.isHidden {
            line += "  " + item.renderedTitle
        }
        return line
    }

    open func renderScreen() -> [String] {
        [renderTitleBar()] + view.render()
    }
}
