// The view model: all of the list's presentation logic, exposed as bindable properties and
// fed by input methods named after what the user did. It knows the model and nothing else —
// its target doesn't depend on the view kit — and it never refers to its view, so it is
// tested by recording what it publishes.

import Bindings
import UserModel

/// The user list's state, as properties a view binds to, and its inputs, as methods.
///
/// Every output always has a value, ready to draw: texts are empty when there is nothing to
/// show. Inputs return at once: the view model starts the load itself, cancels it when a
/// newer one starts or when the view model goes away, and drops any answer that isn't the
/// newest.
///
/// ``rowSelected(at:)`` publishes a ``route``; the view pushes the screen it names, then
/// calls ``routeHandled()``. So the route is state until it has been acted on: a view that
/// binds late still sees it, and one that binds again after it was handled does not push
/// twice.
@MainActor
public final class UserListViewModel: UserListViewModelProtocol {
    private let service: any UserService
    /// Who is a favourite: the outputs are derived from the store, which keeps the only copy.
    private let favourites: FavouritesStore

    // MARK: - State

    /// Every user from the newest successful load, in list order; `nil` until one succeeds.
    private var users: [ListedUser]?
    /// The users behind the rows on screen, so a selected row maps back to its user.
    private var shownUsers: [ListedUser] = []
    private var query = ""
    private var isLoading = false
    private var errorMessage: String?
    /// The number of the newest request; answers to older ones are stale.
    private var newestRequest = 0

    /// The newest load. Public so that a test, or a pull-to-refresh control, can await it.
    public private(set) var loadTask: Task<Void, Never>?

    // MARK: - Outputs

    private let titleSource = MutableProperty("Users")
    private let spinnerSource = MutableProperty(false)
    private let refreshSource = MutableProperty(true)
    private let errorSource = MutableProperty("")
    private let retrySource = MutableProperty(false)
    private let summarySource = MutableProperty("")
    private let rowsSource = MutableProperty(UserRows())
    private let routeSource = MutableProperty<UserListRoute?>(nil)

    public var title: Property<String> { titleSource.readOnly }
    public var isSpinnerVisible: Property<Bool> { spinnerSource.readOnly }
    public var isRefreshEnabled: Property<Bool> { refreshSource.readOnly }
    /// `Couldn't load users: <reason>`, or empty.
    public var errorText: Property<String> { errorSource.readOnly }
    /// True after a failure, while no users were ever loaded.
    public var isRetryVisible: Property<Bool> { retrySource.readOnly }
    /// `6 users`, `6 users · 2 favourites`, `1 of 6 users`, `No users yet.`,
    /// `No users match "zz".`, or empty before the first successful load.
    public var summaryText: Property<String> { summarySource.readOnly }
    public var rows: Property<UserRows> { rowsSource.readOnly }
    /// The screen to show next, until the view calls ``routeHandled()``.
    public var route: Property<UserListRoute?> { routeSource.readOnly }

    public init(service: any UserService, favourites: FavouritesStore) {
        self.service = service
        self.favourites = favourites
        favourites.addObserver(self)
    }

    deinit {
        loadTask?.cancel()
    }

    // MARK: - Inputs: what the user did

    public func viewDidLoad() {
        load()
    }

    /// Ignored while a load is in progress.
    public func refreshTapped() {
        guard !isLoading else { return }
        load()
    }

    public func retryTapped() {
        refreshTapped()
    }

    /// Reloads even while a load is in progress (the newest request wins). Ignored before
    /// the screen's first load.
    public func sceneWillEnterForeground() {
        guard newestRequest > 0 else { return }
        load()
    }

    /// Filters what was loaded; searching never refetches.
    public func searchTextChanged(_ text: String) {
        query = text
        publishList()
    }

    public func rowSelected(at index: Int) {
        guard shownUsers.indices.contains(index) else { return }
        routeSource.value = .detail(UserDetailViewModel(user: shownUsers[index].user, favourites: favourites))
    }

    public func routeHandled() {
        routeSource.update(nil)
    }

    // MARK: - Loading

    private func load() {
        loadTask?.cancel()
        newestRequest += 1
        let request = newestRequest
        isLoading = true
        errorMessage = nil
        publishState()

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
            users = UserListRules.listed(fetched)
            publishList()
        case .failure(let error) where error is CancellationError:
            // Cancelled, not failed: nothing went wrong that the user should read about.
            break
        case .failure(let error):
            errorMessage = error.userFacingMessage
        }
        publishState()
    }

    // MARK: - Publishing

    /// The outputs that follow the load: observers hear only those that changed.
    private func publishState() {
        spinnerSource.update(isLoading)
        refreshSource.update(!isLoading)
        errorSource.update(errorMessage.map { "Couldn't load users: \($0)" } ?? "")
        retrySource.update(errorMessage != nil && users == nil)
    }

    /// The rows and the header, worked out again only when the users, the query or the
    /// favourites change: a spinner change never refilters the list.
    private func publishList() {
        guard let users else { return }
        let trimmedQuery = UserListRules.trimmed(query)
        shownUsers = UserListRules.filter(users, query: trimmedQuery)
        summarySource.update(summary(of: users, query: trimmedQuery))
        rowsSource.update(UserRows(users: shownUsers, favourites: favourites.favouriteIDs))
    }

    private func summary(of users: [ListedUser], query: String) -> String {
        if users.isEmpty { return "No users yet." }
        if !query.isEmpty {
            return shownUsers.isEmpty
                ? "No users match \"\(query)\"." : "\(shownUsers.count) of \(Self.count(users.count))"
        }
        switch users.count(where: { favourites.isFavourite($0.user.id) }) {
        case 0: return Self.count(users.count)
        case 1: return "\(Self.count(users.count)) · 1 favourite"
        case let favouriteCount: return "\(Self.count(users.count)) · \(favouriteCount) favourites"
        }
    }

    private static func count(_ users: Int) -> String {
        users == 1 ? "1 user" : "\(users) users"
    }
}

// MARK: - Deriving from the model

extension UserListViewModel: FavouritesObserver {
    /// A favourite was toggled, maybe on another screen. Nothing is fetched.
    public func favouritesDidChange(_ store: FavouritesStore) {
        publishList()
    }
}
