// The list screen's view model in MVVM: the screen's state as observable outputs, the
// user's events as methods. It may know users, the service and the list's rules; it must
// not import the view kit, and it never tells a view what to do: views bind to it.

import UserModel

/// The user list's state as observable outputs, and the user's events as methods.
@MainActor
public final class UserListViewModel {
    // MARK: - Outputs

    /// Whether a load is running.
    public let isLoading = Observable(false)
    /// `6 users`, `1 user` or `No users yet.`; empty until a load succeeds.
    public let summary = Observable("")
    /// The users as rows, in the chosen order.
    public let rows = Observable<[UserRow]>([])
    /// `Couldn't load users: <reason>` after a failed load; empty otherwise.
    public let errorMessage = Observable("")
    /// New with the change request: the Sort button's title, offering the other order.
    public let sortButtonTitle = Observable(SortOrder.byName.buttonTitle)

    private let service: any UserService
    private var users: [User] = []
    private var order = SortOrder.byName

    /// Creates a view model that loads from `service`.
    public init(service: any UserService) {
        self.service = service
    }

    // MARK: - Inputs

    /// The screen appeared for the first time: load the users.
    public func viewDidLoad() async {
        await load()
    }

    /// Refresh was tapped: load again, unless a load is running.
    public func refreshTapped() async {
        guard !isLoading.value else { return }
        await load()
    }

    /// Sort was tapped: switch the order, retitle the button, re-emit the rows (never refetches).
    public func sortTapped() {
        order = order.toggled
        sortButtonTitle.value = order.buttonTitle
        if !users.isEmpty { showUsers() }
    }

    // MARK: - State

    private func load() async {
        isLoading.value = true
        errorMessage.value = ""
        do {
            users = try await service.fetchUsers()
            showUsers()
        } catch {
            errorMessage.value = ListText.loadFailed(error)
        }
        isLoading.value = false
    }

    private func showUsers() {
        rows.value = order.sorted(users).map(UserRow.init(user:))
        summary.value = users.isEmpty ? ListText.noUsers : ListText.header(count: users.count)
    }
}
