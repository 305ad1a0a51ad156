// The view model: all of the list's presentation logic, exposed as bindable properties and
// fed by input methods named after what the user did. It knows the model and nothing else —
// its target doesn't depend on the view kit — and it never refers to its view, so it is
// tested by recording what it publishes.

import Bindings
import UserModel

/// Inputs return at once: the view model starts each load, cancels the one before (and the
/// last when it goes away), and drops any answer that isn't the newest.
///
/// ``route`` stays set until the view calls ``routeHandled()``: a view that binds late still
/// sees it, and one that binds again after handling it does not push twice.
@MainActor
public final class UserListViewModel: UserListViewModelProtocol {
    private let service: any UserService
    private let favourites: FavouritesStore

    // MARK: - State

    private var users: [ListedUser]?
    /// Kept so that a selected row maps back to its user.
    private var shownUsers: [ListedUser] = []
    private var query = ""
    private var isLoading = false
    private var errorMessage: String?
    private var newestRequest = 0

    /// The newest load; its tests await it.
    private(set) var loadTask: Task<Void, Never>?

    // MARK: - Outputs

    private let titleSource = MutableProperty("Users")
    private let spinnerSource = MutableProperty(false)
    private let refreshSource = MutableProperty(true)
    private let errorSource = MutableProperty("")
    private let retrySource = MutableProperty(false)
    private let summarySource = MutableProperty("")
    private let rowsSource = MutableProperty<[UserRow]>([])
    private let routeSource = MutableProperty<UserListRoute?>(nil)

    public var title: Property<String> { titleSource.readOnly }
    public var isSpinnerVisible: Property<Bool> { spinnerSource.readOnly }
    public var isRefreshEnabled: Property<Bool> { refreshSource.readOnly }
    public var errorText: Property<String> { errorSource.readOnly }
    public var isRetryVisible: Property<Bool> { retrySource.readOnly }
    public var summaryText: Property<String> { summarySource.readOnly }
    public var rows: Property<[UserRow]> { rowsSource.readOnly }
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

    private func publishState() {
        spinnerSource.update(isLoading)
        refreshSource.update(!isLoading)
        errorSource.update(errorMessage.map { "Couldn't load users: \($0)" } ?? "")
        retrySource.update(errorMessage != nil && users == nil)
    }

    /// Apart from ``publishState()`` so that a spinner change never refilters the list.
    private func publishList() {
        guard let users else { return }
        let trimmedQuery = UserListRules.trimmed(query)
        shownUsers = UserListRules.filter(users, query: trimmedQuery)
        summarySource.update(summary(of: users, query: trimmedQuery))
        let rows = shownUsers.map { UserRow(user: $0.user, isFavourite: favourites.isFavourite($0.user.id)) }
        rowsSource.update(rows)
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
    public func favouritesDidChange(_ store: FavouritesStore) {
        publishList()
    }
}
