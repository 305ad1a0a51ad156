// The passive view: it builds the widgets, forwards every event to the presenter, and puts
// whatever the presenter says into the widgets. It decides nothing.

import Exercise09MVPPresentation
import TerminalUIKit
import UserModel

/// The user list screen, MVP.
@MainActor
final class UserListViewController: ViewController, TableViewDataSource {
    /// The presenter this screen forwards to; the tests reach it through this property.
    let presenter: UserListPresenter
    private var rows: [UserRow] = []

    // MARK: - Widgets

    private let refreshButton = Button(title: "Refresh")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let summaryLabel = Label()
    private let tableView = TableView()

    /// Creates the screen around `presenter`, which it keeps alive.
    init(presenter: UserListPresenter) {
        self.presenter = presenter
        super.init()
    }

    // MARK: - Building the screen

    /// Builds every widget, forwards every action, and tells the presenter it loaded.
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"
        navigationItem.rightBarButtonItem = refreshButton
        for widget in [spinner, errorLabel, summaryLabel, tableView] {
            view.addSubview(widget)
        }
        tableView.dataSource = self
        refreshButton.setAction { [presenter] in presenter.refreshTapped() }
        presenter.viewDidLoad()
    }

    // MARK: - Table data source

    /// One row per row the presenter gave.
    func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    /// The row's two lines, as the presenter worded them.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        TableViewCell(text: rows[row].title, detailText: rows[row].detail)
    }
}

// MARK: - UserListView

extension UserListViewController: UserListView {
    /// Spins or stops the spinner.
    func setLoading(_ isLoading: Bool) {
        if isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
    }

    /// Enables or disables Refresh.
    func setRefreshEnabled(_ isEnabled: Bool) {
        refreshButton.isEnabled = isEnabled
    }

    /// Puts `message` on the error line, or empties it.
    func showError(_ message: String?) {
        errorLabel.text = message ?? ""
    }

    /// Puts `text` above the rows.
    func showSummary(_ text: String) {
        summaryLabel.text = text
    }

    /// Keeps `rows` for the data source and reloads the table.
    func showRows(_ rows: [UserRow]) {
        self.rows = rows
        tableView.reloadData()
    }
}

// MARK: - The composition root

/// Builds the MVP screen, ready to show.
@MainActor
enum MVPScreen {
    /// The list in a navigation controller in a window; `makeKeyAndVisible()` loads it.
    static func makeWindow(service: any UserService) -> Window {
        let presenter = UserListPresenter(service: service)
        let list = UserListViewController(presenter: presenter)
        presenter.attach(list)
        return Window(rootViewController: NavigationController(rootViewController: list))
    }
}
