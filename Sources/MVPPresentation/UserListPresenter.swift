// The presenter: all of the list's presentation logic — when to load, what to show, how to
// word it, where to navigate — and none of its drawing. It knows the model and the
// ``UserListView`` protocol only; its target doesn't depend on the view kit, so the build
// keeps it testable with nothing but a recording view. It owns its asynchronous work, and
// it listens to the shared favourites so a change made on the detail screen shows here.

import UserModel

/// Decides everything the user list shows, and tells its passive view.
///
/// The view controller owns the presenter and forwards every user event to it; the
/// presenter holds the view weakly and calls it back with text, flags and rows. Events
/// return at once: the presenter starts the load itself, cancels it when a newer one
/// starts or when it is detached, and drops any answer that isn't the newest.
@MainActor
public final class UserListPresenter {
    /// Where users come from; the presenter's only way to reach them.
    private let service: any UserService
    /// Who is a favourite: the presenter asks the store and keeps no copy.
    private let favourites: FavouritesStore
    /// The attached view, held weakly: the view controller owns the presenter, not the
    /// other way round.
    public private(set) weak var view: (any UserListView)?

    /// Every user from the newest successful load, in list order; `nil` until one succeeds.
    private var users: ListedUsers?
    /// The users behind the rows on screen, so a selected row maps back to its user.
    private var shownUsers = ListedUsers()
    /// The search text as typed.
    private var query = ""
    /// Whether the newest request is still in flight.
    private var isLoading = false
    /// The number of the newest request; answers to older ones are stale.
    private var newestRequest = 0

    /// The newest load, running or finished. A newer load cancels it, and so do
    /// ``detach()`` and the presenter going away. Whoever must wait for the load — a test,
    /// or a pull-to-refresh control — can await it.
    public private(set) var loadTask: Task<Void, Never>?

    /// Creates a presenter that loads users from `service` and stars the `favourites`.
    public init(service: any UserService, favourites: FavouritesStore) {
        self.service = service
        self.favourites = favourites
        favourites.addObserver(self)
    }

    deinit {
        loadTask?.cancel()
    }

    // MARK: - Attaching the view

    /// Starts telling `view` what to show.
    public func attach(_ view: any UserListView) {
        self.view = view
    }

    /// Stops telling the view anything and cancels the load in flight: the screen is going
    /// away, so nobody is waiting for its answer.
    public func detach() {
        view = nil
        loadTask?.cancel()
    }

    // MARK: - What the user did

    /// The screen appeared for the first time: show the title and load.
    public func viewDidLoad() {
        view?.setTitle("Users")
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
        showList()
    }

    /// The user selected the row at `index` (0-based, as shown): show that user's detail,
    /// with a presenter of its own that shares the favourites.
    public func rowSelected(at index: Int) {
        guard shownUsers.indices.contains(index) else { return }
        view?.showDetail(UserDetailPresenter(user: shownUsers[index], favourites: favourites))
    }

    // MARK: - Loading

    /// Shows the spinner at once, then fetches in a task this presenter owns.
    private func load() {
        loadTask?.cancel()
        newestRequest += 1
        let request = newestRequest
        setLoading(true)
        view?.showError(nil)
        view?.setRetryVisible(false)

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
        setLoading(false)
        switch result {
        case .success(let fetched):
            users = UserListRules.listed(fetched)
            showList()
        case .failure(let error) where error is CancellationError:
            // Cancelled, not failed: nothing went wrong that the user should read about.
            break
        case .failure(let error):
            view?.showError("Couldn't load users: \(error.userFacingMessage)")
            // Retry only until a load has ever succeeded; after that, Refresh is the way.
            view?.setRetryVisible(users == nil)
        }
    }

    /// While loading, the spinner shows and Refresh can't be tapped.
    private func setLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
        view?.setLoading(isLoading)
        view?.setRefreshEnabled(!isLoading)
    }

    /// Shows the summary and the rows for the loaded users and the current query.
    private func showList() {
        guard let users else { return }
        let trimmedQuery = UserListRules.trimmed(query)
        shownUsers = users.matching(trimmedQuery)
        view?.showSummary(summary(of: users, query: trimmedQuery))
        view?.showRows(UserRows(users: shownUsers, favourites: favourites.favouriteIDs))
    }

    // MARK: - Wording

    /// `6 users`, `6 users · 2 favourites`, `1 of 6 users`, `No users yet.` or
    /// `No users match "zz".`
    private func summary(of users: ListedUsers, query: String) -> String {
        if users.isEmpty { return "No users yet." }
        if !query.isEmpty {
            return shownUsers.isEmpty
                ? "No users match \"\(query)\"." : "\(shownUsers.count) of \(Self.count(users.count))"
        }
        switch users.count(where: { favourites.isFavourite($0.id) }) {
        case 0: return Self.count(users.count)
        case 1: return "\(Self.count(users.count)) · 1 favourite"
        case let favouriteCount: return "\(Self.count(users.count)) · \(favouriteCount) favourites"
        }
    }

    /// `1 user` or `N users`.
    private static func count(_ users: Int) -> String {
        users == 1 ? "1 user" : "\(users) users"
    }

}

// MARK: - Listening to the model

extension UserListPresenter: FavouritesObserver {
    /// A favourite was toggled, maybe on another screen: show the rows and header again.
    /// Nothing is fetched.
    public func favouritesDidChange(_ store: FavouritesStore) {
        showList()
    }
}
