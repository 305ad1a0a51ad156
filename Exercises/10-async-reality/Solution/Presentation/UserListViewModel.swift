// The view model: the list's presentation logic as observable outputs, and the owner of
// its asynchronous work. Loads can overlap — the app coming back to the foreground reloads
// even while a load runs — so the view model must decide which answer counts, and what
// becomes of a load that was replaced. It knows the model and nothing else.

import Bindings
import UserModel

/// The user list's state, as outputs a view binds to, and its inputs, as methods.
@MainActor
public final class UserListViewModel {
    /// The newest load, running or finished; tests await it.
    public private(set) var loadTask: Task<Void, Never>?

    /// Where users come from.
    private let service: any UserService
    private var isLoading = false
    /// The number of the newest request; answers to older ones are stale.
    private var newestRequest = 0

    /// Creates a view model that loads users from `service`; it loads nothing until
    /// ``viewDidLoad()``.
    public init(service: any UserService) {
        self.service = service
    }

    deinit {
        loadTask?.cancel()
    }

    // MARK: - Outputs

    private let spinnerSource = MutableProperty(false)
    private let refreshSource = MutableProperty(true)
    private let errorSource = MutableProperty("")
    private let summarySource = MutableProperty("")
    private let rowsSource = MutableProperty<[UserRow]>([])

    /// Whether the `Loading users…` spinner shows.
    public var isSpinnerVisible: Property<Bool> { spinnerSource.readOnly }
    /// Whether Refresh can be tapped: not while a load runs.
    public var isRefreshEnabled: Property<Bool> { refreshSource.readOnly }
    /// `Couldn't load users: <reason>`, or empty.
    public var errorText: Property<String> { errorSource.readOnly }
    /// `6 users`, `1 user`, `No users yet.`, or empty before the first load.
    public var summaryText: Property<String> { summarySource.readOnly }
    /// The rows to show, in list order.
    public var rows: Property<[UserRow]> { rowsSource.readOnly }

    // MARK: - Inputs: what the user did

    /// The screen appeared for the first time.
    public func viewDidLoad() {
        load()
    }

    /// The user tapped Refresh.
    public func refreshTapped() {
        guard !isLoading else { return }
        load()
    }

    /// The app came back to the foreground: reload, even while a load is in progress.
    /// Ignored before the screen's first load.
    public func sceneWillEnterForeground() {
        guard loadTask != nil else { return }
        load()
    }

    // MARK: - Loading

    private func load() {
        loadTask?.cancel()
        newestRequest += 1
        let request = newestRequest
        setLoading(true)
        errorSource.update("")
        loadTask = Task { [weak self, service] in
            do {
                let fetched = try await service.fetchUsers()
                self?.loadFinished(request, with: .success(fetched))
            } catch {
                self?.loadFinished(request, with: .failure(error))
            }
        }
    }

    private func loadFinished(_ request: Int, with result: Result<[User], any Error>) {
        // A newer request has started since this one: its answer must win, so drop this one.
        guard request == newestRequest else { return }
        setLoading(false)
        switch result {
        case .success(let fetched):
            let users = UserListRules.sorted(fetched)
            summarySource.update(UserListWording.header(userCount: users.count))
            rowsSource.update(users.map(UserListWording.row(for:)))
        case .failure(let error) where error is CancellationError:
            // Cancelled, not failed: nothing the user should read about.
            break
        case .failure(let error):
            // The previous rows, if any, stay on screen under the error.
            errorSource.update("Couldn't load users: \(error.userFacingMessage)")
        }
    }

    private func setLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
        spinnerSource.update(isLoading)
        refreshSource.update(!isLoading)
    }
}
