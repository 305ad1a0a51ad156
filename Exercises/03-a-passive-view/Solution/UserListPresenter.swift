// The presenter: the list's presentation logic and none of its drawing. It knows the model
// and the ``UserListView`` protocol only — it does not import the view kit — so a test can
// drive it with nothing but a view that records what it is told.

import UserModel

/// Loads the users and tells its passive view what to show.
@MainActor
public final class UserListPresenter {
    private let service: any UserService
    /// The view being told what to show; held weakly (exercise 05 shows why).
    public private(set) weak var view: (any UserListView)?

    /// Creates a presenter that loads users from `service`.
    public init(service: any UserService) {
        self.service = service
    }

    /// Starts telling `view` what to show.
    public func attach(_ view: any UserListView) {
        self.view = view
    }

    // MARK: - What the user did

    /// The screen appeared for the first time: show the spinner, load, show the result.
    public func viewDidLoad() async {
        // Step 1: the spinner shows before the fetch starts.
        view?.showLoading()

        let users: [User]
        do {
            users = try await service.fetchUsers()
        } catch {
            // Failures are exercise 04's subject; here the spinner just stops.
            view?.hideLoading()
            return
        }

        // Step 2: the spinner stops, then the header and the rows in list order.
        view?.hideLoading()
        if users.isEmpty {
            // Step 3: nobody to show.
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
