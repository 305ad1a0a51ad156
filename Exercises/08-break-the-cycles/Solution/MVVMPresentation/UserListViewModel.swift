// The view model of the MVVM list, cut down to what lifetimes need: it fetches in a task it
// owns and publishes the header. Its view owns it and binds to it; the question this file
// asks is whether its task keeps it alive after the view has gone.

import Bindings
import UserModel

/// The list's header as an output, and its inputs.
@MainActor
public final class UserListViewModel {
    /// The load in flight, or the last one.
    public private(set) var loadTask: Task<Void, Never>?
    private let service: any UserService
    private let summarySource = MutableProperty("")

    /// `6 users`, or empty before the first load.
    public var summaryText: Property<String> { summarySource.readOnly }

    /// Creates a view model that loads users from `service`, once told ``viewDidLoad()``.
    public init(service: any UserService) {
        self.service = service
    }

    deinit {
        loadTask?.cancel()
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
        summarySource.update(users.count == 1 ? "1 user" : "\(users.count) users")
    }
}
