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

/// Owns the mirrors of a view model's outputs: each records what the view model sets
/// (ViewModel → Property), then passes it on to the view's bindings (Property → View).
@MainActor
final class OutputMirrors {
    let tracer: CallTracer
    private var bindings: [BindingToken] = []

    init(tracer: CallTracer) { self.tracer = tracer }

    func mirror<Value>(
        _ source: Property<Value>, _ name: String,
        describe: @escaping (Value) -> String = { TraceText.describe($0) }
    ) -> Property<Value> {
        let mirror = MutableProperty(source.value)
        // The value the binding starts with is not a change.
        var isBinding = true
        source.bind(to: self) { mirrors, value in
            guard !isBinding else { return }
            mirrors.tracer.record(from: "ViewModel", to: "Property", "\(name) = \(describe(value))")
            mirrors.tracer.call(from: "Property", to: "View", "\(name) → binding") { mirror.value = value }
        }
        .store(in: &bindings)
        isBinding = false
        return mirror.readOnly
    }
}

/// Records the inputs a view sends its view model and mirrors the outputs, forwarding both unchanged.
@MainActor
final class RecordingViewModel: UserListViewModelProtocol {
    private let viewModel: any UserListViewModelProtocol
    private let mirrors: OutputMirrors
    let title: Property<String>
    let isSpinnerVisible: Property<Bool>
    let isRefreshEnabled: Property<Bool>
    let errorText: Property<String>
    let isRetryVisible: Property<Bool>
    let summaryText: Property<String>
    let rows: Property<[UserRow]>
    let route: Property<UserListRoute?>

    init(wrapping viewModel: any UserListViewModelProtocol, tracer: CallTracer) {
        self.viewModel = viewModel
        let mirrors = OutputMirrors(tracer: tracer)
        self.mirrors = mirrors
        title = mirrors.mirror(viewModel.title, "title")
        isSpinnerVisible = mirrors.mirror(viewModel.isSpinnerVisible, "isSpinnerVisible")
        isRefreshEnabled = mirrors.mirror(viewModel.isRefreshEnabled, "isRefreshEnabled")
        errorText = mirrors.mirror(viewModel.errorText, "errorText")
        isRetryVisible = mirrors.mirror(viewModel.isRetryVisible, "isRetryVisible")
        summaryText = mirrors.mirror(viewModel.summaryText, "summaryText")
        rows = mirrors.mirror(viewModel.rows, "rows")
        route = mirrors.mirror(viewModel.route, "route") { route in
            switch route {
            case .detail(let detail): "detail(\(detail.title))"
            case nil: "nil"
            }
        }
    }

    func viewDidLoad() { record("viewDidLoad()") { $0.viewDidLoad() } }
    func refreshTapped() { record("refreshTapped()") { $0.refreshTapped() } }
    func retryTapped() { record("retryTapped()") { $0.retryTapped() } }
    func sceneWillEnterForeground() { record("sceneWillEnterForeground()") { $0.sceneWillEnterForeground() } }
    func rowSelected(at index: Int) { record("rowSelected(at: \(index))") { $0.rowSelected(at: index) } }
    func routeHandled() { record("routeHandled()") { $0.routeHandled() } }

    func searchTextChanged(_ text: String) {
        record("searchTextChanged(\(TraceText.describe(text)))") { $0.searchTextChanged(text) }
    }

    private func record(_ message: String, _ forward: (any UserListViewModelProtocol) -> Void) {
        mirrors.tracer.call(from: "View", to: "ViewModel", message) { forward(viewModel) }
    }
}

@MainActor
final class RecordingDetailViewModel: UserDetailViewModelProtocol {
    private let viewModel: any UserDetailViewModelProtocol
    private let mirrors: OutputMirrors
    let favouriteTitle: Property<String>

    init(wrapping viewModel: any UserDetailViewModelProtocol, tracer: CallTracer) {
        self.viewModel = viewModel
        mirrors = OutputMirrors(tracer: tracer)
        favouriteTitle = mirrors.mirror(viewModel.favouriteTitle, "favouriteTitle")
    }

    var title: String { viewModel.title }
    var lines: [String] { viewModel.lines }

    func favouriteTapped() {
        mirrors.tracer.call(from: "View", to: "ViewModel", "favouriteTapped()") {
            viewModel.favouriteTapped()
        }
    }
}
