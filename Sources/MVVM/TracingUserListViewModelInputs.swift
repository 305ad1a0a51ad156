// A recording proxy for `workbook trace`: it stands between the view and the view model,
// records each input as a View → ViewModel call, and forwards it unchanged. Only the
// composition root creates it, and only when a trace is wanted.

import CallTracing

/// Forwards every input to a view model, recording it first.
@MainActor
public final class TracingUserListViewModelInputs: UserListViewModelInputs {
    private let inputs: any UserListViewModelInputs
    private let tracer: CallTracer

    /// Wraps `inputs`, recording into `tracer`.
    public init(wrapping inputs: any UserListViewModelInputs, tracer: CallTracer) {
        self.inputs = inputs
        self.tracer = tracer
    }

    /// Records, then forwards.
    public func viewDidLoad() async {
        await tracer.call(from: "View", to: "ViewModel", "viewDidLoad()") { await inputs.viewDidLoad() }
    }

    /// Records, then forwards.
    public func refreshTapped() async {
        await tracer.call(from: "View", to: "ViewModel", "refreshTapped()") { await inputs.refreshTapped() }
    }

    /// Records, then forwards.
    public func retryTapped() async {
        await tracer.call(from: "View", to: "ViewModel", "retryTapped()") { await inputs.retryTapped() }
    }

    /// Records, then forwards.
    public func sceneWillEnterForeground() async {
        await tracer.call(from: "View", to: "ViewModel", "sceneWillEnterForeground()") {
            await inputs.sceneWillEnterForeground()
        }
    }

    /// Records, then forwards.
    public func searchTextChanged(_ text: String) {
        tracer.call(from: "View", to: "ViewModel", "searchTextChanged(\(TraceText.describe(text)))") {
            inputs.searchTextChanged(text)
        }
    }

    /// Records, then forwards.
    public func rowSelected(at index: Int) {
        tracer.call(from: "View", to: "ViewModel", "rowSelected(at: \(index))") {
            inputs.rowSelected(at: index)
        }
    }

    /// Records, then forwards.
    public func routeHandled() {
        tracer.call(from: "View", to: "ViewModel", "routeHandled()") { inputs.routeHandled() }
    }
}
