// The list screen's view controller in MVVM, with its lifetimes right: it owns the view
// model, the widgets and the binding tokens, and every closure it hands out captures it
// weakly, so nothing it owns can keep it alive. It may know the view kit and the view
// model; it keeps no state of its own and decides nothing.

import TerminalUIKit

/// Shows the user list by binding kit widgets to a ``UserListViewModel``.
@MainActor
public final class UserListViewController: ViewController, TableViewDataSource {
    private let viewModel: UserListViewModel
    private let refreshButton = Button(title: "Refresh")
    private let searchField = SearchField()
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")
    private let summaryLabel = Label()
    private let tableView = TableView()
    /// The bindings live as long as the screen does: releasing a token ends its binding.
    private var bindings: [BindingToken] = []

    /// Creates the screen for `viewModel`; nothing is built until the view loads.
    public init(viewModel: UserListViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Users"
    }

    // MARK: - Building the screen

    /// Lays out the widgets in the chapter's order, binds them, and starts the first load.
    public override func viewDidLoad() {
        navigationItem.rightBarButtonItem = refreshButton
        for widget: View in [searchField, spinner, errorLabel, retryButton, summaryLabel, tableView] {
            view.addSubview(widget)
        }
        retryButton.isHidden = true
        tableView.dataSource = self
        bindViewModel()
        connectEvents()
        // A task that captures `self` holds it only until the task ends: no cycle.
        Task { await self.viewModel.viewDidLoad() }
    }

    /// The view model keeps these closures for as long as it lives: each captures `self`
    /// weakly, or the view model would keep the screen alive (it owns the view model).
    private func bindViewModel() {
        bindings = [
            viewModel.isLoading.bind { [weak self] isLoading in
                guard let self else { return }
                if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
                refreshButton.isEnabled = !isLoading
            },
            viewModel.summary.bind { [weak self] summary in
                self?.summaryLabel.text = summary
            },
            viewModel.rows.bind { [weak self] _ in
                self?.tableView.reloadData()
            },
            viewModel.errorMessage.bind { [weak self] message in
                self?.errorLabel.text = message
            },
            viewModel.isRetryVisible.bind { [weak self] isVisible in
                self?.retryButton.isHidden = !isVisible
            },
        ]
    }

    /// The widgets keep these closures, and the screen keeps the widgets: each closure
    /// captures `self` weakly, or the screen would keep itself alive.
    private func connectEvents() {
        let refresh: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            Task { await self.viewModel.refreshTapped() }
        }
        refreshButton.setAction(refresh)
        retryButton.setAction(refresh)
        searchField.onTextChange = { [weak self] text in
            self?.viewModel.searchTextChanged(text)
        }
    }

    // MARK: - TableViewDataSource

    /// As many rows as the view model's `rows` output holds.
    public func numberOfRows(in tableView: TableView) -> Int {
        viewModel.rows.value.count
    }

    /// The row's title over its detail line.
    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let rows = viewModel.rows.value
        guard rows.indices.contains(row) else { return TableViewCell(text: "") }
        return TableViewCell(text: rows[row].title, detailText: rows[row].detail)
    }
}
