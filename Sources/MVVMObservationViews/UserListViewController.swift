// The view, in MVVM on Observation: it builds the widgets, copies every view model output it
// reads into them, reads them again whenever one changes, and forwards each user event to a
// view model input. It decides nothing — no wording, no rules, no loading logic — and it owns
// the view model and its observation, never the reverse.

import MVVMObservationPresentation
import Observation
import TerminalUIKit

@MainActor
public final class UserListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let viewModel: UserListViewModel
    /// The composition root knows how to build the detail screen; this screen doesn't.
    private let makeDetailScreen: @MainActor (UserDetailViewModel) -> ViewController
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
        viewModel: UserListViewModel,
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
        refreshButton.setAction { [viewModel] in viewModel.refreshTapped() }
        retryButton.setAction { [viewModel] in viewModel.retryTapped() }
        searchField.onTextChange = { [viewModel] text in viewModel.searchTextChanged(text) }
        observeRoute()
        // Told first, so that the first layout draws the loading state.
        viewModel.viewDidLoad()
    }

    public override func sceneWillEnterForeground() {
        viewModel.sceneWillEnterForeground()
    }

    // MARK: - Outputs → widgets

    /// Whatever `updateWidgets()` reads is tracked, and its first change calls `onChange` —
    /// once, from a closure not isolated to the main actor, and *before* the new value is
    /// stored. So `onChange` hops to the main actor and asks for a layout pass, which reads
    /// again after the change has landed, and tracks again while it reads.
    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        withObservationTracking {
            updateWidgets()
        } onChange: { [weak view] in
            Task { @MainActor in view?.setNeedsLayout() }
        }
    }

    private func updateWidgets() {
        title = viewModel.title
        if viewModel.isSpinnerVisible { spinner.startAnimating() } else { spinner.stopAnimating() }
        refreshButton.isEnabled = viewModel.isRefreshEnabled
        errorLabel.text = viewModel.errorText
        retryButton.isHidden = !viewModel.isRetryVisible
        summaryLabel.text = viewModel.summaryText
        // Only new rows reload the table, as they would with one binding per output.
        if viewModel.rows != rows {
            rows = viewModel.rows
            tableView.reloadData()
        }
    }

    // MARK: - Route → navigation

    /// Navigation is not layout: the route is observed on its own, and followed outside the
    /// tracking so that `routeHandled()` is a change this screen hears.
    private func observeRoute() {
        let route = withObservationTracking {
            viewModel.route
        } onChange: { [weak self] in
            Task { @MainActor in self?.observeRoute() }
        }
        guard let route else { return }
        switch route {
        case .detail(let detail):
            navigationController?.pushViewController(makeDetailScreen(detail))
        }
        viewModel.routeHandled()
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
