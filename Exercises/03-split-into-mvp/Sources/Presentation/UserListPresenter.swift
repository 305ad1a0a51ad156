// The presenter: all of the list's presentation logic — when to load, what to show, how to
// word it — and none of its drawing. It knows the model and the `UserListView` protocol
// only; its module cannot import the view kit, so the compiler keeps the split honest.

import UserModel

/// Decides everything the user list shows, and tells its passive view.
@MainActor
public final class UserListPresenter {
    /// The attached view, held weakly: the view controller owns the presenter, not the
    /// other way round.
    public private(set) weak var view: (any UserListView)?
    /// The load in flight, or the last one; tests await it.
    public private(set) var loadTask: Task<Void, Never>?

    /// Creates a presenter that loads users from `service`.
    public init(service: any UserService) {}

    /// Starts telling `view` what to show.
    public func attach(_ view: any UserListView) {
        self.view = view
    }

    // MARK: - What the user did

    /// The screen appeared for the first time.
    public func viewDidLoad() {
        // Step 2: the screen shows its title and the loading state at once, then the
        // users — or why there are none — once the load has finished.
    }

    /// The user tapped Refresh.
    public func refreshTapped() {
        // Step 3: a refresh loads again, unless a load is already running.
    }

    /// The user tapped Retry.
    public func retryTapped() {
        // Step 3: Retry does what Refresh does.
    }
}
