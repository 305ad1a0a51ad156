// The list screen's view controller in MVVM. It draws the right screen, but it never goes
// away: it owns the view model, the widgets and the binding tokens, and the closures it
// hands them capture `self` strongly. It may know the view kit and the view model; it keeps
// no state of its own and decides nothing.

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

    /// Binds each widget to an output; the view model keeps these closures as long as it lives.
    private func bindViewModel() {
        // Step 1: every closure below captures `self` strongly, and the view model keeps them:
        //         view controller → view model → closure → view controller.
        bindings = [
            viewModel.isLoading.bind { isLoading in
                if isLoading { self.spinner.startAnimating() } else { self.spinner.stopAnimating() }
                self.refreshButton.isEnabled = !isLoading
            },
            viewModel.summary.bind { summary in
                self.summaryLabel.text = summary
            },
            viewModel.rows.bind { _ in
                self.tableView.reloadData()
            },
            viewModel.errorMessage.bind { message in
                self.errorLabel.text = message
            },
            viewModel.isRetryVisible.bind { isVisible in
                self.retryButton.isHidden = !isVisible
            },
        ]
    }

    /// Forwards taps and typing to the view model; the widgets keep these closures.
    private func connectEvents() {
        // Step 2: every closure below captures `self` strongly, and the widgets keep them:
        //         view controller → widget → closure → view controller.
        let refresh: @MainActor () -> Void = {
            Task { await self.viewModel.refreshTapped() }
        }
        refreshButton.setAction(refresh)
        retryButton.setAction(refresh)
        searchField.onTextChange = { text in
            self.viewModel.searchTextChanged(text)
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
