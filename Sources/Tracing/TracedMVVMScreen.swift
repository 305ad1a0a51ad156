// The MVVM screen wired for a trace: the lesson's composition root builds it, with a
// screen factory that puts a recording proxy between the view model and its view. The
// proxy records each input the view sends (View → ViewModel), and mirrors each output: when
// the view model sets one (ViewModel → Observable) it passes the value on to the view's
// bindings (Observable → View), so the widget changes those make nest under the delivery.

import MVVMPresentation
import MVVMViews
import TerminalUIKit
import UserModel

/// Builds the MVVM screens with recording proxies around their view models.
@MainActor
enum TracedMVVMScreen {
    /// The list screen in a navigation stack in a window, recording into `tracer`.
    static func makeWindow(service: any UserService, favourites: FavouritesStore, tracer: CallTracer)
        -> Window
    {
        UserListScreen.makeWindow(service: service, favourites: favourites) { viewModel in
            let proxy = RecordingViewModel(wrapping: viewModel, tracer: tracer)
            return UserListViewController(viewModel: proxy) { detail in
                let detailProxy = RecordingDetailViewModel(wrapping: detail, tracer: tracer)
                return UserDetailViewController(viewModel: detailProxy)
            }
        }
    }
}

/// Records what a view and its view model say to each other, forwarding it unchanged.
@MainActor
final class RecordingViewModel: UserListViewModelType, UserListViewModelInputs, UserListViewModelOutputs {
    private let viewModel: any UserListViewModelType
    private let tracer: CallTracer
    private var bindings: [ObservationToken] = []
    /// Off while the mirrors bind, so the values they start with aren't recorded as changes.
    private var isRecording = false

    private let titleMirror: MutableObservable<String>
    private let spinnerMirror: MutableObservable<Bool>
    private let refreshMirror: MutableObservable<Bool>
    private let errorMirror: MutableObservable<String>
    private let retryMirror: MutableObservable<Bool>
    private let summaryMirror: MutableObservable<String>
    private let rowsMirror: MutableObservable<UserRows>
    private let routeMirror: MutableObservable<UserListRoute?>

    init(wrapping viewModel: any UserListViewModelType, tracer: CallTracer) {
        self.viewModel = viewModel
        self.tracer = tracer
        let outputs = viewModel.outputs
        titleMirror = MutableObservable(outputs.title.value)
        spinnerMirror = MutableObservable(outputs.isSpinnerVisible.value)
        refreshMirror = MutableObservable(outputs.isRefreshEnabled.value)
        errorMirror = MutableObservable(outputs.errorText.value)
        retryMirror = MutableObservable(outputs.isRetryVisible.value)
        summaryMirror = MutableObservable(outputs.summaryText.value)
        rowsMirror = MutableObservable(outputs.rows.value)
        routeMirror = MutableObservable(outputs.route.value)
        mirror(outputs.title, into: titleMirror, "title")
        mirror(outputs.isSpinnerVisible, into: spinnerMirror, "isSpinnerVisible")
        mirror(outputs.isRefreshEnabled, into: refreshMirror, "isRefreshEnabled")
        mirror(outputs.errorText, into: errorMirror, "errorText")
        mirror(outputs.isRetryVisible, into: retryMirror, "isRetryVisible")
        mirror(outputs.summaryText, into: summaryMirror, "summaryText")
        mirror(outputs.rows, into: rowsMirror, "rows")
        mirror(outputs.route, into: routeMirror, "route") { route in
            switch route {
            case .detail(let detail): "detail(\(detail.title))"
            case nil: "nil"
            }
        }
        isRecording = true
    }

    private func mirror<Value>(
        _ source: Observable<Value>, into mirror: MutableObservable<Value>, _ name: String,
        describe: @escaping (Value) -> String = { TraceText.describe($0) }
    ) {
        source.bind(self) { proxy, value in
            guard proxy.isRecording else { return }
            proxy.tracer.record(from: "ViewModel", to: "Observable", "\(name) = \(describe(value))")
            proxy.tracer.call(from: "Observable", to: "View", "\(name) → binding") { mirror.value = value }
        }
        .store(in: &bindings)
    }

    // MARK: - UserListViewModelType

    var inputs: any UserListViewModelInputs { self }
    var outputs: any UserListViewModelOutputs { self }

    // MARK: - Outputs: the mirrors

    var title: Observable<String> { titleMirror.observable }
    var isSpinnerVisible: Observable<Bool> { spinnerMirror.observable }
    var isRefreshEnabled: Observable<Bool> { refreshMirror.observable }
    var errorText: Observable<String> { errorMirror.observable }
    var isRetryVisible: Observable<Bool> { retryMirror.observable }
    var summaryText: Observable<String> { summaryMirror.observable }
    var rows: Observable<UserRows> { rowsMirror.observable }
    var route: Observable<UserListRoute?> { routeMirror.observable }

    // MARK: - Inputs: recorded, then forwarded

    func viewDidLoad() {
        record("viewDidLoad()") { $0.viewDidLoad() }
    }

    func refreshTapped() {
        record("refreshTapped()") { $0.refreshTapped() }
    }

    func retryTapped() {
        record("retryTapped()") { $0.retryTapped() }
    }

    func sceneWillEnterForeground() {
        record("sceneWillEnterForeground()") { $0.sceneWillEnterForeground() }
    }

    func searchTextChanged(_ text: String) {
        record("searchTextChanged(\(TraceText.describe(text)))") { $0.searchTextChanged(text) }
    }

    func rowSelected(at index: Int) {
        record("rowSelected(at: \(index))") { $0.rowSelected(at: index) }
    }

    func routeHandled() {
        record("routeHandled()") { $0.routeHandled() }
    }

    private func record(_ message: String, _ forward: (any UserListViewModelInputs) -> Void) {
        tracer.call(from: "View", to: "ViewModel", message) { forward(viewModel.inputs) }
    }
}

/// Records what a detail view and its view model say to each other, forwarding it unchanged.
@MainActor
final class RecordingDetailViewModel: UserDetailViewModelType, UserDetailViewModelInputs,
    UserDetailViewModelOutputs
{
    private let viewModel: any UserDetailViewModelType
    private let tracer: CallTracer
    private var bindings: [ObservationToken] = []
    private var isRecording = false
    private let favouriteMirror: MutableObservable<String>

    init(wrapping viewModel: any UserDetailViewModelType, tracer: CallTracer) {
        self.viewModel = viewModel
        self.tracer = tracer
        favouriteMirror = MutableObservable(viewModel.outputs.favouriteTitle.value)
        viewModel.outputs.favouriteTitle.bind(self) { proxy, value in
            guard proxy.isRecording else { return }
            proxy.tracer.record(
                from: "ViewModel", to: "Observable", "favouriteTitle = \(TraceText.describe(value))")
            proxy.tracer.call(from: "Observable", to: "View", "favouriteTitle → binding") {
                proxy.favouriteMirror.value = value
            }
        }
        .store(in: &bindings)
        isRecording = true
    }

    var inputs: any UserDetailViewModelInputs { self }
    var outputs: any UserDetailViewModelOutputs { self }

    var title: String { viewModel.outputs.title }
    var lines: [String] { viewModel.outputs.lines }
    var favouriteTitle: Observable<String> { favouriteMirror.observable }

    func favouriteTapped() {
        tracer.call(from: "View", to: "ViewModel", "favouriteTapped()") { viewModel.inputs.favouriteTapped() }
    }
}
