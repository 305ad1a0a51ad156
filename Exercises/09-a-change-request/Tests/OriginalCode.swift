// The code as it was before the change, kept by the grading: your new tests must fail on
// it (that is how they show they test the change), and the team's tests as they were
// before the change run on your code to see which of them broke.

import Exercise09MVPPresentation
import TerminalUIKit
import UserModel

/// Builds the pieces as they were before the change.
@MainActor
enum OriginalCode {
    static func mvcWindow(_ service: any UserService) -> Window {
        Window(
            rootViewController: NavigationController(
                rootViewController: OriginalMVCController(service: service)))
    }

    static func presenter(_ service: any UserService) -> any PresenterUnderTest {
        OriginalPresenter(service: service)
    }

    static func viewModel(_ service: any UserService) -> any ViewModelUnderTest {
        OriginalViewModel(service: service)
    }
}

@MainActor
private final class OriginalMVCController: ViewController, TableViewDataSource {
    private let service: any UserService
    private var users: [User]?
    private var isLoading = false
    private var errorMessage: String?
    private var loadTask: Task<Void, Never>?

    private let refreshButton = Button(title: "Refresh")
    private let spinner = Spinner("Loading users…")
    private let errorLabel = Label()
    private let summaryLabel = Label()
    private let tableView = TableView()

    init(service: any UserService) {
        self.service = service
        super.init()
    }

    deinit {
        loadTask?.cancel()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"
        navigationItem.rightBarButtonItem = refreshButton
        for widget in [spinner, errorLabel, summaryLabel, tableView] {
            view.addSubview(widget)
        }
        tableView.dataSource = self
        refreshButton.setAction { [weak self] in self?.loadUsers() }
        loadUsers()
    }

    private func loadUsers() {
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
        tableView.reloadData()
        updateScreen()
    }

    private func updateScreen() {
        refreshButton.isEnabled = !isLoading
        if isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
        errorLabel.text = errorMessage.map { "Couldn't load users: \($0)" } ?? ""
        summaryLabel.text = users.map { $0.count == 1 ? "1 user" : "\($0.count) users" } ?? ""
        if users?.isEmpty == true { summaryLabel.text = "No users yet." }
    }

    private func ageText(of user: User) -> String {
        user.age == 1 ? "1 year" : "\(user.age) years"
    }

    func numberOfRows(in tableView: TableView) -> Int {
        users?.count ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let user = (users ?? [])[row]
        return TableViewCell(
            text: "\(user.firstName) \(user.lastName)", detailText: "\(ageText(of: user)) · \(user.email)")
    }
}

@MainActor
private final class OriginalPresenter: PresenterUnderTest {
    private(set) weak var view: (any UserListView)?
    private(set) var loadTask: Task<Void, Never>?

    private let service: any UserService
    private var isLoading = false

    init(service: any UserService) {
        self.service = service
    }

    deinit {
        loadTask?.cancel()
    }

    func attach(_ view: any UserListView) {
        self.view = view
    }

    func viewDidLoad() {
        load()
    }

    func refreshTapped() {
        guard !isLoading else { return }
        load()
    }

    func dismissTapped() {
    }

    private func load() {
        setLoading(true)
        view?.showError(nil)
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
        setLoading(false)
        switch result {
        case .success(let fetched):
            let users = UserListRules.sorted(fetched)
            view?.showSummary(UserListWording.header(userCount: users.count))
            view?.showRows(users.map(UserListWording.row(for:)))
        case .failure(let error) where error is CancellationError:
            break
        case .failure(let error):
            view?.showError("Couldn't load users: \(error.userFacingMessage)")
        }
    }

    private func setLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
        view?.setLoading(isLoading)
        view?.setRefreshEnabled(!isLoading)
    }
}
