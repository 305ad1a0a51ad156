// The user list as a massive view controller, mid-refactoring: a view model exists, but the
// controller still does everything itself — fetching, sorting, wording, deciding what
// shows. Your job is to leave it only binding widgets to the view model's outputs and
// forwarding events to its inputs. It may know the view kit; it must decide nothing.

import Exercise06Presentation
import TerminalUIKit
import UserModel

/// The user list screen.
@MainActor
final class UserListViewController: ViewController, TableViewDataSource {
    /// The view model this screen binds to; the tests reach it through this property.
    let viewModel: UserListViewModel
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
    private let summaryLabel = Label()
    private let tableView = TableView()

    /// Creates the screen around `viewModel`.
    init(viewModel: UserListViewModel, service: any UserService) {
        self.viewModel = viewModel
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
        guard !isLoading else { return }
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

    // MARK: - Deciding what shows

    private func updateScreen() {
        refreshButton.isEnabled = !isLoading
        if isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        errorLabel.text = errorMessage.map { "Couldn't load users: \($0)" } ?? ""
        summaryLabel.text = users.map { UserListWording.header(userCount: $0.count) } ?? ""
    }

    // MARK: - Table data source

    /// One row per user.
    func numberOfRows(in tableView: TableView) -> Int {
        users?.count ?? 0
    }

    /// The user's row, worded.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let content = UserListWording.row(for: (users ?? [])[row])
        return TableViewCell(text: content.title, detailText: content.detail)
    }
}
