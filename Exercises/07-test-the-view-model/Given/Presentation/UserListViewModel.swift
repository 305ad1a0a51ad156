// The view model: all of the list's presentation logic, exposed as observable outputs and
// fed by input methods named after what the user did. It knows the model and nothing else
// — its module doesn't depend on the view kit — and it never refers to its view, so a test
// needs nothing but something that records what the outputs emit.

import Bindings
import UserModel

/// The user list's state, as outputs a view binds to, and its inputs, as methods.
///
/// Every output always has a value, ready to draw. The view model starts idle: nothing
/// loads until ``viewDidLoad()``, which shows the loading state before it returns.
@MainActor
public final class UserListViewModel {
    /// The load in flight, or the last one; a test awaits it.
    public private(set) var loadTask: Task<Void, Never>?

    /// Where users come from.
    private let service: any UserService
    /// Every user from the newest successful load, in list order; `nil` until one succeeds.
    private var users: [User]?
    /// The search text as typed.
    private var query = ""
    private var isLoading = false
    /// Why the newest load failed; cleared when the next one starts.
    private var errorMessage: String?

    // MARK: - Outputs (written here, read-only outside)

    private let spinnerSource = MutableProperty(false)
    private let refreshSource = MutableProperty(true)
    private let errorSource = MutableProperty("")
    private let retrySource = MutableProperty(false)
    private let summarySource = MutableProperty("")
    private let rowsSource = MutableProperty<[UserRow]>([])

    /// Whether the `Loading users…` spinner shows.
    public var isSpinnerVisible: Property<Bool> { spinnerSource.readOnly }
    /// Whether Refresh can be tapped: not while a load runs.
    public var isRefreshEnabled: Property<Bool> { refreshSource.readOnly }
    /// `Couldn't load users: <reason>`, or empty.
    public var errorText: Property<String> { errorSource.readOnly }
    /// Whether Retry shows: after a failure, while no users were ever loaded.
    public var isRetryVisible: Property<Bool> { retrySource.readOnly }
    /// `6 users`, `1 of 6 users`, `No users yet.`, `No users match "zz".`, or empty before
    /// the first successful load.
    public var summaryText: Property<String> { summarySource.readOnly }
    /// The rows to show, in list order, filtered by the query.
    public var rows: Property<[UserRow]> { rowsSource.readOnly }

    /// Creates a view model that loads users from `service`, once told ``viewDidLoad()``.
    public init(service: any UserService) {
        self.service = service
    }

    deinit {
        loadTask?.cancel()
    }

    // MARK: - Inputs: what the user did

    /// The screen appeared for the first time: load.
    public func viewDidLoad() {
        load()
    }

    /// The user tapped Refresh. Ignored while a load is in progress.
    public func refreshTapped() {
        guard !isLoading else { return }
        load()
    }

    /// The user tapped Retry after the first load failed: the same as Refresh.
    public func retryTapped() {
        refreshTapped()
    }

    /// The user changed the search text: filter what was loaded, never refetch.
    public func searchTextChanged(_ text: String) {
        query = text
        publish()
    }

    // MARK: - Loading

    private func load() {
        isLoading = true
        errorMessage = nil
        publish()
        loadTask = Task { [weak self, service] in
            do {
                let fetched = try await service.fetchUsers()
                self?.loadFinished(with: .success(fetched))
            } catch {
                self?.loadFinished(with: .failure(error))
            }
        }
    }

    private func loadFinished(with result: Result<[User], any Error>) {
        isLoading = false
        switch result {
        case .success(let fetched):
            users = UserListRules.sorted(fetched)
        case .failure(let error) where error is CancellationError:
            // Cancelled, not failed: nothing the user should read about.
            break
        case .failure(let error):
            errorMessage = error.userFacingMessage
        }
        publish()
    }

    // MARK: - Publishing the outputs

    /// Works out every output from the state; observers hear only outputs that changed.
    private func publish() {
        let query = UserListRules.trimmed(query)
        let shown = users?.filter { UserListRules.matches($0, query: query) } ?? []
        spinnerSource.update(isLoading)
        refreshSource.update(!isLoading)
        errorSource.update(errorMessage.map { "Couldn't load users: \($0)" } ?? "")
        retrySource.update(errorMessage != nil && users == nil)
        summarySource.update(summary(shown: shown.count, query: query))
        rowsSource.update(shown.map(UserListWording.row(for:)))
    }

    /// `6 users`, `1 of 6 users`, `No users yet.`, `No users match "zz".`, or empty.
    private func summary(shown: Int, query: String) -> String {
        guard let users else { return "" }
        let header = UserListWording.header(userCount: users.count)
        if users.isEmpty || query.isEmpty { return header }
        if shown == 0 { return "No users match \"\(query)\"." }
        return "\(shown) of \(header)"
    }
}
