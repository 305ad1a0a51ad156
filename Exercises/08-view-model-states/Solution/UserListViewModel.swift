// The list screen's view model: it turns the service's answers into observable outputs a
// view binds to — loading, rows, summary, error, Retry — and takes the user's events as
// methods. It may know users, the service and the list's rules; it must not import the view
// kit, and it never tells a view what to do: views bind to it.

import UserModel

/// The user list's state as observable outputs, and the user's events as methods.
@MainActor
public final class UserListViewModel {
    // MARK: - Outputs

    /// Whether a load is running: the view shows its spinner and disables Refresh.
    public let isLoading = Observable(false)
    /// `6 users`, `1 user` or `No users yet.`; empty until a load succeeds.
    public let summary = Observable("")
    /// The users as rows, in list order.
    public let rows = Observable<[UserRow]>([])
    /// `Couldn't load users: <reason>` after a failed load; empty otherwise.
    public let errorMessage = Observable("")
    /// Whether Retry shows: only while a load failed and no rows were ever loaded.
    public let isRetryVisible = Observable(false)

    private let service: any UserService
    private var hasLoadedUsers = false

    /// Creates a view model that loads from `service`.
    public init(service: any UserService) {
        self.service = service
    }

    // MARK: - Inputs

    /// The screen appeared for the first time: load the users.
    public func viewDidLoad() async {
        await load()
    }

    /// Refresh (or Retry) was tapped: load again, unless a load is already running.
    public func refreshTapped() async {
        guard !isLoading.value else { return }
        await load()
    }

    // MARK: - Loading

    private func load() async {
        isLoading.value = true
        errorMessage.value = ""
        isRetryVisible.value = false
        do {
            let users = UserListRules.sorted(try await service.fetchUsers())
            hasLoadedUsers = true
            rows.value = users.map(UserRow.init(user:))
            summary.value = users.isEmpty ? ListText.noUsers : ListText.header(count: users.count)
        } catch {
            errorMessage.value = ListText.loadFailed(error)
            isRetryVisible.value = !hasLoadedUsers
        }
        isLoading.value = false
    }
}
