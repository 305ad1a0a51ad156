// The list screen's presenter in MVP: it decides what the passive view shows and when,
// from the service's answers and the user's events — including answers that arrive late.
// It may know users, the service, the list's rules and the view protocol; it must not
// import the view kit.

import UserModel

/// Loads the users and tells a passive ``UserListView`` what to show.
@MainActor
public final class UserListPresenter {
    /// The view it drives; weak, because the view owns the presenter.
    public weak var view: (any UserListView)?
    private let service: any UserService
    private var isLoading = false
    // Step 1: remember the number of the newest request.

    /// Creates a presenter that loads from `service`; attach a view before `viewDidLoad()`.
    public init(service: any UserService) {
        self.service = service
    }

    /// Makes `view` the one this presenter drives.
    public func attach(_ view: any UserListView) {
        self.view = view
    }

    // MARK: - Events

    /// The screen appeared: load the users.
    public func viewDidLoad() async {
        await load()
    }

    /// Refresh was tapped: load again, unless a load is running.
    public func refreshTapped() async {
        guard !isLoading else { return }
        await load()
    }

    /// The app came back to the foreground: reload, even while a load is running — which
    /// is how two requests come to be in flight at once.
    public func sceneWillEnterForeground() async {
        await load()
    }

    // MARK: - Presenting

    private func load() async {
        // Step 1: number this request, and remember it as the newest.
        isLoading = true
        view?.showLoading()
        do {
            let users = UserListRules.sorted(try await service.fetchUsers())
            // Step 1: if a newer request started meanwhile, this answer is stale: drop it.
            show(users)
        } catch {
            // Step 1: a stale failure is dropped too.
            view?.showError(message: ListText.loadFailed(error))
        }
        isLoading = false
    }

    private func show(_ users: [User]) {
        if users.isEmpty {
            view?.showEmpty(message: ListText.noUsers)
        } else {
            view?.showUsers(header: ListText.header(count: users.count), rows: users.map(UserRow.init(user:)))
        }
    }
}
