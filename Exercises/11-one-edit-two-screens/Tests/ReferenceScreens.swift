// A correct list and detail screen that show an edit — MVC, since your tests look only at
// the screen — with a switch for each seeded bug, which each screen reads as it is made: the
// grading shows your tests these screens as they are, then once per bug switched on, and
// counts the bugs they catch. Reading it spoils the hunt: it names every bug's cause.

import Exercise11Form
import ExerciseGrading
import TerminalUIKit
import UserModel

@MainActor
final class ReferenceListController: ViewController, TableViewDataSource, TableViewDelegate {
    private let service: any UserService
    private let updater: any UserUpdating
    private let bug = EditBug.current

    private var users: [User]?
    private var visibleUsers: [User] = []
    private var isLoading = false
    private var errorMessage: String?
    private var query = ""
    private var loadTask: Task<Void, Never>?

    private let refreshButton = Button(title: "Refresh")
    private let searchField = SearchField(placeholder: "name or email")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let retryButton = Button(title: "Retry")
    private let summaryLabel = Label()
    private let tableView = TableView()

    init(service: any UserService, updater: any UserUpdating) {
        self.service = service
        self.updater = updater
        super.init()
    }

    deinit {
        loadTask?.cancel()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"
        navigationItem.rightBarButtonItem = refreshButton
        for widget in [searchField, spinner, errorLabel, retryButton, summaryLabel, tableView] {
            view.addSubview(widget)
        }
        retryButton.isHidden = true
        tableView.dataSource = self
        tableView.delegate = self

        refreshButton.setAction { [weak self] in self?.loadUsers() }
        retryButton.setAction { [weak self] in self?.loadUsers() }
        searchField.onTextChange = { [weak self] text in self?.searchTextChanged(text) }
        loadUsers()
    }

    /// What each detail screen calls with a save: made once, and held by the list.
    private lazy var showSave: (User) -> Void =
        self.bug == .listOutlivesWindow ? { self.userSaved($0) } : { [weak self] in self?.userSaved($0) }

    private func userSaved(_ user: User) {
        guard bug != .listShowsOldValues, let listed = users else { return }
        let replaced = listed.map { $0.id == user.id ? user : $0 }
        switch bug {
        case .rowKeepsOldPlace: users = replaced
        case .savedUserListedTwice: users = UserListRules.sorted(listed + [user])
        case .searchFindsOldValues:
            visibleUsers = UserListRules.sorted(visibleUsers.map { $0.id == user.id ? user : $0 })
            tableView.reloadData()
            return
        default: users = UserListRules.sorted(replaced)
        }
        applyQuery()
        updateScreen()
    }

    private func loadUsers() {
        loadTask?.cancel()
        isLoading = true
        errorMessage = nil
        updateScreen()
        loadTask = Task { [weak self, service] in
            do {
                let fetched = try await service.fetchUsers()
                self?.loadFinished(with: .success(fetched))
            } catch {
                self?.loadFinished(with: .failure(error))
            }
        }
    }

    private func loadFinished(with result: Result<[User], any Error>) {
        isLoading = false
        switch result {
        case .success(let fetched):
            users = UserListRules.sorted(fetched)
        case .failure(let error) where error is CancellationError:
            break
        case .failure(let error):
            errorMessage = error.userFacingMessage
        }
        applyQuery()
        updateScreen()
    }

    private func searchTextChanged(_ text: String) {
        query = text
        applyQuery()
        updateScreen()
    }

    private var trimmedQuery: String {
        UserListRules.trimmed(query)
    }

    private func applyQuery() {
        let query = trimmedQuery
        visibleUsers = (users ?? []).filter { UserListRules.matches($0, query: query) }
        tableView.reloadData()
    }

    private var summaryText: String {
        guard let users else { return "" }
        if users.isEmpty { return "No users yet." }
        if visibleUsers.isEmpty { return "No users match \"\(trimmedQuery)\"." }
        let total = users.count == 1 ? "1 user" : "\(users.count) users"
        return trimmedQuery.isEmpty ? total : "\(visibleUsers.count) of \(total)"
    }

    private func updateScreen() {
        refreshButton.isEnabled = !isLoading
        if isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        errorLabel.text = errorMessage.map { "Couldn't load users: \($0)" } ?? ""
        retryButton.isHidden = errorMessage == nil || users != nil
        summaryLabel.text = summaryText
    }

    func numberOfRows(in tableView: TableView) -> Int {
        visibleUsers.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let user = visibleUsers[row]
        return TableViewCell(
            text: "\(user.firstName) \(user.lastName)",
            detailText: "\(referenceAge(user.age)) · \(user.email)")
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        guard visibleUsers.indices.contains(row) else { return }
        let detail = ReferenceDetailController(user: visibleUsers[row], updater: updater, onSaved: showSave)
        navigationController?.pushViewController(detail)
    }
}

@MainActor
final class ReferenceDetailController: ViewController {
    private let opened: User
    private var user: User
    private let updater: any UserUpdating
    private let bug = EditBug.current
    private let onSaved: (User) -> Void
    private let emailLabel = Label()
    private let ageLabel = Label()
    private let editButton = Button(title: "Edit")

    init(user: User, updater: any UserUpdating, onSaved: @escaping (User) -> Void) {
        self.opened = user
        self.user = user
        self.updater = updater
        self.onSaved = onSaved
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for widget in [emailLabel, ageLabel, editButton] {
            view.addSubview(widget)
        }
        editButton.setAction { [weak self] in self?.editTapped() }
        show()
    }

    private func editTapped() {
        let watched = WatchedUpdater(base: updater) { [weak self] sent, error in
            self?.saveFailed(sent, error)
        }
        let start = bug == .editAgainStartsFromOldValues ? opened : user
        let form = EditProfileViewController(user: start, updater: watched) { [weak self] saved in
            self?.saved(saved)
        }
        navigationController?.pushViewController(form)
    }

    private func saved(_ saved: User) {
        let isFirstSave = user == opened
        if bug != .detailShowsOldValues {
            user = saved
            show()
        }
        if bug != .secondSaveMissesList || isFirstSave { onSaved(saved) }
    }

    private func saveFailed(_ sent: User, _ error: any Error) {
        if error is CancellationError, bug == .detailShowsCancelledSave {
            user = sent
            show()
        } else if !(error is CancellationError), bug == .listShowsRejectedSave {
            onSaved(sent)
        }
    }

    private func show() {
        title = "\(user.firstName) \(user.lastName)"
        emailLabel.text = "Email: \(user.email)"
        ageLabel.text = "Age: \(referenceAge(user.age))"
    }
}

/// `1 year` or `N years`.
private func referenceAge(_ years: Int) -> String {
    years == 1 ? "1 year" : "\(years) years"
}

/// The updater the form saves through, telling the detail screen of each save that failed
/// or was cancelled, with the user it sent.
private struct WatchedUpdater: UserUpdating {
    let base: any UserUpdating
    let failed: @MainActor @Sendable (User, any Error) -> Void

    func update(_ user: User) async throws -> User {
        do {
            return try await base.update(user)
        } catch {
            await failed(user, error)
            throw error
        }
    }
}
