// UINavigationController's stand-in: a stack of screens, the top one visible, with a back
// button that pops. Popping keeps the screen underneath exactly as it was.

/// A stack of view controllers; draws the bar and the top screen.
@MainActor
public final class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController]

    /// Creates a stack holding `rootViewController`.
    public init(rootViewController: ViewController) {
        viewControllers = [rootViewController]
        super.init()
        rootViewController.navigationController = self
    }

    /// The screen on top.
    public var topViewController: ViewController? { viewControllers.last }

    /// Loading the navigation controller loads its top screen, as appearing does in UIKit.
    public override func viewDidLoad() {
        topViewController?.loadViewIfNeeded()
    }

    /// Pushes `viewController` on top and loads its view.
    public func pushViewController(_ viewController: ViewController) {
        viewController.navigationController = self
        viewControllers.append(viewController)
        if isViewLoaded { viewController.loadViewIfNeeded() }
        window?.report(
            WidgetChange(widget: .navigationController, property: .pushed(title: viewController.title)))
    }

    /// Pops the top screen; the root never pops. Returns the popped screen.
    @discardableResult
    public func popViewController() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.navigationController = nil
        window?.report(WidgetChange(widget: .navigationController, property: .popped))
        return popped
    }

    /// Tells every screen in the stack, as the foreground notification would reach each
    /// screen that observes it.
    public override func sceneWillEnterForeground() {
        for viewController in viewControllers {
            viewController.sceneWillEnterForeground()
        }
    }

    /// The bar (with `‹ Previous |` when a screen can go back) and the top screen's view.
    public override func renderScreen() -> [String] {
        guard let top = topViewController else { return [] }
        let previous = viewControllers.dropLast().last
        let backTitle = previous.map { $0.title ?? "Back" }
        return [top.renderTitleBar(backTitle: backTitle)] + top.view.render()
    }
}
