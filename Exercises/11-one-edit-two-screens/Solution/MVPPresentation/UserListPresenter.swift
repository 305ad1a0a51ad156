// The presenter: all of the list's presentation logic — when to load, what to show, how to
// word it, where to navigate — and none of its drawing. It knows the model and the
// ``UserListView`` protocol only; its target doesn't depend on the view kit, so it can be
// tested with nothing but a recording view. It owns its asynchronous work.

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
    /// The attached view, held weakly: the view controller owns the presenter, not the
    /// other way round.
    public private(set) weak var view: (any UserListView)?

    /// Every user from the newest successful load, in list order; `nil` until one succeeds.
    private var users: [User]?
    /// The users behind the rows on screen, so a selected row maps back to its user.
    private var shownUsers: [User] = []
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

    /// Creates a presenter that loads users from `service`.
    public init(service: any UserService) {
        self.service = service
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
    /// and hear each save made from it.
    public func rowSelected(at index: Int) {
        guard shownUsers.indices.contains(index) else { return }
        // Weakly: the detail screen, and the form it pushes, must not keep the list alive.
        let detail = UserDetailPresenter(user: shownUsers[index]) { [weak self] saved in
            self?.userSaved(saved)
        }
        view?.showDetail(detail)
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
            users = UserListRules.sorted(fetched)
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
        shownUsers = users.filter { UserListRules.matches($0, query: trimmedQuery) }
        view?.showSummary(Self.summary(shown: shownUsers.count, total: users.count, query: trimmedQuery))
        view?.showRows(shownUsers.map(Self.row(for:)))
    }

    // MARK: - Saves made on other screens

    /// `saved` was stored: it shows at once, in its place in the order, without a fetch.
    private func userSaved(_ saved: User) {
        guard let listed = users else { return }
        users = UserListRules.sorted(listed.map { $0.id == saved.id ? saved : $0 })
        showList()
    }

    // MARK: - Wording

    /// `6 users`, `1 of 6 users`, `No users yet.` or `No users match "zz".`
    private static func summary(shown: Int, total: Int, query: String) -> String {
        if total == 0 { return "No users yet." }
        if query.isEmpty { return count(total) }
        if shown == 0 { return "No users match \"\(query)\"." }
        return "\(shown) of \(count(total))"
    }

    /// `1 user` or `N users`.
    private static func count(_ users: Int) -> String {
        users == 1 ? "1 user" : "\(users) users"
    }

    /// `1 year` or `N years`; the detail screen's presenter words ages the same way.
    static func age(_ years: Int) -> String {
        years == 1 ? "1 year" : "\(years) years"
    }

    static func fullName(of user: User) -> String {
        "\(user.firstName) \(user.lastName)"
    }

    private static func row(for user: User) -> UserRow {
        UserRow(title: fullName(of: user), detail: "\(age(user.age)) · \(user.email)")
    }
}
