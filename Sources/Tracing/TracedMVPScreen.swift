// The MVP screen wired for a trace: the same presenter and view controller as the lesson's
// composition root, with a recording proxy on each side of the presenter — its events
// (View → Presenter) and its calls to the view (Presenter → View). Each proxy records the
// crossing and forwards it unchanged, through the same protocols the lesson code uses.

import MVPPresentation
import MVPViews
import TerminalUIKit
import UserModel

/// Builds the MVP list screen with recording proxies around its presenter.
@MainActor
enum TracedMVPScreen {
    /// The list screen in a navigation stack in a window, recording into `tracer`.
    static func makeWindow(service: any UserService, tracer: CallTracer) -> Window {
        let presenter = UserListPresenter(service: service)
        let viewProxy = RecordingUserListView(tracer: tracer)
        let inputs = RecordingPresenterInputs(wrapping: presenter, tracer: tracer, viewProxy: viewProxy)
        let list = UserListViewController(presenter: inputs)
        viewProxy.view = list
        presenter.attach(viewProxy)
        return Window(rootViewController: NavigationController(rootViewController: list))
    }
}

/// Forwards every event to a presenter, recording it first.
@MainActor
final class RecordingPresenterInputs: UserListPresenterInputs {
    private let presenter: any UserListPresenterInputs
    private let tracer: CallTracer
    /// The view proxy the presenter holds only weakly; the screen keeps it alive through here.
    private let viewProxy: RecordingUserListView

    init(
        wrapping presenter: any UserListPresenterInputs, tracer: CallTracer, viewProxy: RecordingUserListView
    ) {
        self.presenter = presenter
        self.tracer = tracer
        self.viewProxy = viewProxy
    }

    func viewDidLoad() {
        record("viewDidLoad()") { presenter.viewDidLoad() }
    }

    func refreshTapped() {
        record("refreshTapped()") { presenter.refreshTapped() }
    }

    func retryTapped() {
        record("retryTapped()") { presenter.retryTapped() }
    }

    func sceneWillEnterForeground() {
        record("sceneWillEnterForeground()") { presenter.sceneWillEnterForeground() }
    }

    func searchTextChanged(_ text: String) {
        record("searchTextChanged(\(TraceText.describe(text)))") { presenter.searchTextChanged(text) }
    }

    func rowSelected(at index: Int) {
        record("rowSelected(at: \(index))") { presenter.rowSelected(at: index) }
    }

    private func record(_ message: String, _ forward: () -> Void) {
        tracer.call(from: "View", to: "Presenter", message, forward)
    }
}

/// Forwards every call to a passive view, recording it first.
@MainActor
final class RecordingUserListView: UserListView {
    /// The real view, held weakly as the presenter would hold it.
    weak var view: (any UserListView)?
    private let tracer: CallTracer

    init(tracer: CallTracer) {
        self.tracer = tracer
    }

    func setTitle(_ title: String) {
        record("setTitle(\(TraceText.describe(title)))") { $0.setTitle(title) }
    }

    func setLoading(_ isLoading: Bool) {
        record("setLoading(\(isLoading))") { $0.setLoading(isLoading) }
    }

    func setRefreshEnabled(_ isEnabled: Bool) {
        record("setRefreshEnabled(\(isEnabled))") { $0.setRefreshEnabled(isEnabled) }
    }

    func showError(_ message: String?) {
        record("showError(\(message.map(TraceText.describe) ?? "nil"))") { $0.showError(message) }
    }

    func setRetryVisible(_ isVisible: Bool) {
        record("setRetryVisible(\(isVisible))") { $0.setRetryVisible(isVisible) }
    }

    func showSummary(_ text: String) {
        record("showSummary(\(TraceText.describe(text)))") { $0.showSummary(text) }
    }

    func showRows(_ rows: [UserRow]) {
        record("showRows(\(TraceText.describe(rows)))") { $0.showRows(rows) }
    }

    func showDetail(_ detail: UserDetail) {
        record("showDetail(\(TraceText.describe(detail.title)))") { $0.showDetail(detail) }
    }

    private func record(_ message: String, _ forward: (any UserListView) -> Void) {
        tracer.call(from: "Presenter", to: "View", message) {
            if let view { forward(view) }
        }
    }
}
