// The view model: all of the list's presentation logic, exposed as observable outputs and
// fed by input methods named after what the user did. It knows the model (service, rules)
// and nothing else — its target doesn't depend on the view kit — and it never refers to its
// view: the view binds to it, so it can be tested by recording what it emits. It owns its
// asynchronous work.

import Bindings
import UserModel

/// The user list's state, as outputs a view binds to, and its inputs, as methods.
///
/// Every output always has a value, ready to draw: texts are empty when there is nothing
/// to show. The view binds each widget to one output and forwards each user event to one
/// method; the view model never calls the view.
///
/// Inputs return at once: the view model starts the load itself, cancels it when a newer
/// one starts or when the view model goes away, and drops any answer that isn't the newest.
///
/// **Navigation.** ``rowSelected(at:)`` publishes a ``route``. The view pushes the screen
/// it names and then calls ``routeHandled()``, which sets the route back to `nil`. So the
/// route is state until it has been acted on: a view that binds late still sees it, and
/// one that binds again after it was handled does not push twice.
@MainActor
public final class UserListViewModel: UserListViewModelProtocol {
    /// Where users come from; the view model's only way to reach them.
    private let service: any UserService

    // MARK: - State

    /// Every user from the newest successful load, in list order; `nil` until one succeeds.
    private var users: [User]?
    /// The users behind the rows on screen, so a selected row maps back to its user.
    private var shownUsers: [User] = []
    /// The search text as typed.
    private var query = ""
    /// Whether the newest request is still in flight.
    private var isLoading = false
    /// The reason the newest load failed, cleared when the next one starts.
    private var errorMessage: String?
    /// The number of the newest request; answers to older ones are stale.
    private var newestRequest = 0

    /// The newest load, running or finished. A newer load cancels it, and so does the view
    /// model going away. Whoever must wait for the load — a test, or a pull-to-refresh
    /// control — can await it.
    public private(set) var loadTask: Task<Void, Never>?

    // MARK: - Outputs (written here, read-only outside)

    private let titleSource = MutableProperty("Users")
    private let spinnerSource = MutableProperty(false)
    private let refreshSource = MutableProperty(true)
    private let errorSource = MutableProperty("")
    private let retrySource = MutableProperty(false)
    private let summarySource = MutableProperty("")
    private let rowsSource = MutableProperty<[UserRow]>([])
    private let routeSource = MutableProperty<UserListRoute?>(nil)

    /// The navigation bar title: `Users`.
    public var title: Property<String> { titleSource.readOnly }
    /// Whether the `Loading users…` spinner shows.
    public var isSpinnerVisible: Property<Bool> { spinnerSource.readOnly }
    /// Whether Refresh can be tapped: not while a load is in progress.
    public var isRefreshEnabled: Property<Bool> { refreshSource.readOnly }
    /// `Couldn't load users: <reason>`, or empty.
    public var errorText: Property<String> { errorSource.readOnly }
    /// Whether Retry shows: after a failure, while no users were ever loaded.
    public var isRetryVisible: Property<Bool> { retrySource.readOnly }
    /// `6 users`, `1 of 6 users`, `No users yet.`, `No users match "zz".`, or empty
    /// before the first successful load.
    public var summaryText: Property<String> { summarySource.readOnly }
    /// The rows to show, in list order, filtered by the query.
    public var rows: Property<[UserRow]> { rowsSource.readOnly }
    /// The screen to show next, until the view calls ``routeHandled()``.
    public var route: Property<UserListRoute?> { routeSource.readOnly }

    /// Creates a view model that loads users from `service`.
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

    /// The app came back to the foreground: reload, even while a load is in progress
    /// (the newest request wins). Ignored before the screen's first load.
    public func sceneWillEnterForeground() {
        guard newestRequest > 0 else { return }
        load()
    }

    /// The user changed the search text: filter what was loaded, never refetch.
    public func searchTextChanged(_ text: String) {
        query = text
        publish()
    }

    /// The user selected the row at `index` (0-based, as shown): route to its detail.
    public func rowSelected(at index: Int) {
        guard shownUsers.indices.contains(index) else { return }
        let detail = UserDetailViewModel(user: shownUsers[index]) { [weak self] saved in
            self?.userSaved(saved)
        }
        routeSource.value = .detail(detail)
    }

    /// The view has shown the screen ``route`` named: the route goes back to `nil`.
    public func routeHandled() {
        routeSource.update(nil)
    }

    // MARK: - Loading

    /// Shows the spinner at once, then fetches in a task this view model owns.
    private func load() {
        loadTask?.cancel()
        newestRequest += 1
        let request = newestRequest
        isLoading = true
        errorMessage = nil
        publish()

        loadTask = Task { [weak self, service] in
            let result: Result<[User], any Error>
            do {
                result = .success(try await service.fetchUsers())
            } catch {
                result = .failure(error)
            }
            self?.loadFinished(request, with: result)
        }
    }

    private func loadFinished(_ request: Int, with result: Result<[User], any Error>) {
        // A newer request has started since this one. Its task was cancelled, but a service
        // may answer anyway: the newer request's answer must win, so drop this one.
        guard request == newestRequest else { return }
        isLoading = false
        switch result {
        case .success(let fetched):
            users = UserListRules.sorted(fetched)
        case .failure(let error) where error is CancellationError:
            // Cancelled, not failed: nothing went wrong that the user should read about.
            break
        case .failure(let error):
            errorMessage = error.userFacingMessage
        }
        publish()
    }

    // MARK: - Saves made on other screens

    /// `saved` was stored: it shows at once, in its place in the order, without a fetch.
    private func userSaved(_ saved: User) {
        guard let listed = users else { return }
        users = UserListRules.sorted(listed.map { $0.id == saved.id ? saved : $0 })
        publish()
    }

    // MARK: - Publishing the outputs

    /// Works out every output from the state; observers hear only outputs that changed.
    private func publish() {
        let trimmedQuery = UserListRules.trimmed(query)
        shownUsers = users?.filter { UserListRules.matches($0, query: trimmedQuery) } ?? []
        spinnerSource.update(isLoading)
        refreshSource.update(!isLoading)
        errorSource.update(errorMessage.map { "Couldn't load users: \($0)" } ?? "")
        retrySource.update(errorMessage != nil && users == nil)
        summarySource.update(summary(query: trimmedQuery))
        rowsSource.update(shownUsers.map(UserRow.init(user:)))
    }

    /// `6 users`, `1 of 6 users`, `No users yet.`, `No users match "zz".`, or empty.
    private func summary(query: String) -> String {
        guard let users else { return "" }
        if users.isEmpty { return "No users yet." }
        if query.isEmpty { return Self.count(users.count) }
        if shownUsers.isEmpty { return "No users match \"\(query)\"." }
        return "\(shownUsers.count) of \(Self.count(users.count))"
    }

    /// `1 user` or `N users`.
    private static func count(_ users: Int) -> String {
        users == 1 ? "1 user" : "\(users) users"
    }
}
