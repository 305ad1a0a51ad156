// The massive view controller, on purpose: deliberately the biggest file of the three patterns.
// It knows everything — the service, the rules, the wording, the widgets, the navigation —
// because in Apple-style MVC the controller is where everything that is neither model nor
// view ends up. Chapter 02 counts its responsibilities; they are, in MARK order:
//
//  1. state: users, the loading flag, the error, the query, the request number;
//  2. building the screen: every widget, its order, its actions;
//  3. lifecycle: load on `viewDidLoad`, reload on `sceneWillEnterForeground`;
//  4. fetching: picking the service (a concrete singleton by default) and calling it;
//  5. async bookkeeping: numbering requests, dropping stale responses, guarding refresh;
//  6. sorting: the list order, re-implemented here instead of calling `UserListRules`;
//  7. searching: trimming, splitting and matching the query, re-implemented here too;
//  8. wording: the header with its plural, the empty, no-match and error lines;
//  9. formatting rows: the full name, the age with its plural, the detail line;
// 10. deciding what shows: spinner, error, Retry, Refresh enabled, the table;
// 11. being the table's data source;
// 12. being the table's delegate, and navigating: it builds and pushes the detail screen.
//
// None of it can be tested without a window, the whole view kit and waiting for tasks.

import TerminalUIKit
import UserModel

/// The user list, Apple-style: one view controller that holds the whole feature.
@MainActor
public final class UserListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    // MARK: - 1. State

    /// Where users come from. Real MVC code reaches for `SampleUserService.shared` directly
    /// inside `loadUsers()`; the default argument is the seam the tests had to add.
    private let service: any UserService

    /// Every user of the last successful load, in list order; `nil` until one succeeds.
    private var users: [User]?
    /// The users the table shows right now: `users` filtered by the query.
    private var visibleUsers: [User] = []
    private var isLoading = false
    private var errorMessage: String?
    /// The search text exactly as typed; it is trimmed only where it is used.
    private var query = ""
    /// The number of the newest request; a response for any other number is stale.
    private var latestRequest = 0

    // MARK: - Widgets

    private let refreshButton = Button(title: "Refresh")
    private let searchField = SearchField(placeholder: "name or email")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")
    private let summaryLabel = Label()
    private let tableView = TableView()

    /// Creates the list screen.
    ///
    /// - Parameter service: where users come from. The concrete shared singleton is the
    ///   hidden dependency a real massive view controller has; the parameter (with that
    ///   singleton as its default) is the seam tests had to add to reach in at all.
    public init(service: any UserService = SampleUserService.shared) {
        self.service = service
        super.init()
    }

    // MARK: - 2. Building the screen

    /// Builds every widget, wires every action, and starts the first load.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"

        refreshButton.setAction { [weak self] in self?.refreshTapped() }
        navigationItem.rightBarButtonItem = refreshButton

        searchField.onTextChange = { [weak self] text in self?.searchTextChanged(text) }
        retryButton.setAction { [weak self] in self?.refreshTapped() }
        tableView.dataSource = self
        tableView.delegate = self

        for widget in [searchField, spinner, errorLabel, retryButton, summaryLabel, tableView] {
            view.addSubview(widget)
        }

        // 3. Lifecycle: the screen fetches as soon as it exists.
        loadUsers()
    }

    // MARK: - 3. Lifecycle

    /// Reloads when the app returns to the foreground — even while a load is running,
    /// which is how two requests come to be in flight at once.
    public override func sceneWillEnterForeground() {
        guard isViewLoaded else { return }
        loadUsers()
    }

    // MARK: - User actions

    private func refreshTapped() {
        // The button is disabled while loading; this guard catches a tap that gets through.
        guard !isLoading else { return }
        loadUsers()
    }

    private func searchTextChanged(_ text: String) {
        // Searching never refetches: it filters what is already loaded.
        query = text
        applyQuery()
        updateScreen()
    }

    // MARK: - 4. Fetching

    private func loadUsers() {
        latestRequest += 1
        let request = latestRequest
        isLoading = true
        errorMessage = nil
        updateScreen()

        let service = self.service
        startTask { [weak self] in
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
        // A newer request has started since this one: its answer must win, so drop this.
        guard request == latestRequest else { return }
        isLoading = false
        switch result {
        case .success(let fetched):
            users = sortedForList(fetched)
            errorMessage = nil
        case .failure(let error):
            // The previous rows, if any, stay on screen under the error.
            errorMessage = error.userFacingMessage
        }
        applyQuery()
        updateScreen()
    }

    // MARK: - 6. Sorting

    private func sortedForList(_ users: [User]) -> [User] {
        // Last name, then first name, then id; names folded so "Åberg" sorts as "aberg".
        users.sorted { lhs, rhs in
            let left = (TextFolding.fold(lhs.lastName), TextFolding.fold(lhs.firstName), lhs.id)
            let right = (TextFolding.fold(rhs.lastName), TextFolding.fold(rhs.firstName), rhs.id)
            return left < right
        }
    }

    // MARK: - 7. Searching

    private var trimmedQuery: String {
        query.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func applyQuery() {
        let terms = TextFolding.fold(trimmedQuery).split(whereSeparator: \.isWhitespace)
        visibleUsers = (users ?? []).filter { user in
            let name = TextFolding.fold("\(user.firstName) \(user.lastName)")
            let email = TextFolding.fold(user.email)
            return terms.allSatisfy { name.contains($0) || email.contains($0) }
        }
        tableView.reloadData()
    }

    // MARK: - 8. Wording

    private var summaryText: String {
        guard let users else { return "" }
        if users.isEmpty { return "No users yet." }
        if visibleUsers.isEmpty { return "No users match \"\(trimmedQuery)\"." }
        let total = users.count == 1 ? "1 user" : "\(users.count) users"
        return trimmedQuery.isEmpty ? total : "\(visibleUsers.count) of \(total)"
    }

    private var errorText: String {
        errorMessage.map { "Couldn't load users: \($0)" } ?? ""
    }

    // MARK: - 9. Formatting rows

    private func fullName(of user: User) -> String {
        "\(user.firstName) \(user.lastName)"
    }

    private func ageText(of user: User) -> String {
        user.age == 1 ? "1 year" : "\(user.age) years"
    }

    private func detailText(of user: User) -> String {
        "\(ageText(of: user)) · \(user.email)"
    }

    // MARK: - 10. Deciding what shows

    private func updateScreen() {
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

    // MARK: - 11. Table data source

    /// One row per user matching the query.
    public func numberOfRows(in tableView: TableView) -> Int {
        visibleUsers.count
    }

    /// `Iyad Agha` over `36 years · iyad@test.com`.
    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let user = visibleUsers[row]
        return TableViewCell(text: fullName(of: user), detailText: detailText(of: user))
    }

    // MARK: - 12. Table delegate and navigation

    /// Pushes the selected user's detail screen — the controller navigates by itself.
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard visibleUsers.indices.contains(row) else { return }
        let detail = UserDetailViewController(user: visibleUsers[row])
        navigationController?.pushViewController(detail)
    }
}
