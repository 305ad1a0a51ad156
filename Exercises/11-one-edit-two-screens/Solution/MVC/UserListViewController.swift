// The massive view controller, on purpose: deliberately the biggest file of the three patterns.
// It is Apple-style MVC done well: the rules of the list (its order, what a search matches)
// live in the model, in `UserListRules`, and the controller calls them. It is massive
// anyway, because in UIKit everything that is neither model nor view lands here. Chapter 02
// counts its jobs; they are, in MARK order:
//
//  1. state: the loaded users, the visible ones, loading, the error, the query, the
//     newest request number and its task;
//  2. building the screen: every widget, its order, its action;
//  3. lifecycle: load in `viewDidLoad`, reload on `sceneWillEnterForeground`, cancel on
//     the way out;
//  4. fetching: picking the service (a concrete singleton by default) and calling it;
//  5. async bookkeeping: owning the task, numbering requests, dropping stale answers,
//     telling cancellation from failure;
//  6. applying the model's rules: sorting what arrives, filtering it as the user types;
//  7. wording: the header with its plural, the empty, no-match and error lines;
//  8. formatting rows: the full name, the age with its plural, the detail line;
//  9. deciding what shows: spinner, error, Retry, the header, and Refresh disabled while
//     loading, which is what keeps a tap from starting a second load;
// 10. being the table's data source;
// 11. being the table's delegate, and navigating: it builds and pushes the detail screen,
//     handing it the updater its form saves through;
// 12. hearing saves made on other screens: putting the saved user in its place.
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
    /// What the Edit-profile form saves through, handed on to each detail screen.
    private let updater: any UserUpdating

    /// Every user of the last successful load, in list order; `nil` until one succeeds.
    private var users: [User]?
    /// The users the table shows right now: `users` filtered by the query.
    private var visibleUsers: [User] = []
    private var isLoading = false
    private var errorMessage: String?
    /// The search text exactly as typed; it is trimmed only where it is used.
    private var query = ""
    /// The number of the newest request; an answer to any other number is stale.
    private var newestRequest = 0
    /// The newest request's task: a newer request cancels it, and so does the screen going away.
    private var loadTask: Task<Void, Never>?

    // MARK: - 2. Building the screen

    private let refreshButton = Button(title: "Refresh")
    private let searchField = SearchField(placeholder: "name or email")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")
    private let summaryLabel = Label()
    private let tableView = TableView()

    /// Creates the list screen.
    ///
    /// - Parameters:
    ///   - service: where users come from. The concrete shared singleton is the hidden
    ///     dependency a real massive view controller has; the parameter (with that singleton
    ///     as its default) is the seam tests had to add to reach in at all.
    ///   - updater: what the Edit-profile form of each detail screen saves through.
    public init(service: any UserService = SampleUserService.shared, updater: any UserUpdating) {
        self.service = service
        self.updater = updater
        super.init()
    }

    /// Builds every widget, wires every action, and starts the first load.
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

        // 3. Lifecycle: the screen fetches as soon as it exists.
        loadUsers()
    }

    // MARK: - 3. Lifecycle

    /// Reloads when the app returns to the foreground — even while a load is running (the
    /// newest request wins), which is how two requests come to be in flight at once.
    /// Ignored before the first load.
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
            users = UserListRules.sorted(fetched)
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
        // Searching never refetches: it filters what is already loaded.
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

    // MARK: - 7. Wording

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

    // MARK: - 8. Formatting rows

    private func fullName(of user: User) -> String {
        "\(user.firstName) \(user.lastName)"
    }

    private func ageText(of user: User) -> String {
        user.age == 1 ? "1 year" : "\(user.age) years"
    }

    private func detailText(of user: User) -> String {
        "\(ageText(of: user)) · \(user.email)"
    }

    // MARK: - 9. Deciding what shows

    private func updateScreen() {
        // A disabled button ignores taps, so Refresh can't start a second load meanwhile;
        // Retry shows only after a failure, never while loading.
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

    /// One row per user matching the query.
    public func numberOfRows(in tableView: TableView) -> Int {
        visibleUsers.count
    }

    /// `Iyad Agha` over `36 years · iyad@test.com`.
    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let user = visibleUsers[row]
        return TableViewCell(text: fullName(of: user), detailText: detailText(of: user))
    }

    // MARK: - 11. Table delegate and navigation

    /// Pushes the selected user's detail screen — the controller navigates by itself — and
    /// hears each save made from it.
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard visibleUsers.indices.contains(row) else { return }
        let user = visibleUsers[row]
        // Weakly: the detail screen, and the form it pushes, must not keep the list alive.
        let detail = UserDetailViewController(user: user, updater: updater) { [weak self] saved in
            self?.userSaved(saved)
        }
        navigationController?.pushViewController(detail)
    }

    // MARK: - 12. Saves made on other screens

    /// `saved` was stored: it shows at once, in its place in the order, without a fetch.
    private func userSaved(_ saved: User) {
        guard let listed = users else { return }
        users = UserListRules.sorted(listed.map { $0.id == saved.id ? saved : $0 })
        applyQuery()
        updateScreen()
    }
}
