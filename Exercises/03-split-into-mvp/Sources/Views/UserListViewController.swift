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
    /// The load in flight, if any; cancelled when the screen goes away.
    private var loadTask: Task<Void, Never>?

    // MARK: - Widgets

    private let spinner = Spinner("Loading users…")
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

    /// Builds every widget and starts the first load.
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"
        for widget in [spinner, summaryLabel, tableView] {
            view.addSubview(widget)
        }
        tableView.dataSource = self
        loadUsers()
    }

    // MARK: - Fetching

    private func loadUsers() {
        spinner.startAnimating()
        loadTask = Task { [weak self, service] in
            // This screen has no error line yet: a failed load shows nothing new.
            let fetched = try? await service.fetchUsers()
            self?.loadFinished(with: fetched)
        }
    }

    private func loadFinished(with fetched: [User]?) {
        spinner.stopAnimating()
        if let fetched {
            users = UserListRules.sorted(fetched)
        }
        summaryLabel.text = users.map { UserListWording.header(userCount: $0.count) } ?? ""
        tableView.reloadData()
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

// MARK: - UserListView

extension UserListViewController: UserListView {}
