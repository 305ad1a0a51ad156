// The view, in MVVM: it builds the widgets, binds each one to a view model output, and
// forwards each user event to a view model input. It decides nothing — no wording, no
// rules, no loading logic — and it owns the view model and its bindings, never the reverse.

import MVVMPresentation
import TerminalUIKit

/// The user list screen: widgets bound to a user list view model's outputs.
///
/// It keeps the `ObservationToken`s of its bindings, so they end when it goes away; the
/// view model's observables hold it only weakly.
@MainActor
public final class UserListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let viewModel: any UserListViewModelType
    /// Builds the detail screen a route names (the composition root knows how).
    private let makeDetailScreen: @MainActor (UserDetailViewModel) -> ViewController
    /// The tokens of every binding this screen made; released with the screen.
    private var bindings: [ObservationToken] = []
    /// The rows as last published, for the table's data source.
    private var rows = UserRows([])

    // MARK: - Widgets

    private let refreshButton = Button(title: "Refresh")
    private let searchField = SearchField(placeholder: "name or email")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")
    private let summaryLabel = Label()
    private let tableView = TableView()

    /// Creates the screen for `viewModel`, which it keeps alive; `makeDetailScreen` builds
    /// the screen a detail route pushes.
    public init(
        viewModel: any UserListViewModelType,
        makeDetailScreen: @escaping @MainActor (UserDetailViewModel) -> ViewController
    ) {
        self.viewModel = viewModel
        self.makeDetailScreen = makeDetailScreen
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
        viewModel.inputs.viewDidLoad()
    }

    /// Tells the view model the app came back to the foreground.
    public override func sceneWillEnterForeground() {
        viewModel.inputs.sceneWillEnterForeground()
    }

    // MARK: - Outputs → widgets

    private func bindOutputs() {
        let outputs = viewModel.outputs
        outputs.title.bind(self) { screen, title in
            screen.title = title
        }
        .store(in: &bindings)
        outputs.isSpinnerVisible.bind(self) { screen, isVisible in
            if isVisible { screen.spinner.startAnimating() } else { screen.spinner.stopAnimating() }
        }
        .store(in: &bindings)
        outputs.isRefreshEnabled.bind(self) { screen, isEnabled in
            screen.refreshButton.isEnabled = isEnabled
        }
        .store(in: &bindings)
        outputs.errorText.bind(self) { screen, text in
            screen.errorLabel.text = text
        }
        .store(in: &bindings)
        outputs.isRetryVisible.bind(self) { screen, isVisible in
            screen.retryButton.isHidden = !isVisible
        }
        .store(in: &bindings)
        outputs.summaryText.bind(self) { screen, text in
            screen.summaryLabel.text = text
        }
        .store(in: &bindings)
        outputs.rows.bind(self) { screen, rows in
            screen.rows = rows
            screen.tableView.reloadData()
        }
        .store(in: &bindings)
        outputs.route.bind(self) { screen, route in
            screen.follow(route)
        }
        .store(in: &bindings)
    }

    /// Pushes the screen `route` names, then tells the view model it was shown.
    private func follow(_ route: UserListRoute?) {
        guard let route else { return }
        switch route {
        case .detail(let detail):
            navigationController?.pushViewController(makeDetailScreen(detail))
        }
        viewModel.inputs.routeHandled()
    }

    // MARK: - Events → inputs

    private func forwardEvents() {
        // The widgets keep the inputs alive; that makes no cycle, because the view model
        // never holds this screen.
        let inputs = viewModel.inputs
        refreshButton.setAction { inputs.refreshTapped() }
        retryButton.setAction { inputs.retryTapped() }
        searchField.onTextChange = { text in inputs.searchTextChanged(text) }
    }

    // MARK: - Table data source and delegate

    /// One row per published row.
    public func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    /// The published row's two lines, as they are.
    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let content = rows[row]
        return TableViewCell(text: content.title, detailText: content.detail)
    }

    /// Tells the view model which row was selected.
    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        viewModel.inputs.rowSelected(at: row)
    }
}
