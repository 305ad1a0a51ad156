// The MVP screens wired for a trace: the lesson's composition root builds them, with
// screen factories that put a recording proxy on each side of each presenter — its events
// (View → Presenter) and its calls to the view (Presenter → View). Each proxy records the
// crossing and forwards it unchanged, through the protocols the lesson uses.

import MVPPresentation
import MVPViews
import TerminalUIKit
import UserModel

/// Builds the MVP screens with recording proxies around their presenters.
@MainActor
enum TracedMVPScreen {
    /// The list screen in a navigation stack in a window, recording into `tracer`.
    static func makeWindow(service: any UserService, favourites: FavouritesStore, tracer: CallTracer)
        -> Window
    {
        UserListScreen.makeWindow(service: service, favourites: favourites) { presenter in
            makeListScreen(presenter: presenter, tracer: tracer)
        }
    }

    /// A list screen whose presenter has a recording proxy on each side.
    static func makeListScreen(presenter: UserListPresenter, tracer: CallTracer) -> ViewController {
        let viewProxy = RecordingUserListView(tracer: tracer)
        let inputs = RecordingPresenterInputs(wrapping: presenter, tracer: tracer, viewProxy: viewProxy)
        let list = UserListViewController(presenter: inputs) { detailPresenter in
            makeDetailScreen(presenter: detailPresenter, tracer: tracer)
        }
        viewProxy.view = list
        presenter.attach(viewProxy)
        return list
    }

    /// A detail screen whose presenter has a recording proxy on each side.
    static func makeDetailScreen(presenter: UserDetailPresenter, tracer: CallTracer) -> ViewController {
        let viewProxy = RecordingUserDetailView(tracer: tracer)
        let inputs = RecordingDetailPresenterInputs(wrapping: presenter, tracer: tracer, viewProxy: viewProxy)
        let screen = UserDetailViewController(presenter: inputs)
        viewProxy.view = screen
        presenter.attach(viewProxy)
        return screen
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

    func showRows(_ rows: UserRows) {
        record("showRows(\(TraceText.describe(count: rows.count)))") { $0.showRows(rows) }
    }

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
    /// The view proxy the presenter holds only weakly; the screen keeps it alive through here.
    private let viewProxy: RecordingUserDetailView

    init(
        wrapping presenter: any UserDetailPresenterInputs, tracer: CallTracer,
        viewProxy: RecordingUserDetailView
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
    /// The real view, held weakly as the presenter would hold it.
    weak var view: (any UserDetailView)?
    private let tracer: CallTracer

    init(tracer: CallTracer) {
        self.tracer = tracer
    }

    func setTitle(_ title: String) {
        record("setTitle(\(TraceText.describe(title)))") { $0.setTitle(title) }
    }

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
