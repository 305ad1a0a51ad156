// The passive view of the MVP list: it owns its presenter, forwards Refresh to it, and
// shows the header it is told. The question this file asks is whether the presenter, in
// turn, keeps it alive.

import Exercise08MVPPresentation
import TerminalUIKit
import UserModel

/// The user list screen, told what to show by its presenter.
@MainActor
final class UserListViewController: ViewController {
    /// The presenter; tests reach it through this property.
    let presenter: UserListPresenter
    private let refreshButton = Button(title: "Refresh")
    private let summaryLabel = Label()

    /// Creates the screen around `presenter`, which it keeps alive.
    init(presenter: UserListPresenter) {
        self.presenter = presenter
        super.init()
    }

    /// Builds the screen, forwards Refresh, and tells the presenter it loaded.
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"
        navigationItem.rightBarButtonItem = refreshButton
        view.addSubview(summaryLabel)
        refreshButton.setAction { [presenter] in presenter.refreshTapped() }
        presenter.viewDidLoad()
    }
}

extension UserListViewController: UserListView {
    /// Puts `text` above the rows.
    func showSummary(_ text: String) {
        summaryLabel.text = text
    }
}

// MARK: - The composition root

/// Builds the MVP screen, ready to show.
@MainActor
enum MVPScreen {
    /// The list in a navigation controller in a window; `makeKeyAndVisible()` loads it.
    static func makeWindow(service: any UserService) -> Window {
        let presenter = UserListPresenter(service: service)
        let list = UserListViewController(presenter: presenter)
        presenter.attach(list)
        return Window(rootViewController: NavigationController(rootViewController: list))
    }
}
