// The view, in MVVM: it builds the widgets, binds each one to a view model output, and
// forwards each user event to a view model input. It decides nothing — no wording, no
// rules, no loading logic — and it owns the view model and its bindings, never the reverse.

import Bindings
import Exercise11MVVMPresentation
import TerminalUIKit
import UserModel

/// The user list screen: widgets bound to a user list view model's outputs.
///
/// It keeps the `BindingToken`s of its bindings, so they end when it goes away; the
/// view model's observables hold it only weakly.
@MainActor
public final class UserListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let viewModel: any UserListViewModelProtocol
    /// What the Edit-profile form saves through, handed on to each detail screen.
    private let updater: any UserUpdating
    /// The tokens of every binding this screen made; released with the screen.
    private var bindings: [BindingToken] = []
    /// The rows as last published, for the table's data source.
    private var rows: [UserRow] = []

    // MARK: - Widgets

    private let refreshButton = Button(title: "Refresh")
    private let searchField = SearchField(placeholder: "name or email")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")
    private let summaryLabel = Label()
    private let tableView = TableView()

    /// Creates the screen for `viewModel`, which it keeps alive; its detail screens' forms
    /// save through `updater`.
    public init(viewModel: any UserListViewModelProtocol, updater: any UserUpdating) {
        self.viewModel = viewModel
        self.updater = updater
        super.init()
    }

    // MARK: - Building the screen

    /// Lays out the widgets, binds them, wires the events, and starts the first load.
    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = refreshButton
        for widget in [searchField, spinner, errorLabel, retryButton, summaryLabel, tableView] {
            view.addSubview(widget)
        }
        tableView.dataSource = self
        tableView.delegate = self
        bindOutputs()
        forwardEvents()
        viewModel.viewDidLoad()
    }

    /// Tells the view model the app came back to the foreground.
    public override func sceneWillEnterForeground() {
        viewModel.sceneWillEnterForeground()
    }

    // MARK: - Outputs → widgets

    private func bindOutputs() {
        viewModel.title.bind(to: self) { screen, title in
            screen.title = title
        }
        .store(in: &bindings)
        viewModel.isSpinnerVisible.bind(to: self) { screen, isVisible in
            if isVisible { screen.spinner.startAnimating() } else { screen.spinner.stopAnimating() }
        }
        .store(in: &bindings)
        viewModel.isRefreshEnabled.bind(to: self) { screen, isEnabled in
            screen.refreshButton.isEnabled = isEnabled
        }
        .store(in: &bindings)
        viewModel.errorText.bind(to: self) { screen, text in
            screen.errorLabel.text = text
        }
        .store(in: &bindings)
        viewModel.isRetryVisible.bind(to: self) { screen, isVisible in
            screen.retryButton.isHidden = !isVisible
        }
        .store(in: &bindings)
        viewModel.summaryText.bind(to: self) { screen, text in
            screen.summaryLabel.text = text
        }
        .store(in: &bindings)
        viewModel.rows.bind(to: self) { screen, rows in
            screen.rows = rows
            screen.tableView.reloadData()
        }
        .store(in: &bindings)
        viewModel.route.bind(to: self) { screen, route in
            screen.follow(route)
        }
        .store(in: &bindings)
    }

    /// Pushes the screen `route` names, then tells the view model it was shown.
    private func follow(_ route: UserListRoute?) {
        guard let route else { return }
        switch route {
        case .detail(let detail):
            navigationController?.pushViewController(
                UserDetailViewController(viewModel: detail, updater: updater))
        }
        viewModel.routeHandled()
    }

    // MARK: - Events → view model

    private func forwardEvents() {
        // The widgets keep the view model alive; that makes no cycle, because the view model
        // never holds this screen.
        refreshButton.setAction { [viewModel] in viewModel.refreshTapped() }
        retryButton.setAction { [viewModel] in viewModel.retryTapped() }
        searchField.onTextChange = { [viewModel] text in viewModel.searchTextChanged(text) }
    }

    // MARK: - Table data source and delegate

    /// One row per published row.
    public func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    /// The published row's two lines, as they are.
    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        TableViewCell(text: rows[row].title, detailText: rows[row].detail)
    }

    /// Tells the view model which row was selected.
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        viewModel.rowSelected(at: row)
    }
}
