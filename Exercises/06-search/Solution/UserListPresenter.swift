// The presenter: the list's presentation logic and none of its drawing — here, which
// loaded users the current query lets through and how the line above them reads. It knows
// the model and the ``UserListView`` protocol only, so recorded view calls test it all.

import UserModel

/// Loads the users, filters them by the search text and tells its passive view what to show.
@MainActor
public final class UserListPresenter {
    private let service: any UserService
    /// The view being told what to show; held weakly (see exercise 05).
    public private(set) weak var view: (any UserListView)?
    /// Every user from the newest successful load, in list order; `nil` until one succeeds.
    private var users: [User]?
    /// The search text as typed.
    private var query = ""

    /// Creates a presenter that loads users from `service`.
    public init(service: any UserService) {
        self.service = service
    }

    /// Starts telling `view` what to show.
    public func attach(_ view: any UserListView) {
        self.view = view
    }

    // MARK: - What the user did

    /// The screen appeared for the first time: load.
    public func viewDidLoad() async {
        await load()
    }

    /// The user tapped Refresh: load again; the query stays and filters the fresh list.
    public func refreshTapped() async {
        await load()
    }

    /// The user changed the search text: filter what was loaded — never fetch again.
    public func searchTextChanged(_ text: String) {
        // Step 2: remember the query as typed, then show the list again.
        query = text
        showList()
    }

    // MARK: - Loading

    private func load() async {
        view?.showLoading()
        do {
            users = UserListRules.sorted(try await service.fetchUsers())
        } catch {
            // Failures are exercise 04's subject; here the spinner just stops.
            view?.hideLoading()
            return
        }
        view?.hideLoading()
        showList()
    }

    /// Shows the line above the rows, and the rows, for the loaded users and the query.
    private func showList() {
        guard let users else { return }
        // An empty list ignores the query: there is nobody to search.
        guard !users.isEmpty else {
            view?.showEmpty("No users yet.")
            return
        }
        let trimmedQuery = UserListRules.trimmed(query)
        guard !trimmedQuery.isEmpty else {
            view?.showUsers(header: Self.header(count: users.count), rows: users.map(UserRow.init(user:)))
            return
        }
        // Step 2: only the users that match, under `M of N users`.
        let shown = users.filter { UserSearch.matches($0, query: trimmedQuery) }
        if shown.isEmpty {
            // Step 3: nobody matches.
            view?.showEmpty("No users match \"\(trimmedQuery)\".")
        } else {
            view?.showUsers(
                header: "\(shown.count) of \(Self.header(count: users.count))",
                rows: shown.map(UserRow.init(user:)))
        }
    }

    // MARK: - Wording

    /// `1 user` or `N users`.
    public static func header(count: Int) -> String {
        count == 1 ? "1 user" : "\(count) users"
    }
}
