// The view model: all of the list's presentation logic, exposed as observable outputs and
// fed by input methods named after what the user did. It knows the model and nothing else
// — its module doesn't depend on the view kit — and it never refers to its view: the view
// binds to it. It owns its asynchronous work.

import UserModel

/// The user list's state, as outputs a view binds to, and its inputs, as methods.
@MainActor
public final class UserListViewModel {
    /// The load in flight, or the last one; tests await it.
    public private(set) var loadTask: Task<Void, Never>?

    /// Where users come from.
    private let service: any UserService

    /// Creates a view model that loads users from `service`; it loads nothing until
    /// ``viewDidLoad()``.
    public init(service: any UserService) {
        self.service = service
    }

    deinit {
        loadTask?.cancel()
    }

    // MARK: - Outputs

    // Step 1: one observable output per thing the screen shows, each always holding a
    // value ready to draw.

    // MARK: - Inputs: what the user did

    /// The screen appeared for the first time.
    public func viewDidLoad() {
        // Step 2: the loading state shows at once; once the load has finished, the header
        // and the rows, or why the load failed.
    }

    /// The user tapped Refresh.
    public func refreshTapped() {
        // Step 3: a refresh loads again, unless a load is already running.
    }
}
