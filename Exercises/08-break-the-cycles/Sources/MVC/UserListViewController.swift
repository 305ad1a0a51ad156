// The user list, MVC-style, cut down to what lifetimes need: Refresh, a fetch in a task,
// the header. The controller owns its widgets, and its widgets own their actions; the
// question this file asks is who else, if anyone, keeps the controller alive.

import TerminalUIKit
import UserModel

/// The user list: one view controller that fetches and draws.
@MainActor
final class UserListViewController: ViewController {
    private let service: any UserService
    /// The load in flight, if any; cancelled when the screen goes away.
    private var loadTask: Task<Void, Never>?
    private let refreshButton = Button(title: "Refresh")
    private let summaryLabel = Label()

    /// Creates the list screen, fed by `service`.
    init(service: any UserService) {
        self.service = service
        super.init()
    }

    deinit {
        loadTask?.cancel()
    }

    /// Builds the screen, wires Refresh, and starts the first load.
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"
        navigationItem.rightBarButtonItem = refreshButton
        view.addSubview(summaryLabel)
        refreshButton.setAction { self.loadUsers() }
        loadUsers()
    }

    private func loadUsers() {
        loadTask?.cancel()
        loadTask = Task { [service] in
            let users = try? await service.fetchUsers()
            self.show(users)
        }
    }

    private func show(_ users: [User]?) {
        guard let users else { return }
        summaryLabel.text = users.count == 1 ? "1 user" : "\(users.count) users"
    }
}

// MARK: - The composition root

/// Builds the MVC screen, ready to show.
@MainActor
enum MVCScreen {
    /// The list in a navigation controller in a window; `makeKeyAndVisible()` loads it.
    static func makeWindow(service: any UserService) -> Window {
        Window(
            rootViewController: NavigationController(
                rootViewController: UserListViewController(service: service)))
    }
}
