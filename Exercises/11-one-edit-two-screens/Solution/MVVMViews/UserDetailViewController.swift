// The detail screen's view: the title and one label per line of its view model, kept to
// what it publishes, and the Edit button. It knows the view kit, so it is the one that
// pushes the Edit-profile form, and it hands each save the form reports to its view model.

import Bindings
import Exercise11Form
import Exercise11MVVMPresentation
import TerminalUIKit
import UserModel

/// Shows one user: the full name in the bar, then `Email: …` and `Age: …`, and [Edit].
@MainActor
public final class UserDetailViewController: ViewController {
    private let viewModel: UserDetailViewModel
    /// What the form this screen pushes saves through.
    private let updater: any UserUpdating
    private let editButton = Button(title: "Edit")
    /// The tokens of this screen's bindings; released with it.
    private var bindings: [BindingToken] = []

    /// Creates the screen for `viewModel`, its form saving through `updater`.
    public init(viewModel: UserDetailViewModel, updater: any UserUpdating) {
        self.viewModel = viewModel
        self.updater = updater
        super.init()
    }

    // MARK: - Building the screen

    /// Adds a label per line and the Edit button, and binds the title and the lines.
    public override func viewDidLoad() {
        super.viewDidLoad()
        let labels = viewModel.lines.value.map { _ in Label() }
        labels.forEach(view.addSubview)
        view.addSubview(editButton)
        viewModel.name.bind(to: self) { screen, name in
            screen.title = name
        }
        .store(in: &bindings)
        viewModel.lines.bind(to: self) { _, lines in
            for (label, line) in zip(labels, lines) {
                label.text = line
            }
        }
        .store(in: &bindings)
        editButton.setAction { [weak self] in self?.editTapped() }
    }

    /// Pushes the form for the user as last saved; what it saves goes to the view model.
    private func editTapped() {
        let form = EditProfileViewController(user: viewModel.user, updater: updater) { [viewModel] saved in
            viewModel.userSaved(saved)
        }
        navigationController?.pushViewController(form)
    }
}
