// The MVP screens wired for a trace, as the lesson's composition root wires them but with a
// recording proxy on each side of each presenter: its events (View → Presenter) and its
// calls to the view (Presenter → View). Each proxy records the crossing and forwards it
// unchanged, through the protocols the lesson already has.

import MVPPresentation
import MVPViews
import TerminalUIKit
import UserModel

@MainActor
enum TracedScreens {
    static func mvp(service: any UserService, favourites: FavouritesStore, tracer: CallTracer) -> Window {
        let presenter = UserListPresenter(service: service, favourites: favourites)
        let viewProxy = RecordingUserListView(tracer: tracer)
        let inputs = RecordingPresenterInputs(presenter, tracer: tracer, keeping: viewProxy)
        let list = UserListViewController(presenter: inputs) { detailPresenter in
            let detailProxy = RecordingUserDetailView(tracer: tracer)
            let detailInputs = RecordingDetailPresenterInputs(
                detailPresenter, tracer: tracer, keeping: detailProxy)
            let detail = UserDetailViewController(presenter: detailInputs)
            detailProxy.view = detail
            detailPresenter.attach(detailProxy)
            return detail
        }
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
        _ presenter: any UserListPresenterInputs, tracer: CallTracer, keeping viewProxy: RecordingUserListView
    ) {
        self.presenter = presenter
        self.tracer = tracer
        self.viewProxy = viewProxy
    }

    func viewDidLoad() { record("viewDidLoad()") { $0.viewDidLoad() } }
    func refreshTapped() { record("refreshTapped()") { $0.refreshTapped() } }
    func retryTapped() { record("retryTapped()") { $0.retryTapped() } }
    func sceneWillEnterForeground() { record("sceneWillEnterForeground()") { $0.sceneWillEnterForeground() } }

    func searchTextChanged(_ text: String) {
        record("searchTextChanged(\(TraceText.describe(text)))") { $0.searchTextChanged(text) }
    }

    func rowSelected(at index: Int) { record("rowSelected(at: \(index))") { $0.rowSelected(at: index) } }

    private func record(_ message: String, _ forward: (any UserListPresenterInputs) -> Void) {
        tracer.call(from: "View", to: "Presenter", message) { forward(presenter) }
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

    func setTitle(_ title: String) { record("setTitle(\(TraceText.describe(title)))") { $0.setTitle(title) } }
    func setLoading(_ isLoading: Bool) { record("setLoading(\(isLoading))") { $0.setLoading(isLoading) } }

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
    func showRows(_ rows: [UserRow]) { record("showRows(\(TraceText.describe(rows)))") { $0.showRows(rows) } }

    func showDetail(_ presenter: UserDetailPresenter) {
        let name = "\(presenter.user.firstName) \(presenter.user.lastName)"
        record("showDetail(\(TraceText.describe(name)))") { $0.showDetail(presenter) }
    }

    private func record(_ message: String, _ forward: (any UserListView) -> Void) {
        tracer.call(from: "Presenter", to: "View", message) {
            if let view { forward(view) }
        }
    }
}

/// Forwards the detail screen's events to its presenter, recording them first.
@MainActor
final class RecordingDetailPresenterInputs: UserDetailPresenterInputs {
    private let presenter: any UserDetailPresenterInputs
    private let tracer: CallTracer
    private let viewProxy: RecordingUserDetailView

    init(
        _ presenter: any UserDetailPresenterInputs, tracer: CallTracer,
        keeping viewProxy: RecordingUserDetailView
    ) {
        self.presenter = presenter
        self.tracer = tracer
        self.viewProxy = viewProxy
    }

    func viewDidLoad() {
        tracer.call(from: "View", to: "Presenter", "viewDidLoad()") { presenter.viewDidLoad() }
    }

    func favouriteTapped() {
        tracer.call(from: "View", to: "Presenter", "favouriteTapped()") { presenter.favouriteTapped() }
    }
}

/// Forwards every call to a passive detail view, recording it first.
@MainActor
final class RecordingUserDetailView: UserDetailView {
    weak var view: (any UserDetailView)?
    private let tracer: CallTracer

    init(tracer: CallTracer) {
        self.tracer = tracer
    }

    func setTitle(_ title: String) { record("setTitle(\(TraceText.describe(title)))") { $0.setTitle(title) } }
    func showLines(_ lines: [String]) {
        record("showLines(\(TraceText.describe(lines)))") { $0.showLines(lines) }
    }

    func setFavouriteTitle(_ title: String) {
        record("setFavouriteTitle(\(TraceText.describe(title)))") { $0.setFavouriteTitle(title) }
    }

    private func record(_ message: String, _ forward: (any UserDetailView) -> Void) {
        tracer.call(from: "Presenter", to: "View", message) {
            if let view { forward(view) }
        }
    }
}
