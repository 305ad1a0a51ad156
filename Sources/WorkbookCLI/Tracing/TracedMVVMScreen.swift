// The MVVM screens wired for a trace, as the lesson's composition root wires them but with
// a recording proxy between each view model and its view, through the view model protocols. The
// proxy records each input the view sends (View → ViewModel), and mirrors each output: when
// the view model sets one (ViewModel → Property) it passes the value on to the view's
// bindings (Property → View), so the widget changes those make nest under the delivery.

import Bindings
import MVVMPresentation
import MVVMViews
import TerminalUIKit
import UserModel

extension TracedScreens {
    static func mvvm(service: any UserService, favourites: FavouritesStore, tracer: CallTracer) -> Window {
        let viewModel = UserListViewModel(service: service, favourites: favourites)
        let list = UserListViewController(viewModel: RecordingViewModel(wrapping: viewModel, tracer: tracer))
        {
            UserDetailViewController(viewModel: RecordingDetailViewModel(wrapping: $0, tracer: tracer))
        }
        return Window(rootViewController: NavigationController(rootViewController: list))
    }
}

/// Records what a view and its view model say to each other, forwarding it unchanged.
@MainActor
final class RecordingViewModel: UserListViewModelProtocol {
    private let viewModel: any UserListViewModelProtocol
    private let tracer: CallTracer
    private var bindings: [BindingToken] = []
    /// Off while the mirrors bind, so the values they start with aren't recorded as changes.
    private var isRecording = false

    private let titleMirror: MutableProperty<String>
    private let spinnerMirror: MutableProperty<Bool>
    private let refreshMirror: MutableProperty<Bool>
    private let errorMirror: MutableProperty<String>
    private let retryMirror: MutableProperty<Bool>
    private let summaryMirror: MutableProperty<String>
    private let rowsMirror: MutableProperty<[UserRow]>
    private let routeMirror: MutableProperty<UserListRoute?>

    init(wrapping viewModel: any UserListViewModelProtocol, tracer: CallTracer) {
        self.viewModel = viewModel
        self.tracer = tracer
        let outputs = viewModel
        titleMirror = MutableProperty(outputs.title.value)
        spinnerMirror = MutableProperty(outputs.isSpinnerVisible.value)
        refreshMirror = MutableProperty(outputs.isRefreshEnabled.value)
        errorMirror = MutableProperty(outputs.errorText.value)
        retryMirror = MutableProperty(outputs.isRetryVisible.value)
        summaryMirror = MutableProperty(outputs.summaryText.value)
        rowsMirror = MutableProperty(outputs.rows.value)
        routeMirror = MutableProperty(outputs.route.value)
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
        _ source: Property<Value>, into mirror: MutableProperty<Value>, _ name: String,
        describe: @escaping (Value) -> String = { TraceText.describe($0) }
    ) {
        source.bind(to: self) { proxy, value in
            guard proxy.isRecording else { return }
            proxy.tracer.record(from: "ViewModel", to: "Property", "\(name) = \(describe(value))")
            proxy.tracer.call(from: "Property", to: "View", "\(name) → binding") { mirror.value = value }
        }
        .store(in: &bindings)
    }

    // MARK: - Outputs: the mirrors

    var title: Property<String> { titleMirror.readOnly }
    var isSpinnerVisible: Property<Bool> { spinnerMirror.readOnly }
    var isRefreshEnabled: Property<Bool> { refreshMirror.readOnly }
    var errorText: Property<String> { errorMirror.readOnly }
    var isRetryVisible: Property<Bool> { retryMirror.readOnly }
    var summaryText: Property<String> { summaryMirror.readOnly }
    var rows: Property<[UserRow]> { rowsMirror.readOnly }
    var route: Property<UserListRoute?> { routeMirror.readOnly }

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

    private func record(_ message: String, _ forward: (any UserListViewModelProtocol) -> Void) {
        tracer.call(from: "View", to: "ViewModel", message) { forward(viewModel) }
    }
}

/// Records what a detail view and its view model say to each other, forwarding it unchanged.
@MainActor
final class RecordingDetailViewModel: UserDetailViewModelProtocol {
    private let viewModel: any UserDetailViewModelProtocol
    private let tracer: CallTracer
    private var bindings: [BindingToken] = []
    private var isRecording = false
    private let favouriteMirror: MutableProperty<String>

    init(wrapping viewModel: any UserDetailViewModelProtocol, tracer: CallTracer) {
        self.viewModel = viewModel
        self.tracer = tracer
        favouriteMirror = MutableProperty(viewModel.favouriteTitle.value)
        viewModel.favouriteTitle.bind(to: self) { proxy, value in
            guard proxy.isRecording else { return }
            proxy.tracer.record(
                from: "ViewModel", to: "Property", "favouriteTitle = \(TraceText.describe(value))")
            proxy.tracer.call(from: "Property", to: "View", "favouriteTitle → binding") {
                proxy.favouriteMirror.value = value
            }
        }
        .store(in: &bindings)
        isRecording = true
    }

    var title: String { viewModel.title }
    var lines: [String] { viewModel.lines }
    var favouriteTitle: Property<String> { favouriteMirror.readOnly }

    func favouriteTapped() {
        tracer.call(from: "View", to: "ViewModel", "favouriteTapped()") { viewModel.favouriteTapped() }
    }
}
