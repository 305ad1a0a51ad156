// The list screen's presenter in MVP: it decides what the passive view shows and when,
// from the service's answers and the user's events. It may know users, the service, the
// list's rules and the view protocol; it must not import the view kit.

import UserModel

/// Loads the users and tells a passive ``UserListView`` what to show.
@MainActor
public final class UserListPresenter {
    /// The view it drives; weak, because the view owns the presenter.
    public weak var view: (any UserListView)?
    private let service: any UserService
    private var users: [User] = []
    private var isLoading = false
    private var order = SortOrder.byName

    /// Creates a presenter that loads from `service`; attach a view before `viewDidLoad()`.
    public init(service: any UserService) {
        self.service = service
    }

    /// Makes `view` the one this presenter drives.
    public func attach(_ view: any UserListView) {
        self.view = view
    }

    // MARK: - Events

    /// The screen appeared: offer the other order on the Sort button, then load.
    public func viewDidLoad() async {
        view?.showSortButtonTitle(order.buttonTitle)
        await load()
    }

    /// Refresh was tapped: load again, unless a load is running.
    public func refreshTapped() async {
        guard !isLoading else { return }
        await load()
    }

    /// Sort was tapped: switch the order, retitle the button, re-show the rows (never refetches).
    public func sortTapped() {
        order = order.toggled
        view?.showSortButtonTitle(order.buttonTitle)
        if !users.isEmpty { showUsers() }
    }

    // MARK: - Presenting

    private func load() async {
        isLoading = true
        view?.showLoading()
        do {
            users = try await service.fetchUsers()
            showUsers()
        } catch {
            view?.showError(message: ListText.loadFailed(error))
        }
        isLoading = false
    }

    private func showUsers() {
        guard !users.isEmpty else {
            view?.showEmpty(message: ListText.noUsers)
            return
        }
        let rows = order.sorted(users).map(UserRow.init(user:))
        view?.showUsers(header: ListText.header(count: users.count), rows: rows)
    }
}
