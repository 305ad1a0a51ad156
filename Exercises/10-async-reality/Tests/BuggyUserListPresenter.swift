// A copy of the user list's presenter, with the newest request winning and replaced loads
// cancelled, and a switch for each seeded bug: the grading hands your tests this copy, once
// per bug, and counts the bugs they catch. Reading it spoils the hunt.

import Exercise10Presentation
import UserModel

@MainActor
final class BuggyUserListPresenter: PresenterUnderTest {
    private let bug: AsyncBug
    private(set) weak var view: (any UserListView)?
    private(set) var loadTask: Task<Void, Never>?

    private let service: any UserService
    private var isLoading = false
    private var newestRequest = 0

    init(service: any UserService, bug: AsyncBug) {
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
        load()
    }

    func refreshTapped() {
        guard !isLoading else { return }
        load()
    }

    func sceneWillEnterForeground() {
        guard loadTask != nil else { return }
        load()
    }

    private func load() {
        if bug != .noCancel { loadTask?.cancel() }
        newestRequest += 1
        let request = newestRequest
        setLoading(true)
        view?.showError(nil)
        loadTask = Task { [weak self, service] in
            do {
                let fetched = try await service.fetchUsers()
                self?.loadFinished(request, with: .success(fetched))
            } catch {
                self?.loadFinished(request, with: .failure(error))
            }
        }
    }

    private func loadFinished(_ request: Int, with result: Result<[User], any Error>) {
        let isStale = request != newestRequest
        if isStale, bug == .staleEndsLoading { setLoading(false) }
        if isStale, bug != .staleOverwrites, bug != .staleFailureShows { return }
        if isStale, bug == .staleFailureShows, case .success = result { return }
        setLoading(false)
        switch result {
        case .success(let fetched):
            let users = UserListRules.sorted(fetched)
            view?.showSummary(UserListWording.header(userCount: users.count))
            view?.showRows(users.map(UserListWording.row(for:)))
        case .failure(let error) where error is CancellationError && bug != .cancellationIsAnError:
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
