// The passive view: builds the widgets, forwards every event to the presenter, and puts
// whatever the presenter says into the widgets. It may know the view kit; it must not
// decide anything — no formatting, no filtering, no loading state, no flags of its own.
// It owns the presenter; the presenter holds it weakly.

import MVPPresentation
import TerminalUIKit

@MainActor
public final class UserListViewController: ViewController {
    private let presenter: any UserListPresenterInputs
    /// The composition root knows how to build the detail screen; this screen doesn't.
    private let makeDetailScreen: @MainActor (UserDetailPresenter) -> ViewController
    private var rows: [UserRow] = []

    // MARK: - Widgets

    private let refreshButton = Button(title: "Refresh")
    private let searchField = SearchField(placeholder: "name or email")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")
    private let summaryLabel = Label()
    private let tableView = TableView()

    public init(
        presenter: any UserListPresenterInputs,
        makeDetailScreen: @escaping @MainActor (UserDetailPresenter) -> ViewController
    ) {
        self.presenter = presenter
        self.makeDetailScreen = makeDetailScreen
        super.init()
    }

    // MARK: - Building the screen

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

    public override func sceneWillEnterForeground() {
        presenter.sceneWillEnterForeground()
    }
}

// MARK: - UserListView

extension UserListViewController: UserListView {
    public func setTitle(_ title: String) {
        self.title = title
    }

    public func setLoading(_ isLoading: Bool) {
        if isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
    }

    public func setRefreshEnabled(_ isEnabled: Bool) {
        refreshButton.isEnabled = isEnabled
    }

    public func showError(_ message: String?) {
        errorLabel.text = message ?? ""
    }

    public func setRetryVisible(_ isVisible: Bool) {
        retryButton.isHidden = !isVisible
    }

    public func showSummary(_ text: String) {
        summaryLabel.text = text
    }

    public func showRows(_ rows: [UserRow]) {
        self.rows = rows
        tableView.reloadData()
    }

    public func showDetail(_ presenter: UserDetailPresenter) {
        navigationController?.pushViewController(makeDetailScreen(presenter))
    }
}

// MARK: - TableViewDataSource

extension UserListViewController: TableViewDataSource {
    public func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let content = rows[row]
        return TableViewCell(text: content.title, detailText: content.detail)
    }
}

// MARK: - TableViewDelegate

extension UserListViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        presenter.rowSelected(at: row)
    }
}
