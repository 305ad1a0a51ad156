// A copy of the user list's massive controller with a switch for each seeded bug: the
// grading shows your tests this copy, once per bug, and counts the bugs they catch.
// Reading it spoils the hunt; write your tests from the real controller and its screen.

import TerminalUIKit
import UserModel

/// A copy of the user list's controller with one seeded bug.
@MainActor
final class BuggyUserListViewController: ViewController, TableViewDataSource {
    private let bug: ControllerBug

    // MARK: - State

    /// Where users come from.
    private let service: any UserService
    /// Every user of the last successful load, in list order; `nil` until one succeeds.
    private var users: [User]?
    /// The users the table shows right now: `users` filtered by the query.
    private var visibleUsers: [User] = []
    private var isLoading = false
    private var errorMessage: String?
    /// The search text exactly as typed; it is trimmed where it is used.
    private var query = ""
    /// The load in flight, if any; cancelled when the screen goes away.
    private var loadTask: Task<Void, Never>?

    // MARK: - Widgets

    private let refreshButton = Button(title: "Refresh")
    private let searchField = SearchField(placeholder: "name or email")
    private let clearButton = Button(title: "Clear")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")
    private let summaryLabel = Label()
    private let tableView = TableView()

    init(service: any UserService, bug: ControllerBug) {
        self.service = service
        self.bug = bug
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
        for widget in [searchField, clearButton, spinner, errorLabel, retryButton, summaryLabel, tableView] {
            view.addSubview(widget)
        }
        retryButton.isHidden = true
        tableView.dataSource = self

        refreshButton.setAction { [weak self] in self?.loadUsers() }
        retryButton.setAction { [weak self] in self?.loadUsers() }
        searchField.onTextChange = { [weak self] text in self?.searchTextChanged(text) }
        clearButton.setAction { [weak self] in self?.clearTapped() }
        loadUsers()
    }

    // MARK: - Fetching

    private func loadUsers() {
        if bug == .refreshForgetsQuery, users != nil {
            query = ""
            searchField.setText("")
        }
        if bug == .refreshHidesRows { tableView.isHidden = true }
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
        tableView.isHidden = false
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

    // MARK: - Searching

    private func searchTextChanged(_ text: String) {
        query = text
        applyQuery()
        updateScreen()
    }

    private func clearTapped() {
        searchField.setText("")
        searchTextChanged("")
    }

    private var trimmedQuery: String {
        UserListRules.trimmed(query)
    }

    private func applyQuery() {
        let query = trimmedQuery
        visibleUsers = (users ?? []).filter { UserListRules.matches($0, query: query) }
        tableView.reloadData()
    }

    // MARK: - Wording

    private var summaryText: String {
        guard let users else { return "" }
        if users.isEmpty { return "No users yet." }
        if visibleUsers.isEmpty { return "No users match \"\(trimmedQuery)\"." }
        let total = users.count == 1 ? "1 user" : "\(users.count) users"
        return trimmedQuery.isEmpty ? total : "\(visibleUsers.count) of \(total)"
    }

    private func ageText(of user: User) -> String {
        user.age == 1 ? "1 year" : "\(user.age) years"
    }

    // MARK: - Deciding what shows

    private func updateScreen() {
        refreshButton.isEnabled = !isLoading || bug == .refreshEnabledWhileLoading
        if isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        errorLabel.text = errorMessage.map { "Couldn't load users: \($0)" } ?? ""
        retryButton.isHidden = errorMessage == nil || users != nil || bug == .noRetry
        summaryLabel.text = summaryText
        clearButton.isHidden = trimmedQuery.isEmpty
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
}
