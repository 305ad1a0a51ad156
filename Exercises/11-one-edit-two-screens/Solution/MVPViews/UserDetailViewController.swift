// The detail screen's passive view: a label per line its presenter words, and the Edit
// button, whose tap it forwards. It knows the view kit, so when the presenter asks for the
// Edit-profile form it creates it, and forwards each save the form reports.

import Exercise11Form
import Exercise11MVPPresentation
import TerminalUIKit
import UserModel

/// Shows one user's detail: the name in the bar, a label per line below it, then [Edit].
@MainActor
public final class UserDetailViewController: ViewController {
    private let presenter: any UserDetailPresenterInputs
    /// What the form this screen pushes saves through.
    private let updater: any UserUpdating
    private let linesView = View()
    private let editButton = Button(title: "Edit")

    /// Creates the screen around `presenter`, which it keeps alive; its form saves through
    /// `updater`.
    public init(presenter: any UserDetailPresenterInputs, updater: any UserUpdating) {
        self.presenter = presenter
        self.updater = updater
        super.init()
    }

    // MARK: - Building the screen

    /// Adds the lines and the Edit button, forwards the tap, and tells the presenter the
    /// screen loaded.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(linesView)
        view.addSubview(editButton)
        editButton.setAction { [presenter] in presenter.editTapped() }
        presenter.viewDidLoad()
    }
}

// MARK: - UserDetailView

extension UserDetailViewController: UserDetailView {
    /// Puts the detail's title in the navigation bar and a label per line below it.
    public func show(_ detail: UserDetail) {
        title = detail.title
        for label in linesView.subviews {
            label.removeFromSuperview()
        }
        for line in detail.lines {
            linesView.addSubview(Label(line))
        }
    }

    /// Pushes the Edit-profile form for `user`; the presenter hears each save.
    public func showEditForm(for user: User) {
        let form = EditProfileViewController(user: user, updater: updater) { [presenter] saved in
            presenter.userSaved(saved)
        }
        navigationController?.pushViewController(form)
    }
}
