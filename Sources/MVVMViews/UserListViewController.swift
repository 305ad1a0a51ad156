// The view, in MVVM: it builds the widgets, binds each one to a view model output, and
// forwards each user event to a view model input. It decides nothing — no wording, no
// rules, no loading logic — and it owns the view model and its bindings, never the reverse.

import Bindings
import MVVMPresentation
import TerminalUIKit

@MainActor
public final class UserListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let viewModel: any UserListViewModelProtocol
    /// The composition root knows how to build the detail screen; this screen doesn't.
    private let makeDetailScreen: @MainActor (UserDetailViewModel) -> ViewController
    /// Only this screen keeps the tokens (the properties hold them weakly), so the bindings end with it.
    private var bindings: [BindingToken] = []
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
        viewModel: any UserListViewModelProtocol,
        makeDetailScreen: @escaping @MainActor (UserDetailViewModel) -> ViewController
    ) {
        self.viewModel = viewModel
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
        bindOutputs()
        forwardEvents()
        viewModel.viewDidLoad()
    }

    public override func sceneWillEnterForeground() {
        viewModel.sceneWillEnterForeground()
    }

    // MARK: - Properties → widgets

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

    private func follow(_ route: UserListRoute?) {
        guard let route else { return }
        switch route {
        case .detail(let detail):
            navigationController?.pushViewController(makeDetailScreen(detail))
        }
        viewModel.routeHandled()
    }

    // MARK: - Events → inputs

    private func forwardEvents() {
        // The widgets keep the view model alive; that makes no cycle, because the view model
        // never holds this screen.
        refreshButton.setAction { [viewModel] in viewModel.refreshTapped() }
        retryButton.setAction { [viewModel] in viewModel.retryTapped() }
        searchField.onTextChange = { [viewModel] text in viewModel.searchTextChanged(text) }
    }

    // MARK: - Table data source and delegate

    public func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let content = rows[row]
        return TableViewCell(text: content.title, detailText: content.detail)
    }

    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        viewModel.rowSelected(at: row)
    }
}
