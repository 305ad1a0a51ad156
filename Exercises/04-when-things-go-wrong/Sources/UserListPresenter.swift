// The presenter: the list's presentation logic and none of its drawing — here, what a
// failure looks like and when a reload may start. It knows the model and the
// ``UserListView`` protocol only, so recorded view calls are all a test needs.

import UserModel

/// Loads the users, reloads on Refresh and Retry, and tells its passive view what to show.
@MainActor
public final class UserListPresenter {
    private let service: any UserService
    /// The view being told what to show; held weakly (exercise 05 shows why).
    public private(set) weak var view: (any UserListView)?
    /// Whether a load is in flight.
    private var isLoading = false
    /// Whether any load has succeeded; once one has, a failure leaves the rows in place.
    private var hasLoadedUsers = false

    /// Creates a presenter that loads users from `service`.
    public init(service: any UserService) {
        self.service = service
    }

    /// Starts telling `view` what to show.
    public func attach(_ view: any UserListView) {
        self.view = view
    }

    // MARK: - What the user did

    /// The screen appeared for the first time: load.
    public func viewDidLoad() async {
        await load()
    }

    /// The user tapped Refresh: load again, unless a load is already in flight.
    public func refreshTapped() async {
        // Step 2: load again.
        // Step 4: …but not while a load is in flight.
    }

    /// The user tapped Retry after the first load failed: the same as Refresh.
    public func retryTapped() async {
        // Step 2: Retry does what Refresh does.
    }

    // MARK: - Loading

    private func load() async {
        // Step 4: remember that a load is in flight…
        view?.showLoading()

        let result: Result<[User], any Error>
        do {
            result = .success(try await service.fetchUsers())
        } catch {
            result = .failure(error)
        }

        // Step 4: …and that it has finished, whichever way it went.
        view?.hideLoading()
        switch result {
        case .success(let users):
            // Step 3: remember that users were loaded once.
            show(users)
        case .failure:
            // Step 1: show "Couldn't load users: <reason>" and offer Retry.
            // Step 3: offer Retry only while no users were ever loaded.
            break
        }
    }

    private func show(_ users: [User]) {
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
