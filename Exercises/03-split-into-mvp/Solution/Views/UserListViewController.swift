// The user list's passive view: it builds the widgets, forwards every event to the
// presenter, and puts whatever the presenter says into the widgets. It may know the view
// kit; it decides nothing — no fetching, no sorting, no wording, no flags of its own.

import Exercise03Presentation
import TerminalUIKit

/// The user list screen.
@MainActor
final class UserListViewController: ViewController, TableViewDataSource {
    /// The presenter this screen forwards to; the tests reach it through this property.
    let presenter: UserListPresenter
    /// The rows the presenter gave last, for the table's data source.
    private var rows: [UserRow] = []

    // MARK: - Widgets

    private let spinner = Spinner("Loading users…")
    private let summaryLabel = Label()
    private let tableView = TableView()

    /// Creates the screen around `presenter`, which it keeps alive.
    init(presenter: UserListPresenter) {
        self.presenter = presenter
        super.init()
    }

    // MARK: - Building the screen

    /// Builds every widget and tells the presenter the screen loaded.
    override func viewDidLoad() {
        super.viewDidLoad()
        for widget in [spinner, summaryLabel, tableView] {
            view.addSubview(widget)
        }
        tableView.dataSource = self
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
    /// Puts `title` in the navigation bar.
    func setTitle(_ title: String) {
        self.title = title
    }

    /// Spins or stops the spinner.
    func setLoading(_ isLoading: Bool) {
        if isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
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
