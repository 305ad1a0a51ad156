// The composition root: the one place that knows every concrete type of the MVP screen
// and wires them — service into presenter, presenter into view controller, the view back
// into the presenter — then puts the screen in a navigation stack in a window. It is also
// where tracing hooks in: with a tracer, recording proxies sit on both sides of the
// presenter (its events, and its view).

import CallTracing
import TerminalUIKit
import UserModel

/// Builds the MVP user list screen.
@MainActor
public enum UserListScreen {
    /// The list screen inside a NavigationController inside a Window, not yet visible.
    /// `window.makeKeyAndVisible()` is the FEATURE.md event `load`.
    ///
    /// - Parameter tracer: records who called whom, for `workbook trace`; `nil` (the
    ///   default) wires the screen with no tracing at all.
    public static func makeWindow(service: any UserService, tracer: CallTracer? = nil) -> Window {
        let presenter = UserListPresenter(service: service)
        let listViewController: UserListViewController
        if let tracer {
            let viewProxy = TracingUserListView(tracer: tracer)
            let inputs = TracingUserListPresenterInputs(
                wrapping: presenter, tracer: tracer, viewProxy: viewProxy)
            listViewController = UserListViewController(presenter: inputs)
            viewProxy.view = listViewController
            presenter.attach(viewProxy)
        } else {
            listViewController = UserListViewController(presenter: presenter)
            presenter.attach(listViewController)
        }
        let navigationController = NavigationController(rootViewController: listViewController)
        return Window(rootViewController: navigationController)
    }
}
