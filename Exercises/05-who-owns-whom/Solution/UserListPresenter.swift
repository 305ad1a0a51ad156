// The presenter: the list's presentation logic and none of its drawing. It knows the model
// and the ``UserListView`` protocol only. The view owns the presenter, so the presenter
// holds the view weakly, and forgets it on `detach()` — even mid-load.

import UserModel

/// Loads the users and tells its passive view what to show, for as long as it has one.
@MainActor
public final class UserListPresenter {
    private let service: any UserService
    // Step 1: weak — the view controller owns the presenter; the presenter must not own it back.
    /// The view being told what to show.
    public private(set) weak var view: (any UserListView)?

    /// Creates a presenter that loads users from `service`.
    public init(service: any UserService) {
        self.service = service
    }

    // MARK: - Attaching the view

    /// Starts telling `view` what to show.
    public func attach(_ view: any UserListView) {
        self.view = view
    }

    /// Stops telling the view anything, even about a load already in flight.
    public func detach() {
        // Step 2: forget the view.
        view = nil
    }

    // MARK: - What the user did

    /// The screen appeared for the first time: load.
    public func viewDidLoad() async {
        await load()
    }

    /// The user tapped Refresh: load again.
    public func refreshTapped() async {
        await load()
    }

    // MARK: - Loading

    private func load() async {
        // Step 3: read `view` afresh at every call, so nothing holds it across the `await`.
        view?.showLoading()

        let users: [User]
        do {
            users = try await service.fetchUsers()
        } catch {
            view?.hideLoading()
            return
        }

        view?.hideLoading()
        if users.isEmpty {
            view?.showEmpty("No users yet.")
        } else {
            let rows = UserListRules.sorted(users).map(UserRow.init(user:))
            view?.showUsers(header: Self.header(count: users.count), rows: rows)
        }
    }

    // MARK: - Wording

    /// `1 user` or `N users`.
    public static func header(count: Int) -> String {
        count == 1 ? "1 user" : "\(count) users"
    }
}
