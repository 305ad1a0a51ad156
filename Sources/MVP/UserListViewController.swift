// The passive view: builds the widgets, forwards every event to the presenter, and puts
// whatever the presenter says into the widgets. It may know the view kit; it must not
// decide anything — no formatting, no filtering, no loading state of its own.
// It owns the presenter; the presenter holds it weakly.

import TerminalUIKit

/// The user list screen: widgets, and a presenter that tells them what to show.
@MainActor
public final class UserListViewController: ViewController {
    private let presenter: any UserListPresenterInputs
    private let refreshButton = Button(title: "Refresh")
    private let searchField = SearchField()
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")
    private let summaryLabel = Label()
    private let tableView = TableView()
    /// What the table shows; the data source reads it.
    private var rows: [UserRow] = []

    /// Creates the screen around `presenter` (the presenter itself, or a tracing proxy in
    /// front of it), which it keeps alive.
    public init(presenter: any UserListPresenterInputs) {
        self.presenter = presenter
        super.init()
    }

    // MARK: - Building the screen

    /// The widgets, top to bottom, in the order the feature chapter gives.
    public override func makeView() -> View {
        let root = View()
        let widgets: [View] = [searchField, spinner, errorLabel, retryButton, summaryLabel, tableView]
        for widget in widgets {
            root.addSubview(widget)
        }
        return root
    }

    /// Connects every widget's events to the presenter, then tells it the screen loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = refreshButton
        retryButton.isHidden = true
        tableView.dataSource = self
        tableView.delegate = self
        refreshButton.setAction { [weak self, presenter] in
            self?.startTask { await presenter.refreshTapped() }
        }
        retryButton.setAction { [weak self, presenter] in
            self?.startTask { await presenter.retryTapped() }
        }
        searchField.onTextChange = { [weak self] text in
            self?.presenter.searchTextChanged(text)
        }
        startTask { [presenter] in await presenter.viewDidLoad() }
    }

    /// Tells the presenter the app came back to the foreground.
    public override func sceneWillEnterForeground() {
        startTask { [presenter] in await presenter.sceneWillEnterForeground() }
    }
}

// MARK: - UserListView

extension UserListViewController: UserListView {
    /// Puts `title` in the navigation bar.
    public func setTitle(_ title: String) {
        self.title = title
    }

    /// Spins or stops the spinner; Refresh is enabled only while it is stopped.
    public func setLoading(_ isLoading: Bool) {
        if isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        refreshButton.isEnabled = !isLoading
    }

    /// Puts `message` in the error label and shows Retry when told to.
    public func showError(_ message: String?, canRetry: Bool) {
        errorLabel.text = message ?? ""
        retryButton.isHidden = !canRetry
    }

    /// Puts `text` in the summary label.
    public func showSummary(_ text: String) {
        summaryLabel.text = text
    }

    /// Keeps `rows` for the data source and reloads the table.
    public func showRows(_ rows: [UserRow]) {
        self.rows = rows
        tableView.reloadData()
    }

    /// Pushes a detail screen showing `detail`.
    public func showDetail(_ detail: UserDetail) {
        navigationController?.pushViewController(UserDetailViewController(detail: detail))
    }
}

// MARK: - TableViewDataSource

extension UserListViewController: TableViewDataSource {
    /// One row per row the presenter gave.
    public func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    /// The row's title and detail, copied into a cell.
    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        TableViewCell(text: rows[row].title, detailText: rows[row].detail)
    }
}

// MARK: - TableViewDelegate

extension UserListViewController: TableViewDelegate {
    /// Tells the presenter which row was selected; the presenter decides what follows.
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        presenter.rowSelected(at: row)
    }
}
