// The list controller after "Lighter View Controllers": still MVC, still the one object that
// talks to the model and the kit and decides what shows, but loading went to
// `UserListLoader`, wording and row formatting to `UserFormatter`, and the table's data to
// `UserListDataSource`. What stayed still needs a window to test.

import TerminalUIKit
import UserModel

@MainActor
public final class UserListViewController: ViewController, TableViewDelegate, FavouritesObserver {
    // MARK: - State that decides what shows

    private let favourites: FavouritesStore
    private let formatter: UserFormatter
    private let dataSource: UserListDataSource
    private let loader: UserListLoader

    private var users: [ListedUser]?
    private var query = ""
    private var errorMessage: String?

    // MARK: - Building the screen

    private let refreshButton = Button(title: "Refresh")
    private let searchField = SearchField(placeholder: "name or email")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")
    private let summaryLabel = Label()
    private let tableView = TableView()

    public init(loader: UserListLoader, favourites: FavouritesStore) {
        self.favourites = favourites
        formatter = UserFormatter(favourites: favourites)
        dataSource = UserListDataSource(formatter: formatter)
        self.loader = loader
        super.init()
        loader.onFinish = { [weak self] outcome in self?.loadFinished(outcome) }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"
        navigationItem.rightBarButtonItem = refreshButton
        for widget in [searchField, spinner, errorLabel, retryButton, summaryLabel, tableView] {
            view.addSubview(widget)
        }
        retryButton.isHidden = true
        // The table holds its data source weakly, as UIKit's does: this controller owns it.
        tableView.dataSource = dataSource
        tableView.delegate = self

        refreshButton.setAction { [weak self] in self?.loadUsers() }
        retryButton.setAction { [weak self] in self?.loadUsers() }
        searchField.onTextChange = { [weak self] text in self?.searchTextChanged(text) }
        favourites.addObserver(self)

        loadUsers()
    }

    // MARK: - Lifecycle

    /// Reloads even while a load runs (the newest request wins). Ignored before the first load.
    public override func sceneWillEnterForeground() {
        guard loader.hasStarted else { return }
        loadUsers()
    }

    private func loadUsers() {
        loader.load()
        errorMessage = nil
        updateScreen()
    }

    private func loadFinished(_ outcome: UserListLoader.Outcome) {
        switch outcome {
        case .loaded(let listed):
            users = listed
            errorMessage = nil
        case .failed(let error):
            // The previous rows, if any, stay on screen under the error.
            errorMessage = error.userFacingMessage
        case .cancelled:
            break
        }
        applyQuery()
        updateScreen()
    }

    private func searchTextChanged(_ text: String) {
        query = text
        applyQuery()
        updateScreen()
    }

    private func applyQuery() {
        dataSource.visibleUsers = UserListRules.filter(users ?? [], query: UserListRules.trimmed(query))
        tableView.reloadData()
    }

    // MARK: - Deciding what shows

    private func updateScreen() {
        // A disabled button ignores taps: this is what keeps Refresh from starting a second load.
        refreshButton.isEnabled = !loader.isLoading
        if loader.isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        errorLabel.text = formatter.errorLine(message: errorMessage)
        // Retry only until a load has ever succeeded; after that, Refresh is the way.
        retryButton.isHidden = errorMessage == nil || users != nil
        summaryLabel.text = formatter.header(
            users: users, visibleCount: dataSource.visibleUsers.count, query: UserListRules.trimmed(query))
    }

    // MARK: - Table delegate and navigation

    public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard let user = dataSource.user(at: row) else { return }
        navigationController?.pushViewController(UserDetailViewController(user: user, favourites: favourites))
    }

    // MARK: - Observing the model

    public func favouritesDidChange(_ store: FavouritesStore) {
        tableView.reloadData()
        updateScreen()
    }
}
