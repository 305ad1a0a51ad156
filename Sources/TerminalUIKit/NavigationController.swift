// UINavigationController's stand-in: a stack of screens, the top one visible, with a back
// button that pops. Popping keeps the screen underneath exactly as it was.

@MainActor
public final class NavigationController: ViewController {
    public private(set) var viewControllers: [ViewController]

    public init(rootViewController: ViewController) {
        viewControllers = [rootViewController]
        super.init()
        rootViewController.navigationController = self
    }

    public var topViewController: ViewController? { viewControllers.last }

    /// Loading the navigation controller loads its top screen, as appearing does in UIKit.
    public override func viewDidLoad() {
        topViewController?.loadViewIfNeeded()
    }

    public func pushViewController(_ viewController: ViewController) {
        viewController.navigationController = self
        viewControllers.append(viewController)
        if isViewLoaded { viewController.loadViewIfNeeded() }
        window?.report(
            WidgetChange(widget: .navigationController, property: .pushed(title: viewController.title)))
    }

    /// The root never pops.
    @discardableResult
    public func popViewController() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.navigationController = nil
        window?.report(WidgetChange(widget: .navigationController, property: .popped))
        return popped
    }

    /// Every screen in the stack hears it, as every observer of the foreground notification would.
    public override func sceneWillEnterForeground() {
        for viewController in viewControllers {
            viewController.sceneWillEnterForeground()
        }
    }

    public override func renderScreen() -> [String] {
        guard let top = topViewController else { return [] }
        let previous = viewControllers.dropLast().last
        let backTitle = previous.map { $0.title ?? "Back" }
        return [top.renderTitleBar(backTitle: backTitle)] + top.view.render()
    }
}
