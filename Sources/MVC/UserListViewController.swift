// The massive view controller, on purpose: the biggest file of the five columns. The
// list's rules and the favourites live in the model and the controller calls them; it is
// massive anyway, because in UIKit all that is neither model nor view lands here. Its jobs:
//  1. state: the users, the visible ones, loading, the error, the query, the newest request;
//  2. building the screen: every widget, its order, its action;
//  3. lifecycle: load in `viewDidLoad`, reload on foreground, cancel on the way out;
//  4. fetching: picking the service (a concrete singleton by default) and calling it;
//  5. async bookkeeping: owning the task, dropping stale answers, telling cancellation apart;
//  6. applying the model's rules: sorting what arrives, filtering as the user types;
//  7. wording: the header with its plurals and favourites, the empty, no-match and error lines;
//  8. formatting rows: the name (starred for a favourite), the age with its plural, the email;
//  9. deciding what shows: spinner, error, Retry, the header, Refresh disabled while loading;
// 10. being the table's data source;
// 11. being the table's delegate, and navigating: it builds and pushes the detail screen;
// 12. observing the model: redrawing the rows and the header when the favourites change.
//
// None of it can be tested without a window, the whole view kit and waiting for tasks.

import TerminalUIKit
import UserModel

@MainActor
public final class UserListViewController: ViewController, TableViewDataSource, TableViewDelegate,
    FavouritesObserver
{
    // MARK: - 1. State

    /// Real MVC code calls `SampleUserService.shared` directly; the default is the seam tests need.
    private let service: any UserService
    private let favourites: FavouritesStore

    private var users: [ListedUser]?
    private var visibleUsers: [ListedUser] = []
    private var isLoading = false
    private var errorMessage: String?
    private var query = ""
    private var newestRequest = 0
    private var loadTask: Task<Void, Never>?

    // MARK: - 2. Building the screen

    private let refreshButton = Button(title: "Refresh")
    private let searchField = SearchField(placeholder: "name or email")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")
    private let summaryLabel = Label()
    private let tableView = TableView()

    public init(service: any UserService = SampleUserService.shared, favourites: FavouritesStore) {
        self.service = service
        self.favourites = favourites
        super.init()
    }

    public override func viewDidLoad() {
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
        // 12. Observing the model: the store holds this screen weakly.
        favourites.addObserver(self)

        loadUsers()
    }

    // MARK: - 3. Lifecycle

    /// Reloads even while a load runs (the newest request wins), so two requests can be in
    /// flight at once. Ignored before the first load.
    public override func sceneWillEnterForeground() {
        guard newestRequest > 0 else { return }
        loadUsers()
    }

    deinit {
        loadTask?.cancel()
    }

    // MARK: - 4. Fetching

    private func loadUsers() {
        loadTask?.cancel()
        newestRequest += 1
        let request = newestRequest
        isLoading = true
        errorMessage = nil
        updateScreen()

        loadTask = Task { [weak self, service] in
            do {
                let fetched = try await service.fetchUsers()
                self?.requestFinished(request, with: .success(fetched))
            } catch {
                self?.requestFinished(request, with: .failure(error))
            }
        }
    }

    // MARK: - 5. Async bookkeeping

    private func requestFinished(_ request: Int, with result: Result<[User], any Error>) {
        // A newer request has started since this one. Its task was cancelled, but a service
        // may answer anyway: the newer request's answer must win, so drop this one.
        guard request == newestRequest else { return }
        isLoading = false
        switch result {
        case .success(let fetched):
            users = UserListRules.listed(fetched)
            errorMessage = nil
        case .failure(let error) where error is CancellationError:
            // Cancelled, not failed: nothing went wrong that the user should read about.
            break
        case .failure(let error):
            // The previous rows, if any, stay on screen under the error.
            errorMessage = error.userFacingMessage
        }
        applyQuery()
        updateScreen()
    }

    // MARK: - 6. Applying the model's rules

    private func searchTextChanged(_ text: String) {
        query = text
        applyQuery()
        updateScreen()
    }

    private var trimmedQuery: String {
        UserListRules.trimmed(query)
    }

    private func applyQuery() {
        visibleUsers = UserListRules.filter(users ?? [], query: trimmedQuery)
        tableView.reloadData()
    }

    // MARK: - 7. Wording

    private var summaryText: String {
        guard let users else { return "" }
        if users.isEmpty { return "No users yet." }
        if visibleUsers.isEmpty { return "No users match \"\(trimmedQuery)\"." }
        let total = users.count == 1 ? "1 user" : "\(users.count) users"
        guard trimmedQuery.isEmpty else { return "\(visibleUsers.count) of \(total)" }
        let favouriteCount = users.filter { favourites.isFavourite($0.user.id) }.count
        switch favouriteCount {
        case 0: return total
        case 1: return "\(total) · 1 favourite"
        default: return "\(total) · \(favouriteCount) favourites"
        }
    }

    private var errorText: String {
        errorMessage.map { "Couldn't load users: \($0)" } ?? ""
    }

    // MARK: - 8. Formatting rows

    private func titleText(of user: User) -> String {
        let name = "\(user.firstName) \(user.lastName)"
        return favourites.isFavourite(user.id) ? "★ \(name)" : name
    }

    private func ageText(of user: User) -> String {
        user.age == 1 ? "1 year" : "\(user.age) years"
    }

    private func detailText(of user: User) -> String {
        "\(ageText(of: user)) · \(user.email)"
    }

    // MARK: - 9. Deciding what shows

    private func updateScreen() {
        // A disabled button ignores taps: this is what keeps Refresh from starting a second load.
        refreshButton.isEnabled = !isLoading
        if isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        errorLabel.text = errorText
        // Retry only until a load has ever succeeded; after that, Refresh is the way.
        retryButton.isHidden = errorMessage == nil || users != nil
        summaryLabel.text = summaryText
    }

    // MARK: - 10. Table data source

    public func numberOfRows(in tableView: TableView) -> Int {
        visibleUsers.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let user = visibleUsers[row].user
        return TableViewCell(text: titleText(of: user), detailText: detailText(of: user))
    }

    // MARK: - 11. Table delegate and navigation

    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard visibleUsers.indices.contains(row) else { return }
        let detail = UserDetailViewController(user: visibleUsers[row].user, favourites: favourites)
        navigationController?.pushViewController(detail)
    }

    // MARK: - 12. Observing the model

    public func favouritesDidChange(_ store: FavouritesStore) {
        tableView.reloadData()
        updateScreen()
    }
}
