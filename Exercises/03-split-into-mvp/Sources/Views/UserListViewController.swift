// The user list as a massive view controller, mid-refactoring: a presenter exists, but the
// controller still does everything itself — fetching, sorting, wording, deciding what
// shows. Your job is to leave it only the drawing. It may know the view kit; once you are
// done it must decide nothing.

import Exercise03Presentation
import TerminalUIKit
import UserModel

/// The user list screen.
@MainActor
final class UserListViewController: ViewController, TableViewDataSource {
    /// The presenter this screen forwards to; the tests reach it through this property.
    let presenter: UserListPresenter
    /// Where users come from — for now.
    private let service: any UserService

    // MARK: - State

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
    private let retryButton = Button(title: "Retry")
    private let summaryLabel = Label()
    private let tableView = TableView()

    /// Creates the screen around `presenter`.
    init(presenter: UserListPresenter, service: any UserService) {
        self.presenter = presenter
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
        for widget in [spinner, errorLabel, retryButton, summaryLabel, tableView] {
            view.addSubview(widget)
        }
        retryButton.isHidden = true
        tableView.dataSource = self

        refreshButton.setAction { [weak self] in self?.loadUsers() }
        retryButton.setAction { [weak self] in self?.loadUsers() }
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
        tableView.reloadData()
        updateScreen()
    }

    // MARK: - Wording

    private var summaryText: String {
        guard let users else { return "" }
        if users.isEmpty { return "No users yet." }
        return users.count == 1 ? "1 user" : "\(users.count) users"
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

// MARK: - UserListView

extension UserListViewController: UserListView {}
