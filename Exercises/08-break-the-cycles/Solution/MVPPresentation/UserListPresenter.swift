// The presenter of the MVP list, cut down to what lifetimes need: it fetches in a task it
// owns and tells its passive view the header. Its view owns it; the question this file
// asks is whether it, or its task, keeps anything alive that should go.

import UserModel

/// What the presenter may tell the screen.
@MainActor
public protocol UserListView: AnyObject {
    /// Shows the line above the rows: `6 users`.
    func showSummary(_ text: String)
}

/// Decides what the list shows, and tells its view.
@MainActor
public final class UserListPresenter {
    /// The attached view.
    public private(set) weak var view: (any UserListView)?
    /// The load in flight, or the last one.
    public private(set) var loadTask: Task<Void, Never>?
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

    /// The screen appeared for the first time.
    public func viewDidLoad() {
        load()
    }

    /// The user tapped Refresh.
    public func refreshTapped() {
        load()
    }

    private func load() {
        loadTask?.cancel()
        loadTask = Task { [weak self, service] in
            let users = try? await service.fetchUsers()
            self?.show(users)
        }
    }

    private func show(_ users: [User]?) {
        guard let users else { return }
        view?.showSummary(users.count == 1 ? "1 user" : "\(users.count) users")
    }
}
