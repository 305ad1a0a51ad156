// A correct list and detail screen with favourites — MVC, since your tests look only at
// the screen — with a switch for each seeded bug: the grading shows your tests these
// screens, once per bug, and counts the bugs they catch. Reading it spoils the hunt.

import TerminalUIKit
import UserModel

@MainActor
final class SeededListController: ViewController, TableViewDataSource, TableViewDelegate, FavouritesObserver {
    private let favourites: FavouritesStore
    private let bug: FavouritesBug?

    private let service: any UserService
    private var users: [User]?
    private var visibleUsers: [User] = []
    private var isLoading = false
    private var errorMessage: String?
    private var query = ""
    private var loadTask: Task<Void, Never>?

    private let refreshButton = Button(title: "Refresh")
    private let searchField = SearchField(placeholder: "name or email")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")
    private let summaryLabel = Label()
    private let tableView = TableView()

    init(service: any UserService, favourites: FavouritesStore, bug: FavouritesBug?) {
        self.service = service
        self.favourites = favourites
        self.bug = bug
        super.init()
        if bug != .listNotUpdated { favourites.addObserver(self) }
    }

    func favouritesDidChange(_ store: FavouritesStore) {
        if bug == .toggleFetches { loadUsers() }
        tableView.reloadData()
        updateScreen()
    }

    deinit {
        loadTask?.cancel()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"
        navigationItem.rightBarButtonItem = refreshButton
        for widget in [searchField, spinner, errorLabel, retryButton, summaryLabel, tableView] {
            view.addSubview(widget)
        }
        retryButton.isHidden = true
        tableView.dataSource = self
        tableView.delegate = self

        refreshButton.setAction { [weak self] in self?.loadUsers() }
        retryButton.setAction { [weak self] in self?.loadUsers() }
        searchField.onTextChange = { [weak self] text in self?.searchTextChanged(text) }
        loadUsers()
    }

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
            break
        case .failure(let error):
            errorMessage = error.userFacingMessage
        }
        applyQuery()
        updateScreen()
    }

    private func searchTextChanged(_ text: String) {
        query = text
        applyQuery()
        updateScreen()
    }

    private var trimmedQuery: String {
        UserListRules.trimmed(query)
    }

    private func applyQuery() {
        let query = trimmedQuery
        visibleUsers = (users ?? []).filter { UserListRules.matches($0, query: query) }
        tableView.reloadData()
    }

    private var summaryText: String {
        guard let users else { return "" }
        if users.isEmpty { return "No users yet." }
        if visibleUsers.isEmpty { return "No users match \"\(trimmedQuery)\"." }
        let total = users.count == 1 ? "1 user" : "\(users.count) users"
        guard trimmedQuery.isEmpty else { return "\(visibleUsers.count) of \(total)" }
        if bug == .headerUncounted { return total }
        let counted =
            bug == .goneUserCounted
            ? favourites.favouriteIDs.count : users.filter { favourites.isFavourite($0.id) }.count
        switch counted {
        case 0: return total
        case 1: return "\(total) · 1 favourite"
        default: return "\(total) · \(counted) favourites"
        }
    }

    private func ageText(of user: User) -> String {
        user.age == 1 ? "1 year" : "\(user.age) years"
    }

    private func updateScreen() {
        refreshButton.isEnabled = !isLoading
        if isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        errorLabel.text = errorMessage.map { "Couldn't load users: \($0)" } ?? ""
        retryButton.isHidden = errorMessage == nil || users != nil
        summaryLabel.text = summaryText
    }

    func numberOfRows(in tableView: TableView) -> Int {
        visibleUsers.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let user = visibleUsers[row]
        let star = favourites.isFavourite(user.id) ? "★ " : ""
        return TableViewCell(
            text: "\(star)\(user.firstName) \(user.lastName)",
            detailText: "\(ageText(of: user)) · \(user.email)")
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard visibleUsers.indices.contains(row) else { return }
        let detail = SeededDetailController(user: visibleUsers[row], favourites: favourites, bug: bug)
        navigationController?.pushViewController(detail)
    }
}

@MainActor
final class SeededDetailController: ViewController, FavouritesObserver {
    private let user: User
    private let favourites: FavouritesStore
    private let bug: FavouritesBug?
    private let favouriteButton = Button(title: "")

    init(user: User, favourites: FavouritesStore, bug: FavouritesBug?) {
        self.user = user
        self.favourites = favourites
        self.bug = bug
        super.init()
        favourites.addObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "\(user.firstName) \(user.lastName)"
        view.addSubview(Label("Email: \(user.email)"))
        view.addSubview(Label("Age: " + (user.age == 1 ? "1 year" : "\(user.age) years")))
        view.addSubview(favouriteButton)
        favouriteButton.setAction { [weak self] in self?.favouriteTapped() }
        showButton()
    }

    func favouritesDidChange(_ store: FavouritesStore) {
        if bug != .detailButtonStale { showButton() }
    }

    private func favouriteTapped() {
        favourites.toggleFavourite(user.id)
    }

    private func showButton() {
        favouriteButton.title = favourites.isFavourite(user.id) ? "★ Favourite" : "☆ Favourite"
    }
}
