// A massive view controller, trimmed for the exercise: it fetches, sorts, words and draws
// the user list all by itself. It may know everything, and that is its problem; this
// exercise moves one of its jobs — wording a row — out into pure functions it calls.
// (Search, Retry and the detail screen are left out to keep it short.)

import TerminalUIKit
import UserModel

/// The user list as one class: loading, sorting, wording and drawing.
@MainActor
public final class UserListViewController: ViewController, TableViewDataSource {
    private let service: any UserService
    private var users: [User] = []

    private let refreshButton = Button(title: "Refresh")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let summaryLabel = Label()
    private let tableView = TableView()

    /// Creates the screen; by default it reaches for the shared sample service itself.
    public init(service: any UserService = SampleUserService.shared) {
        self.service = service
        super.init()
    }

    // MARK: - Building the screen

    /// Builds the widgets top to bottom and starts the first load.
    public override func viewDidLoad() {
        title = "Users"
        refreshButton.setAction { [weak self] in self?.loadUsers() }
        navigationItem.rightBarButtonItem = refreshButton
        view.addSubview(spinner)
        view.addSubview(errorLabel)
        view.addSubview(summaryLabel)
        view.addSubview(tableView)
        tableView.dataSource = self
        loadUsers()
    }

    // MARK: - Loading

    private func loadUsers() {
        refreshButton.isEnabled = false
        spinner.startAnimating()
        errorLabel.text = ""
        Task { [weak self] in
            guard let self else { return }
            do {
                let fetched = try await self.service.fetchUsers()
                // The list order, re-implemented right here: last name, first name, id.
                self.users = fetched.sorted { lhs, rhs in
                    let left = (TextFolding.fold(lhs.lastName), TextFolding.fold(lhs.firstName), lhs.id)
                    let right = (TextFolding.fold(rhs.lastName), TextFolding.fold(rhs.firstName), rhs.id)
                    return left < right
                }
                switch self.users.count {
                case 0: self.summaryLabel.text = "No users yet."
                case 1: self.summaryLabel.text = "1 user"
                default: self.summaryLabel.text = "\(self.users.count) users"
                }
                self.tableView.reloadData()
            } catch {
                self.errorLabel.text = "Couldn't load users: \(error.userFacingMessage)"
            }
            self.spinner.stopAnimating()
            self.refreshButton.isEnabled = true
        }
    }

    // MARK: - The table's data source

    /// One row per loaded user.
    public func numberOfRows(in tableView: TableView) -> Int {
        users.count
    }

    /// `Iyad Agha` over `36 years · iyad@test.com`.
    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let user = users[row]
        // Step 4: call the functions in UserRowFormatting instead of wording the row here.
        let age = user.age == 1 ? "1 year" : "\(user.age) years"
        return TableViewCell(text: "\(user.firstName) \(user.lastName)", detailText: "\(age) · \(user.email)")
    }
}
