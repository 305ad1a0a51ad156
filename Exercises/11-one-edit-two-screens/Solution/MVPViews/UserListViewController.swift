// The passive view: builds the widgets, forwards every event to the presenter, and puts
// whatever the presenter says into the widgets. It may know the view kit; it must not
// decide anything — no formatting, no filtering, no loading state, no flags of its own.
// It owns the presenter; the presenter holds it weakly.

import Exercise11MVPPresentation
import TerminalUIKit

/// The user list screen: widgets, and a presenter that tells them what to show.
@MainActor
public final class UserListViewController: ViewController {
    private let presenter: any UserListPresenterInputs
    /// Builds the detail screen a presenter runs: the composition root knows how.
    private let makeDetailScreen: (UserDetailPresenter) -> ViewController
    /// What the table shows; the data source reads it.
    private var rows: [UserRow] = []

    // MARK: - Widgets

    private let refreshButton = Button(title: "Refresh")
    private let searchField = SearchField(placeholder: "name or email")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")
    private let summaryLabel = Label()
    private let tableView = TableView()

    /// Creates the screen around `presenter`, which it keeps alive; `makeDetailScreen` builds
    /// each detail screen it pushes.
    public init(
        presenter: any UserListPresenterInputs,
        makeDetailScreen: @escaping (UserDetailPresenter) -> ViewController
    ) {
        self.presenter = presenter
        self.makeDetailScreen = makeDetailScreen
        super.init()
    }

    // MARK: - Building the screen

    /// Lays out the widgets, forwards their events to the presenter, and tells it the
    /// screen loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = refreshButton
        for widget in [searchField, spinner, errorLabel, retryButton, summaryLabel, tableView] {
            view.addSubview(widget)
        }
        tableView.dataSource = self
        tableView.delegate = self

        // The widgets keep the presenter alive; that makes no cycle, because the presenter
        // holds this screen only weakly.
        refreshButton.setAction { [presenter] in presenter.refreshTapped() }
        retryButton.setAction { [presenter] in presenter.retryTapped() }
        searchField.onTextChange = { [presenter] text in presenter.searchTextChanged(text) }
        presenter.viewDidLoad()
    }

    /// Tells the presenter the app came back to the foreground.
    public override func sceneWillEnterForeground() {
        presenter.sceneWillEnterForeground()
    }
}

// MARK: - UserListView

extension UserListViewController: UserListView {
    /// Puts `title` in the navigation bar.
    public func setTitle(_ title: String) {
        self.title = title
    }

    /// Spins or stops the spinner.
    public func setLoading(_ isLoading: Bool) {
        if isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
    }

    /// Enables or disables Refresh.
    public func setRefreshEnabled(_ isEnabled: Bool) {
        refreshButton.isEnabled = isEnabled
    }

    /// Puts `message` in the error label, or empties it.
    public func showError(_ message: String?) {
        errorLabel.text = message ?? ""
    }

    /// Shows or hides Retry.
    public func setRetryVisible(_ isVisible: Bool) {
        retryButton.isHidden = !isVisible
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

    /// Pushes the detail screen `presenter` runs.
    public func showDetail(_ presenter: UserDetailPresenter) {
        navigationController?.pushViewController(makeDetailScreen(presenter))
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
