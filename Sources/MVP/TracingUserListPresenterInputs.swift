// Recording proxies for `workbook trace`, one on each side of the presenter: events from
// the view (View → Presenter) and calls to the view (Presenter → View). Each records the
// crossing and forwards it unchanged. Only the composition root creates them, and only
// when a trace is wanted.

import CallTracing

/// Forwards every event to a presenter, recording it first.
@MainActor
public final class TracingUserListPresenterInputs: UserListPresenterInputs {
    private let presenter: any UserListPresenterInputs
    private let tracer: CallTracer
    /// The view proxy the presenter holds only weakly; the screen keeps it alive through here.
    private let viewProxy: TracingUserListView?

    /// Wraps `presenter`, recording into `tracer`, and keeps `viewProxy` alive.
    public init(
        wrapping presenter: any UserListPresenterInputs, tracer: CallTracer, viewProxy: TracingUserListView?
    ) {
        self.presenter = presenter
        self.tracer = tracer
        self.viewProxy = viewProxy
    }

    /// Records, then forwards.
    public func viewDidLoad() async {
        await tracer.call(from: "View", to: "Presenter", "viewDidLoad()") { await presenter.viewDidLoad() }
    }

    /// Records, then forwards.
    public func refreshTapped() async {
        await tracer.call(from: "View", to: "Presenter", "refreshTapped()") {
            await presenter.refreshTapped()
        }
    }

    /// Records, then forwards.
    public func retryTapped() async {
        await tracer.call(from: "View", to: "Presenter", "retryTapped()") { await presenter.retryTapped() }
    }

    /// Records, then forwards.
    public func sceneWillEnterForeground() async {
        await tracer.call(from: "View", to: "Presenter", "sceneWillEnterForeground()") {
            await presenter.sceneWillEnterForeground()
        }
    }

    /// Records, then forwards.
    public func searchTextChanged(_ text: String) {
        tracer.call(from: "View", to: "Presenter", "searchTextChanged(\(TraceText.describe(text)))") {
            presenter.searchTextChanged(text)
        }
    }

    /// Records, then forwards.
    public func rowSelected(at index: Int) {
        tracer.call(from: "View", to: "Presenter", "rowSelected(at: \(index))") {
            presenter.rowSelected(at: index)
        }
    }
}

/// Forwards every call to a passive view, recording it first.
@MainActor
public final class TracingUserListView: UserListView {
    /// The real view, held weakly as the presenter would hold it.
    public weak var view: (any UserListView)?
    private let tracer: CallTracer

    /// Creates a proxy recording into `tracer`; set ``view`` once the view exists.
    public init(tracer: CallTracer) {
        self.tracer = tracer
    }

    /// Records, then forwards.
    public func setTitle(_ title: String) {
        tracer.call(from: "Presenter", to: "View", "setTitle(\"\(title)\")") { view?.setTitle(title) }
    }

    /// Records, then forwards.
    public func setLoading(_ isLoading: Bool) {
        tracer.call(from: "Presenter", to: "View", "setLoading(\(isLoading))") { view?.setLoading(isLoading) }
    }

    /// Records, then forwards.
    public func showError(_ message: String?, canRetry: Bool) {
        let text = message.map(TraceText.describe) ?? "nil"
        tracer.call(from: "Presenter", to: "View", "showError(\(text), canRetry: \(canRetry))") {
            view?.showError(message, canRetry: canRetry)
        }
    }

    /// Records, then forwards.
    public func showSummary(_ text: String) {
        tracer.call(from: "Presenter", to: "View", "showSummary(\(TraceText.describe(text)))") {
            view?.showSummary(text)
        }
    }

    /// Records, then forwards.
    public func showRows(_ rows: [UserRow]) {
        tracer.call(from: "Presenter", to: "View", "showRows(\(TraceText.describe(rows)))") {
            view?.showRows(rows)
        }
    }

    /// Records, then forwards.
    public func showDetail(_ detail: UserDetail) {
        tracer.call(from: "Presenter", to: "View", "showDetail(\"\(detail.title)\")") {
            view?.showDetail(detail)
        }
    }
}
