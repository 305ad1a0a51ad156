// The passive view on the view kit: it owns its presenter, forwards what the user did,
// and shows exactly what it is told. It decides nothing and words nothing — and it is the
// one that keeps the presenter alive, never the other way round.

import TerminalUIKit

/// The user list screen as a passive view: widgets, forwarding, no logic.
@MainActor
public final class UserListViewController: ViewController, UserListView, TableViewDataSource {
    /// The presenter this screen forwards to; the screen owns it.
    public let presenter: UserListPresenter
    private var rows: [UserRow] = []

    private let refreshButton = Button(title: "Refresh")
    private let spinner = Spinner("Loading users…")
    private let summaryLabel = Label()
    private let tableView = TableView()

    /// Creates the screen around `presenter`.
    public init(presenter: UserListPresenter) {
        self.presenter = presenter
        super.init()
    }

    // MARK: - Building the screen

    /// Builds the widgets, attaches to the presenter and tells it the screen appeared.
    public override func viewDidLoad() {
        title = "Users"
        refreshButton.setAction { [weak self] in self?.refreshTapped() }
        navigationItem.rightBarButtonItem = refreshButton
        view.addSubview(spinner)
        view.addSubview(summaryLabel)
        view.addSubview(tableView)
        tableView.dataSource = self
        presenter.attach(self)
        Task { [presenter] in await presenter.viewDidLoad() }
    }

    private func refreshTapped() {
        Task { [presenter] in await presenter.refreshTapped() }
    }

    // MARK: - UserListView

    /// Starts the spinner; Refresh is disabled while it spins.
    public func showLoading() {
        spinner.startAnimating()
        refreshButton.isEnabled = false
    }

    /// Stops the spinner and enables Refresh.
    public func hideLoading() {
        spinner.stopAnimating()
        refreshButton.isEnabled = true
    }

    /// Shows the header above the rows.
    public func showUsers(header: String, rows: [UserRow]) {
        summaryLabel.text = header
        self.rows = rows
        tableView.reloadData()
    }

    /// Shows the message and no rows.
    public func showEmpty(_ message: String) {
        summaryLabel.text = message
        rows = []
        tableView.reloadData()
    }

    // MARK: - The table's data source

    /// One row per row the presenter gave.
    public func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    /// The presenter's two lines, copied into a cell.
    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        TableViewCell(text: rows[row].title, detailText: rows[row].detail)
    }
}
