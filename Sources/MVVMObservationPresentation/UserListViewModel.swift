// The view model, on Observation: all of the list's presentation logic, exposed as plain
// `@Observable` properties and fed by input methods named after what the user did. It knows
// the model and nothing else — its target doesn't depend on the view kit — and it never
// refers to its view, so it is tested by reading its properties after each input.

import Observation
import UserModel

/// Inputs return at once: the view model starts each load, cancels the one before (and the
/// last when it goes away), and drops any answer that isn't the newest.
///
/// ``route`` stays set until the view calls ``routeHandled()``: a view that reads it late
/// still sees it, and one that reads it again after handling it does not push twice.
@MainActor
@Observable
public final class UserListViewModel {
    private let service: any UserService
    private let favourites: FavouritesStore

    // MARK: - State

    // Private state: no view can read it, so its changes wake no view.
    private var users: [ListedUser]?
    /// Kept so that a selected row maps back to its user.
    private var shownUsers: [ListedUser] = []
    private var query = ""
    private var isLoading = false
    private var errorMessage: String?
    private var newestRequest = 0

    /// The newest load; its tests await it. Ignored by Observation because `deinit`, which
    /// is not on the main actor, reads it, and only a plain stored property allows that.
    @ObservationIgnored private(set) var loadTask: Task<Void, Never>?

    // MARK: - Outputs

    public let title = "Users"
    public private(set) var isSpinnerVisible = false
    public private(set) var isRefreshEnabled = true
    public private(set) var errorText = ""
    public private(set) var isRetryVisible = false
    public private(set) var summaryText = ""
    public private(set) var rows: [UserRow] = []
    public private(set) var route: UserListRoute?

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
        route = .detail(UserDetailViewModel(user: shownUsers[index].user, favourites: favourites))
    }

    /// Called once the view has shown the screen ``route`` named.
    public func routeHandled() {
        route = nil
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
        isSpinnerVisible = isLoading
        isRefreshEnabled = !isLoading
        errorText = errorMessage.map { "Couldn't load users: \($0)" } ?? ""
        isRetryVisible = errorMessage != nil && users == nil
    }

    /// Apart from ``publishState()`` so that a spinner change never refilters the list.
    private func publishList() {
        guard let users else { return }
        let trimmedQuery = UserListRules.trimmed(query)
        shownUsers = UserListRules.filter(users, query: trimmedQuery)
        let newSummary = summary(of: users, query: trimmedQuery)
        let newRows = shownUsers.map {
            UserRow(user: $0.user, isFavourite: favourites.isFavourite($0.user.id))
        }
        // Not every toolchain's `@Observable` skips a value equal to the one it holds, and a
        // refresh that brings the same users must not wake the view.
        if summaryText != newSummary { summaryText = newSummary }
        if rows != newRows { rows = newRows }
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

// The store is not `@Observable`: the view model hears it and turns that into outputs.
extension UserListViewModel: FavouritesObserver {
    public func favouritesDidChange(_ store: FavouritesStore) {
        publishList()
    }
}
