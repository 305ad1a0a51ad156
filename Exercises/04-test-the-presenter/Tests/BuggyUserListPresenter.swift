// A copy of the user list's presenter with a switch for each seeded bug: the grading hands
// your tests this copy, once per bug, and counts the bugs they catch. Reading it spoils the
// hunt; write your tests from the real presenter.

import Exercise04Presentation
import UserModel

@MainActor
final class BuggyUserListPresenter: PresenterUnderTest {
    private let bug: PresenterBug

    private(set) weak var view: (any UserListView)?
    private(set) var loadTask: Task<Void, Never>?

    private let service: any UserService
    private var users: [User]?
    private var query = ""
    private var isLoading = false

    init(service: any UserService, bug: PresenterBug) {
        self.service = service
        self.bug = bug
    }

    deinit {
        loadTask?.cancel()
    }

    func attach(_ view: any UserListView) {
        self.view = view
    }

    func viewDidLoad() {
        view?.setTitle("Users")
        load()
    }

    func refreshTapped() {
        guard !isLoading else { return }
        load()
    }

    func retryTapped() {
        refreshTapped()
    }

    func searchTextChanged(_ text: String) {
        query = text
        showList()
    }

    private func load() {
        if bug == .refreshForgetsQuery { query = "" }
        loadTask?.cancel()
        if bug != .spinnerLate { setLoading(true) }
        view?.showError(nil)
        view?.setRetryVisible(false)
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
            users = UserListRules.sorted(fetched)
            showList()
        case .failure(let error) where error is CancellationError:
            break
        case .failure(let error):
            view?.showError("Couldn't load users: \(error.userFacingMessage)")
            view?.setRetryVisible(users == nil || bug == .retryAfterFailedRefresh)
        }
    }

    private func setLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
        view?.setLoading(isLoading)
        view?.setRefreshEnabled(!isLoading)
    }

    private func showList() {
        guard let users else { return }
        let query = UserListRules.trimmed(query)
        let shown = users.filter { UserListRules.matches($0, query: query) }
        view?.showSummary(Self.summary(shown: shown.count, total: users.count, query: query))
        view?.showRows(shown.map(Self.row(for:)))
    }

    private static func summary(shown: Int, total: Int, query: String) -> String {
        let count = total == 1 ? "1 user" : "\(total) users"
        if total == 0 { return "No users yet." }
        if query.isEmpty { return count }
        if shown == 0 { return "No users match \"\(query)\"." }
        return "\(shown) of \(count)"
    }

    private static func row(for user: User) -> UserRow {
        let age = user.age == 1 ? "1 year" : "\(user.age) years"
        return UserRow(title: "\(user.firstName) \(user.lastName)", detail: "\(age) · \(user.email)")
    }
}
