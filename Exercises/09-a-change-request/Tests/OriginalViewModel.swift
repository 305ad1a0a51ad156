// The view model as it was before the change, kept by the grading (see OriginalCode.swift).

import Bindings
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

    private let spinnerSource = MutableProperty(false)
    private let refreshSource = MutableProperty(true)
    private let errorSource = MutableProperty("")
    private let summarySource = MutableProperty("")
    private let rowsSource = MutableProperty<[UserRow]>([])
    private let dismissSource = MutableProperty(false)

    var isSpinnerVisible: Property<Bool> { spinnerSource.readOnly }
    var isRefreshEnabled: Property<Bool> { refreshSource.readOnly }
    var errorText: Property<String> { errorSource.readOnly }
    var summaryText: Property<String> { summarySource.readOnly }
    var rows: Property<[UserRow]> { rowsSource.readOnly }

    var isDismissVisible: Property<Bool> { dismissSource.readOnly }

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
