// The list screen's view model in MVVM: the screen's state as observable outputs, the
// user's events as methods — including answers that arrive late. It may know users, the
// service and the list's rules; it must not import the view kit, and it never tells a view
// what to do: views bind to it.

import UserModel

/// The user list's state as observable outputs, and the user's events as methods.
@MainActor
public final class UserListViewModel {
    // MARK: - Outputs

    /// Whether a load is running.
    public let isLoading = Observable(false)
    /// `6 users`, `1 user` or `No users yet.`; empty until a load succeeds.
    public let summary = Observable("")
    /// The users as rows, in list order.
    public let rows = Observable<[UserRow]>([])
    /// `Couldn't load users: <reason>` after a failed load; empty otherwise.
    public let errorMessage = Observable("")

    private let service: any UserService
    /// The number of the newest request: only its answer may reach the outputs.
    private var newestRequest = 0

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

    /// The app came back to the foreground: reload, even while a load is running — which
    /// is how two requests come to be in flight at once.
    public func sceneWillEnterForeground() async {
        await load()
    }

    // MARK: - State

    private func load() async {
        newestRequest += 1
        let request = newestRequest
        isLoading.value = true
        errorMessage.value = ""
        do {
            let users = UserListRules.sorted(try await service.fetchUsers())
            guard request == newestRequest else { return }
            rows.value = users.map(UserRow.init(user:))
            summary.value = users.isEmpty ? ListText.noUsers : ListText.header(count: users.count)
        } catch {
            guard request == newestRequest else { return }
            errorMessage.value = ListText.loadFailed(error)
        }
        isLoading.value = false
    }
}
