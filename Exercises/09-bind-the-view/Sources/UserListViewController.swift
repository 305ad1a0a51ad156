// The list screen's view controller in MVVM: it builds the widgets, binds each one to a
// view model output, and forwards the user's events to the view model's inputs. It may know
// the view kit and the view model; it keeps no state of its own and decides nothing.

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
        // Step 1: start the first load, as a task: `Task { … }` calling the
        //         view model's `viewDidLoad()`.
    }

    private func bindViewModel() {
        // Keep every token in `bindings`: a token nobody keeps ends its binding at once.
        // Step 1: `isLoading` → the spinner spins, and Refresh is disabled, while it is true.
        // Step 2: `summary` → `summaryLabel`'s text; `rows` → `tableView.reloadData()`
        //         (the data source below already reads `viewModel.rows.value`).
        // Step 3: `errorMessage` → `errorLabel`'s text; `isRetryVisible` → `retryButton`.
    }

    private func connectEvents() {
        // Step 4: Refresh and Retry → the view model's `refreshTapped()` (in a `Task`);
        //         typing in `searchField` → `searchTextChanged(_:)`.
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
