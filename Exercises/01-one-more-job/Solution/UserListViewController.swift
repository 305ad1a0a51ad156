// A massive view controller, on purpose: the user list in one class, Apple-style. It keeps
// the list's rules in the model (`UserListRules`) and calls them, yet it still holds the
// state, the fetching, the wording, what shows when, and the table's data source. It knows
// the model and the view kit; nothing outside it knows how the list works.

import TerminalUIKit
import UserModel

/// The user list: one view controller that holds the whole feature.
@MainActor
final class UserListViewController: ViewController, TableViewDataSource, FavouritesObserver {
    // MARK: - State

    /// Where users come from.
    private let service: any UserService
    /// Who the user marked as a favourite, on any screen: one store, shared by them all.
    private let favourites: FavouritesStore
    /// Every user of the last successful load, in list order; `nil` until one succeeds.
    private var users: [User]?
    /// The users the table shows right now: `users` filtered by the query.
    private var visibleUsers: [User] = []
    private var isLoading = false
    private var errorMessage: String?
    /// The search text exactly as typed; it is trimmed where it is used.
    private var query = ""
    /// Whether only favourites show: `[★ only]` turns it on, `[All]` off.
    private var showsFavouritesOnly = false
    /// Whom ★ only lists: the favourites when the user last changed the view, and anyone starred since.
    private var listedIDs: Set<User.ID> = []
    /// The load in flight, if any; cancelled when the screen goes away.
    private var loadTask: Task<Void, Never>?

    // MARK: - Widgets

    private let refreshButton = Button(title: "Refresh")
    private let searchField = SearchField(placeholder: "name or email")
    private let favouritesOnlyButton = Button(title: "★ only")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")
    private let summaryLabel = Label()
    private let tableView = TableView()

    /// Creates the list screen, fed by `service`, its favourites kept in `favourites`.
    init(service: any UserService = SampleUserService.shared, favourites: FavouritesStore) {
        self.service = service
        self.favourites = favourites
        super.init()
    }

    deinit {
        loadTask?.cancel()
    }

    // MARK: - Building the screen

    /// Builds every widget, wires every action, and starts the first load.
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"
        navigationItem.rightBarButtonItem = refreshButton
        for widget in [
            searchField, favouritesOnlyButton,
            spinner, errorLabel, retryButton, summaryLabel, tableView,
        ] {
            view.addSubview(widget)
        }
        retryButton.isHidden = true
        tableView.dataSource = self

        refreshButton.setAction { [weak self] in self?.loadUsers() }
        retryButton.setAction { [weak self] in self?.loadUsers() }
        searchField.onTextChange = { [weak self] text in self?.searchTextChanged(text) }
        favouritesOnlyButton.setAction { [weak self] in self?.favouritesOnlyTapped() }
        favourites.addObserver(self)
        loadUsers()
    }

    // MARK: - Fetching

    private func loadUsers() {
        loadTask?.cancel()
        isLoading = true
        errorMessage = nil
        updateScreen()
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
            // The previous rows, if any, stay on screen under the error.
            errorMessage = error.userFacingMessage
        }
        applyQuery()
        updateScreen()
    }

    // MARK: - Searching

    private func searchTextChanged(_ text: String) {
        // Searching never refetches: it filters what is already loaded.
        // A new search is a new view: whoever is no longer a favourite may go now.
        if text != query { listedIDs = favourites.favouriteIDs }
        query = text
        applyQuery()
        updateScreen()
    }

    private func favouritesOnlyTapped() {
        showsFavouritesOnly.toggle()
        listedIDs = favourites.favouriteIDs
        // The same search again, through the other filter: one path to what shows.
        searchTextChanged(query)
    }

    private var trimmedQuery: String {
        UserListRules.trimmed(query)
    }

    private func applyQuery() {
        let query = trimmedQuery
        visibleUsers = (users ?? []).filter { UserListRules.matches($0, query: query) }
        visibleUsers.removeAll { showsFavouritesOnly && !listedIDs.contains($0.id) }
        tableView.reloadData()
    }

    // MARK: - Wording

    private var summaryText: String {
        guard let users else { return "" }
        if users.isEmpty { return "No users yet." }
        if visibleUsers.isEmpty, showsFavouritesOnly {
            return trimmedQuery.isEmpty ? "No favourites yet." : "No favourites match \"\(trimmedQuery)\"."
        }
        if visibleUsers.isEmpty { return "No users match \"\(trimmedQuery)\"." }
        let total = users.count == 1 ? "1 user" : "\(users.count) users"
        // Any filter, the search or ★ only, shows a part of the list.
        return trimmedQuery.isEmpty && !showsFavouritesOnly ? total : "\(visibleUsers.count) of \(total)"
    }

    private func ageText(of user: User) -> String {
        user.age == 1 ? "1 year" : "\(user.age) years"
    }

    // MARK: - Deciding what shows

    private func updateScreen() {
        // A disabled button ignores taps, so Refresh can't start a second load meanwhile.
        refreshButton.isEnabled = !isLoading
        if isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        errorLabel.text = errorMessage.map { "Couldn't load users: \($0)" } ?? ""
        // Retry only until a load has ever succeeded; after that, Refresh is the way.
        retryButton.isHidden = errorMessage == nil || users != nil
        summaryLabel.text = summaryText
        // ★ only filters what is loaded: nothing to filter before a load has succeeded, and the
        // store may hold favourites this list doesn't have.
        favouritesOnlyButton.isHidden = users == nil
        let favouriteCount = (users ?? []).count { favourites.isFavourite($0.id) }
        favouritesOnlyButton.title = showsFavouritesOnly ? "All" : "★ only (\(favouriteCount))"
        // Off, with no favourite to show, it would only empty the list; on, All must stay tappable.
        favouritesOnlyButton.isEnabled = showsFavouritesOnly || favouriteCount > 0
    }

    // MARK: - Table data source

    /// One row per user matching the query.
    func numberOfRows(in tableView: TableView) -> Int {
        visibleUsers.count
    }

    /// `Iyad Agha` over `36 years · iyad@test.com`.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let user = visibleUsers[row]
        return TableViewCell(
            text: "\(user.firstName) \(user.lastName)", detailText: "\(ageText(of: user)) · \(user.email)")
    }

    // MARK: - Observing the favourites

    /// A favourite changed, here or on another screen: ★ only's count, and maybe its rows.
    func favouritesDidChange(_ store: FavouritesStore) {
        // Someone starred shows at once; someone un-starred stays listed until the user changes
        // the view, so a row never vanishes under their finger.
        listedIDs.formUnion(store.favouriteIDs)
        searchTextChanged(query)
    }
}
