// The detail screen, MVC-style: the controller is handed a `User` and formats it itself —
// the age plural is written out again here, a second copy of the list's rule, because
// in MVC nothing owns presentation logic except the controller that needs it.
// It pushes the Edit-profile form, shows each save, and passes it to whoever pushed it
// through a closure; it knows nothing of the list itself.

import Exercise11Form
import TerminalUIKit
import UserModel

/// Shows one user: the full name as the title, then the email, the age and [Edit].
@MainActor
public final class UserDetailViewController: ViewController {
    /// The user as last saved: what the screen shows and what an edit starts from.
    private var user: User
    private let updater: any UserUpdating
    /// Whoever pushed this screen, told of every save.
    private let onSaved: (User) -> Void
    private let emailLabel = Label()
    private let ageLabel = Label()
    private let editButton = Button(title: "Edit")

    /// Creates the detail screen for `user`; its form saves through `updater`, and
    /// `onSaved` hears each save.
    public init(user: User, updater: any UserUpdating, onSaved: @escaping (User) -> Void) {
        self.user = user
        self.updater = updater
        self.onSaved = onSaved
        super.init()
    }

    // MARK: - Building the screen

    /// Adds the two lines and the Edit button, and fills them in.
    public override func viewDidLoad() {
        super.viewDidLoad()
        for widget in [emailLabel, ageLabel, editButton] {
            view.addSubview(widget)
        }
        editButton.setAction { [weak self] in self?.editTapped() }
        showUser()
    }

    private func showUser() {
        title = "\(user.firstName) \(user.lastName)"
        emailLabel.text = "Email: \(user.email)"
        ageLabel.text = "Age: " + (user.age == 1 ? "1 year" : "\(user.age) years")
    }

    // MARK: - Editing

    /// Pushes the form for the user as last saved.
    private func editTapped() {
        let form = EditProfileViewController(user: user, updater: updater) { [weak self] saved in
            self?.userSaved(saved)
        }
        navigationController?.pushViewController(form)
    }

    /// The form stored `saved`: show it, then pass it on.
    private func userSaved(_ saved: User) {
        user = saved
        showUser()
        onSaved(saved)
    }
}
