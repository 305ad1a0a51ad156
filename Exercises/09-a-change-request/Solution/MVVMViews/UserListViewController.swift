// The user list's view, in MVVM: it builds the widgets, binds each one to a view model
// output, and forwards each user event to a view model input. It may know the view kit; it
// decides nothing, and it owns the view model and its bindings — never the reverse.

import Bindings
import Exercise09MVVMPresentation
import TerminalUIKit
import UserModel

/// The user list screen, MVVM.
@MainActor
final class UserListViewController: ViewController, TableViewDataSource {
    /// The view model this screen binds to; the tests reach it through this property.
    let viewModel: UserListViewModel
    /// The tokens of this screen's bindings: they end when the screen goes.
    private var bindings: [BindingToken] = []
    /// The rows as last published, for the table's data source.
    private var rows: [UserRow] = []

    // MARK: - Widgets

    private let refreshButton = Button(title: "Refresh")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let dismissButton = Button(title: "Dismiss")
    private let summaryLabel = Label()
    private let tableView = TableView()

    /// Creates the screen around `viewModel`, which it keeps alive.
    init(viewModel: UserListViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    // MARK: - Building the screen

    /// Builds every widget, binds it, forwards every action, and tells the view model the
    /// screen loaded.
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"
        navigationItem.rightBarButtonItem = refreshButton
        for widget in [spinner, errorLabel, dismissButton, summaryLabel, tableView] {
            view.addSubview(widget)
        }
        tableView.dataSource = self
        viewModel.isSpinnerVisible.bind(to: self) { screen, isVisible in
            if isVisible { screen.spinner.startAnimating() } else { screen.spinner.stopAnimating() }
        }
        .store(in: &bindings)
        viewModel.isRefreshEnabled.bind(to: self) { $0.refreshButton.isEnabled = $1 }.store(in: &bindings)
        viewModel.errorText.bind(to: self) { $0.errorLabel.text = $1 }.store(in: &bindings)
        viewModel.isDismissVisible.bind(to: self) { $0.dismissButton.isHidden = !$1 }.store(in: &bindings)
        viewModel.summaryText.bind(to: self) { $0.summaryLabel.text = $1 }.store(in: &bindings)
        viewModel.rows.bind(to: self) { screen, rows in
            screen.rows = rows
            screen.tableView.reloadData()
        }
        .store(in: &bindings)
        refreshButton.setAction { [viewModel] in viewModel.refreshTapped() }
        dismissButton.setAction { [viewModel] in viewModel.dismissTapped() }
        viewModel.viewDidLoad()
    }

    // MARK: - Table data source

    /// One row per published row.
    func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    /// The published row's two lines, as they are.
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        TableViewCell(text: rows[row].title, detailText: rows[row].detail)
    }
}

// MARK: - The composition root

/// Builds the MVVM screen, ready to show.
@MainActor
enum MVVMScreen {
    /// The list in a navigation controller in a window; `makeKeyAndVisible()` loads it.
    static func makeWindow(service: any UserService) -> Window {
        let list = UserListViewController(viewModel: UserListViewModel(service: service))
        return Window(rootViewController: NavigationController(rootViewController: list))
    }
}
