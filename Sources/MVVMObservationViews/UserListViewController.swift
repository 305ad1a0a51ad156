// The view, in MVVM on Observation: it builds the widgets, copies every view model output it
// reads into them, reads them again whenever one changes, and forwards each user event to a
// view model input. It decides nothing — no wording, no rules, no loading logic — and it owns
// the view model, never the reverse.

import MVVMObservationPresentation
import Observation
import TerminalUIKit

@MainActor
public final class UserListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private let viewModel: UserListViewModel
    /// The composition root knows how to build the detail screen; this screen doesn't.
    private let makeDetailScreen: @MainActor (UserDetailViewModel) -> ViewController
    private var rows = UserRows()
    private var hasLoadedTable = false

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
        forwardEvents()
        // Told first, so that the first frame is drawn from the loading state.
        viewModel.viewDidLoad()
        observeOutputs()
    }

    public override func sceneWillEnterForeground() {
        viewModel.sceneWillEnterForeground()
        updateWidgets()
    }

    // MARK: - Outputs → widgets

    /// Whatever `updateWidgets()` reads is tracked, and its first change calls `onChange` —
    /// once, and *before* the new value is stored. So the screen reads again in a task on the
    /// main actor, after the change has landed, and tracks again while it reads.
    private func observeOutputs() {
        let route = withObservationTracking {
            updateWidgets()
            return viewModel.route
        } onChange: { [weak self] in
            Task { @MainActor in self?.observeOutputs() }
        }
        follow(route)
    }

    private func updateWidgets() {
        title = viewModel.title
        if viewModel.isSpinnerVisible { spinner.startAnimating() } else { spinner.stopAnimating() }
        refreshButton.isEnabled = viewModel.isRefreshEnabled
        errorLabel.text = viewModel.errorText
        retryButton.isHidden = !viewModel.isRetryVisible
        summaryLabel.text = viewModel.summaryText
        // Only new rows reload the table, as they would with one binding per output.
        if !hasLoadedTable || viewModel.rows != rows {
            hasLoadedTable = true
            rows = viewModel.rows
            tableView.reloadData()
        }
    }

    /// Outside the tracking, so that `routeHandled()` is a change the screen hears.
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
        refreshButton.setAction(forward { $0.refreshTapped() })
        retryButton.setAction(forward { $0.retryTapped() })
        searchField.onTextChange = { [weak self] text in
            self?.viewModel.searchTextChanged(text)
            self?.updateWidgets()
        }
    }

    /// Observation's redraw comes a beat after the change, so the screen also redraws as soon
    /// as it has told the view model: Refresh must be disabled before it can be tapped again.
    private func forward(_ event: @escaping @MainActor (UserListViewModel) -> Void) -> @MainActor () -> Void {
        { [weak self] in
            guard let self else { return }
            event(viewModel)
            updateWidgets()
        }
    }

    // MARK: - Table data source and delegate

    public func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let content = rows.row(at: row)
        return TableViewCell(text: content.title, detailText: content.detail)
    }

    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        viewModel.rowSelected(at: row)
    }
}
