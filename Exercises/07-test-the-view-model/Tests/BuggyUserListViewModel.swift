// A copy of the user list's view model with a switch for each seeded bug: the grading
// hands your tests this copy, once per bug, and counts the bugs they catch. Reading it
// spoils the hunt; write your tests from the real view model.

import Bindings
import Exercise07Presentation
import UserModel

@MainActor
final class BuggyUserListViewModel: ViewModelUnderTest {
    private let bug: ViewModelBug
    private(set) var loadTask: Task<Void, Never>?

    private let service: any UserService
    private var users: [User]?
    private var query = ""
    private var isLoading = false
    private var errorMessage: String?

    private let spinnerSource = MutableProperty(false)
    private let refreshSource = MutableProperty(true)
    private let errorSource = MutableProperty("")
    private let retrySource = MutableProperty(false)
    private let summarySource = MutableProperty("")
    private let rowsSource = MutableProperty<[UserRow]>([])

    var isSpinnerVisible: Property<Bool> { spinnerSource.readOnly }
    var isRefreshEnabled: Property<Bool> { refreshSource.readOnly }
    var errorText: Property<String> { errorSource.readOnly }
    var isRetryVisible: Property<Bool> { retrySource.readOnly }
    var summaryText: Property<String> { summarySource.readOnly }
    var rows: Property<[UserRow]> { rowsSource.readOnly }

    init(service: any UserService, bug: ViewModelBug) {
        self.service = service
        self.bug = bug
        if bug == .loadsWhenMade { load() }
    }

    deinit {
        loadTask?.cancel()
    }

    func viewDidLoad() {
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
        if bug == .searchFetches { load() }
        publish()
    }

    private func load() {
        isLoading = true
        if bug != .errorStaysDuringRetry { errorMessage = nil }
        publish()
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
            errorMessage = nil
        case .failure(let error) where error is CancellationError:
            break
        case .failure(let error):
            errorMessage = error.userFacingMessage
        }
        publish()
    }

    private func publish() {
        let query = UserListRules.trimmed(query)
        let shown = users?.filter { UserListRules.matches($0, query: query) } ?? []
        spinnerSource.update(isLoading)
        refreshSource.update(!isLoading)
        errorSource.update(errorMessage.map { "Couldn't load users: \($0)" } ?? "")
        retrySource.update(errorMessage != nil && (users == nil || bug == .retryAfterFailedRefresh))
        if bug == .headerRepeats {
            summarySource.value = summary(shown: shown.count, query: query)
        } else {
            summarySource.update(summary(shown: shown.count, query: query))
        }
        rowsSource.update(shown.map(UserListWording.row(for:)))
    }

    private func summary(shown: Int, query: String) -> String {
        guard let users else { return "" }
        let header = UserListWording.header(userCount: users.count)
        if users.isEmpty || query.isEmpty { return header }
        if shown == 0 { return "No users match \"\(query)\"." }
        return "\(shown) of \(header)"
    }
}
