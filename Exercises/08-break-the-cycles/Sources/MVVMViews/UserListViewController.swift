// The view of the MVVM list: it owns its view model and its bindings, binds the header, and
// forwards Refresh. The question this file asks is whether the view model's observables,
// through a binding, keep it alive.

import Bindings
import Exercise08MVVMPresentation
import TerminalUIKit
import UserModel

/// The user list screen, bound to its view model.
@MainActor
final class UserListViewController: ViewController {
    /// The view model; tests reach it through this property.
    let viewModel: UserListViewModel
    private var bindings: [BindingToken] = []
    private let refreshButton = Button(title: "Refresh")
    private let summaryLabel = Label()

    /// Creates the screen for `viewModel`, which it keeps alive.
    init(viewModel: UserListViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    /// Builds the screen, binds it, forwards Refresh, and tells the view model it loaded.
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Users"
        navigationItem.rightBarButtonItem = refreshButton
        view.addSubview(summaryLabel)
        viewModel.summaryText.bind(to: self) { _, text in
            self.summaryLabel.text = text
        }
        .store(in: &bindings)
        refreshButton.setAction { [viewModel] in viewModel.refreshTapped() }
        viewModel.viewDidLoad()
    }
}

// MARK: - The composition root

/// Builds the MVVM screen, ready to show.
@MainActor
enum MVVMScreen {
    /// The list in a navigation controller in a window; `makeKeyAndVisible()` loads it.
    static func makeWindow(service: any UserService) -> Window {
        Window(
            rootViewController: NavigationController(
                rootViewController: UserListViewController(viewModel: UserListViewModel(service: service))))
    }
}
