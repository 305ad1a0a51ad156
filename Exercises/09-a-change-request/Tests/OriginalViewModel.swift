// The view model as it was before the change, kept by the grading (see OriginalCode.swift).

import Exercise09MVVMPresentation
import UserModel

@MainActor
final class OriginalViewModel: ViewModelUnderTest {
    private(set) var loadTask: Task<Void, Never>?

    private let service: any UserService
    private var isLoading = false

    init(service: any UserService) {
        self.service = service
    }

    deinit {
        loadTask?.cancel()
    }

    private let spinnerSource = MutableObservable(false)
    private let refreshSource = MutableObservable(true)
    private let errorSource = MutableObservable("")
    private let summarySource = MutableObservable("")
    private let rowsSource = MutableObservable<[UserRow]>([])
    private let dismissSource = MutableObservable(false)

    var isSpinnerVisible: Observable<Bool> { spinnerSource.observable }
    var isRefreshEnabled: Observable<Bool> { refreshSource.observable }
    var errorText: Observable<String> { errorSource.observable }
    var summaryText: Observable<String> { summarySource.observable }
    var rows: Observable<[UserRow]> { rowsSource.observable }

    var isDismissVisible: Observable<Bool> { dismissSource.observable }

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
        errorSource.update("")
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
            summarySource.update(UserListWording.header(userCount: users.count))
            rowsSource.update(users.map(UserListWording.row(for:)))
        case .failure(let error) where error is CancellationError:
            break
        case .failure(let error):
            errorSource.update("Couldn't load users: \(error.userFacingMessage)")
        }
    }

    private func setLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
        spinnerSource.update(isLoading)
        refreshSource.update(!isLoading)
    }
}
