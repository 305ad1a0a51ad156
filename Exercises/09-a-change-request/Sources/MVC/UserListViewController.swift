// The user list as a massive view controller: it fetches, sorts, words and draws, all in
// one class. It knows the model and the view kit.

import TerminalUIKit
import UserModel

/// The user list screen, MVC.
@MainActor
final class UserListViewController: ViewController, TableViewDataSource {
    private let service: any UserService
    /// Every user of the last successful load, in list order; `nil` until one succeeds.
    private var users: [User]?
    private var isLoading = false
    private var errorMessage: String?
    /// The load in flight, if any; cancelled when the screen goes away.
    private var loadTask: Task<Void, Never>?

    // MARK: - Widgets

    private let refreshButton = Button(title: "Refresh")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let summaryLabel = Label()
    private let tableView = TableView()

    /// Creates the list screen, fed by `service`.
    init(service: any UserService) {
        self.service = service
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
        for widget in [spinner, errorLabel, summaryLabel, tableView] {
            view.addSubview(widget)
        }
        tableView.dataSource = self
        refreshButton.setAction { [weak self] in self?.loadUsers() }
        loadUsers()
    }

    // MARK: - Fetching

    private func loadUsers() {
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
        tableView.reloadData()
        updateScreen()
    }

    // MARK: - Wording and deciding what shows

    private func updateScreen() {
        refreshButton.isEnabled = !isLoading
        if isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        errorLabel.text = errorMessage.map { "Couldn't load users: \($0)" } ?? ""
        summaryLabel.text = users.map { $0.count == 1 ? "1 user" : "\($0.count) users" } ?? ""
        if users?.isEmpty == true { summaryLabel.text = "No users yet." }
    }

    private func ageText(of user: User) -> String {
        user.age == 1 ? "1 year" : "\(user.age) years"
    }

    // MARK: - Table data source

    /// One row per user.
    func numberOfRows(in tableView: TableView) -> Int {
        users?.count ?? 0
    }

    /// `Iyad Agha` over `36 years · iyad@test.com`.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let user = (users ?? [])[row]
        return TableViewCell(
            text: "\(user.firstName) \(user.lastName)", detailText: "\(ageText(of: user)) · \(user.email)")
    }
}

// MARK: - The composition root

/// Builds the MVC screen, ready to show.
@MainActor
enum MVCScreen {
    /// The list in a navigation controller in a window; `makeKeyAndVisible()` loads it.
    static func makeWindow(service: any UserService) -> Window {
        let list = UserListViewController(service: service)
        return Window(rootViewController: NavigationController(rootViewController: list))
    }
}
