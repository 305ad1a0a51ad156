// Given, complete: the list screen's view model. Its outputs are the screen's state —
// loading, rows, summary, error, Retry — and its methods are the user's events. It may know
// users, the service and the list's rules; it must not import the view kit or know a widget.

import UserModel

/// The user list's state as observable outputs, and the user's events as methods.
@MainActor
public final class UserListViewModel {
    // MARK: - Outputs

    /// Whether a load is running: the view shows its spinner and disables Refresh.
    public let isLoading = Observable(false)
    /// The header (`6 users`, `1 of 6 users`), `No users yet.` or `No users match "zz".`.
    public let summary = Observable("")
    /// The matching users as rows, in list order.
    public let rows = Observable<[UserRow]>([])
    /// `Couldn't load users: <reason>` after a failed load; empty otherwise.
    public let errorMessage = Observable("")
    /// Whether Retry shows: only while a load failed and no users were ever loaded.
    public let isRetryVisible = Observable(false)

    private let service: any UserService
    private var users: [User] = []
    private var query = ""
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

    /// The search text changed: show the users who match it. Never refetches.
    public func searchTextChanged(_ text: String) {
        query = text
        if hasLoadedUsers { showUsers() }
    }

    // MARK: - State

    private func load() async {
        isLoading.value = true
        errorMessage.value = ""
        isRetryVisible.value = false
        do {
            users = UserListRules.sorted(try await service.fetchUsers())
            hasLoadedUsers = true
            showUsers()
        } catch {
            errorMessage.value = ListText.loadFailed(error)
            isRetryVisible.value = !hasLoadedUsers
        }
        isLoading.value = false
    }

    private func showUsers() {
        let trimmed = UserListRules.trimmed(query)
        let matching = users.filter { UserListRules.matches($0, query: trimmed) }
        rows.value = matching.map(UserRow.init(user:))
        summary.value = ListText.summary(total: users.count, matching: matching.count, query: trimmed)
    }
}
