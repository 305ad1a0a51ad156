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
        let proxy = RecordingListProxy(presenter, tracer: tracer)
        let list = UserListViewController(presenter: proxy) { detailPresenter in
            let detailProxy = RecordingDetailProxy(detailPresenter, tracer: tracer)
            let detail = UserDetailViewController(presenter: detailProxy)
            detailProxy.view = detail
            detailPresenter.attach(detailProxy)
            return detail
        }
        proxy.view = list
        presenter.attach(proxy)
        return Window(rootViewController: NavigationController(rootViewController: list))
    }
}

// Both sides of a presenter in one object: the view holds it strongly as its presenter, the
// presenter weakly as its view, and it holds the real view weakly, as the presenter would.
@MainActor
final class RecordingListProxy: UserListPresenterInputs, UserListView {
    private let presenter: any UserListPresenterInputs
    private let tracer: CallTracer
    weak var view: (any UserListView)?

    init(_ presenter: any UserListPresenterInputs, tracer: CallTracer) {
        (self.presenter, self.tracer) = (presenter, tracer)
    }

    func viewDidLoad() { input("viewDidLoad()") { $0.viewDidLoad() } }
    func refreshTapped() { input("refreshTapped()") { $0.refreshTapped() } }
    func retryTapped() { input("retryTapped()") { $0.retryTapped() } }
    func sceneWillEnterForeground() { input("sceneWillEnterForeground()") { $0.sceneWillEnterForeground() } }
    func rowSelected(at index: Int) { input("rowSelected(at: \(index))") { $0.rowSelected(at: index) } }

    func searchTextChanged(_ text: String) {
        input("searchTextChanged(\(TraceText.describe(text)))") { $0.searchTextChanged(text) }
    }

    private func input(_ message: String, _ forward: (any UserListPresenterInputs) -> Void) {
        tracer.call(from: "View", to: "Presenter", message) { forward(presenter) }
    }

    func setTitle(_ title: String) { output("setTitle(\(TraceText.describe(title)))") { $0.setTitle(title) } }
    func setLoading(_ isLoading: Bool) { output("setLoading(\(isLoading))") { $0.setLoading(isLoading) } }
    func showRows(_ rows: [UserRow]) { output("showRows(\(TraceText.describe(rows)))") { $0.showRows(rows) } }

    func setRefreshEnabled(_ isEnabled: Bool) {
        output("setRefreshEnabled(\(isEnabled))") { $0.setRefreshEnabled(isEnabled) }
    }

    func showError(_ message: String?) {
        output("showError(\(message.map(TraceText.describe) ?? "nil"))") { $0.showError(message) }
    }

    func setRetryVisible(_ isVisible: Bool) {
        output("setRetryVisible(\(isVisible))") { $0.setRetryVisible(isVisible) }
    }

    func showSummary(_ text: String) {
        output("showSummary(\(TraceText.describe(text)))") { $0.showSummary(text) }
    }

    func showDetail(_ presenter: UserDetailPresenter) {
        let name = "\(presenter.user.firstName) \(presenter.user.lastName)"
        output("showDetail(\(TraceText.describe(name)))") { $0.showDetail(presenter) }
    }

    private func output(_ message: String, _ forward: (any UserListView) -> Void) {
        tracer.call(from: "Presenter", to: "View", message) { if let view { forward(view) } }
    }
}

@MainActor
final class RecordingDetailProxy: UserDetailPresenterInputs, UserDetailView {
    private let presenter: any UserDetailPresenterInputs
    private let tracer: CallTracer
    weak var view: (any UserDetailView)?

    init(_ presenter: any UserDetailPresenterInputs, tracer: CallTracer) {
        (self.presenter, self.tracer) = (presenter, tracer)
    }

    func viewDidLoad() {
        tracer.call(from: "View", to: "Presenter", "viewDidLoad()") { presenter.viewDidLoad() }
    }

    func favouriteTapped() {
        tracer.call(from: "View", to: "Presenter", "favouriteTapped()") { presenter.favouriteTapped() }
    }

    func setTitle(_ title: String) { output("setTitle(\(TraceText.describe(title)))") { $0.setTitle(title) } }
    func showLines(_ lines: [String]) {
        output("showLines(\(TraceText.describe(lines)))") { $0.showLines(lines) }
    }

    func setFavouriteTitle(_ title: String) {
        output("setFavouriteTitle(\(TraceText.describe(title)))") { $0.setFavouriteTitle(title) }
    }

    private func output(_ message: String, _ forward: (any UserDetailView) -> Void) {
        tracer.call(from: "Presenter", to: "View", message) { if let view { forward(view) } }
    }
}
