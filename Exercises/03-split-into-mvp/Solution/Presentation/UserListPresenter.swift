// The presenter: all of the list's presentation logic — when to load, what to show, how to
// word it — and none of its drawing. It knows the model and the `UserListView` protocol
// only; its module doesn't depend on the view kit, and a test checks it never imports it.

import UserModel

/// Decides everything the user list shows, and tells its passive view.
@MainActor
public final class UserListPresenter {
    /// The attached view, held weakly: the view controller owns the presenter, not the
    /// other way round.
    public private(set) weak var view: (any UserListView)?
    /// The load in flight, or the last one; tests await it.
    public private(set) var loadTask: Task<Void, Never>?

    /// Where users come from.
    private let service: any UserService

    /// Creates a presenter that loads users from `service`.
    public init(service: any UserService) {
        self.service = service
    }

    deinit {
        loadTask?.cancel()
    }

    /// Starts telling `view` what to show.
    public func attach(_ view: any UserListView) {
        self.view = view
    }

    // MARK: - What the user did

    /// The screen appeared for the first time.
    public func viewDidLoad() {
        view?.setTitle("Users")
        view?.setLoading(true)
        loadTask = Task { [weak self, service] in
            // This screen has no error line yet: a failed load shows nothing new.
            let fetched = try? await service.fetchUsers()
            self?.loadFinished(with: fetched)
        }
    }

    // MARK: - Loading

    private func loadFinished(with fetched: [User]?) {
        view?.setLoading(false)
        guard let fetched else { return }
        let users = UserListRules.sorted(fetched)
        view?.showSummary(UserListWording.header(userCount: users.count))
        view?.showRows(users.map(UserListWording.row(for:)))
    }
}
