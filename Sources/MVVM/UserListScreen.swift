// The composition root: the one place that knows every MVVM piece and wires them — the
// service into the view model, the view model into its view, the view into a navigation
// stack and a window. Nothing else creates these objects. It is also where tracing hooks
// in: with a tracer, a recording proxy sits in front of the view model's inputs and every
// output observable records what it is set to and whom it tells.

import CallTracing
import TerminalUIKit
import UserModel

// MARK: - Wiring

/// Builds the MVVM user list, ready to show.
@MainActor
public enum UserListScreen {
    /// The list screen inside a NavigationController inside a Window, not yet visible.
    /// `window.makeKeyAndVisible()` is the FEATURE.md event `load`.
    ///
    /// - Parameter tracer: records who called whom, for `workbook trace`; `nil` (the
    ///   default) wires the screen with no tracing at all.
    public static func makeWindow(service: any UserService, tracer: CallTracer? = nil) -> Window {
        let viewModel = UserListViewModel(service: service)
        var inputs: (any UserListViewModelInputs)?
        if let tracer {
            inputs = TracingUserListViewModelInputs(wrapping: viewModel, tracer: tracer)
            traceOutputs(of: viewModel, into: tracer)
        }
        let list = UserListViewController(viewModel: viewModel, inputs: inputs)
        let navigation = NavigationController(rootViewController: list)
        return Window(rootViewController: navigation)
    }

    // MARK: - Tracing

    private static func traceOutputs(of viewModel: UserListViewModel, into tracer: CallTracer) {
        hook(viewModel.title, "title", tracer)
        hook(viewModel.isSpinnerVisible, "isSpinnerVisible", tracer)
        hook(viewModel.isRefreshEnabled, "isRefreshEnabled", tracer)
        hook(viewModel.errorText, "errorText", tracer)
        hook(viewModel.isRetryVisible, "isRetryVisible", tracer)
        hook(viewModel.summaryText, "summaryText", tracer)
        hook(viewModel.rows, "rows", tracer)
        hook(viewModel.route, "route", tracer)
    }

    private static func hook<Value>(_ observable: Observable<Value>, _ name: String, _ tracer: CallTracer) {
        observable.traceHooks = TracingObservableHooks(
            valueSet: { value in
                tracer.record(from: "ViewModel", to: "Observable", "\(name) = \(TraceText.describe(value))")
            },
            delivering: { value, deliver in
                tracer.call(from: "Observable", to: "View", "\(name) → binding", deliver)
            })
    }
}
