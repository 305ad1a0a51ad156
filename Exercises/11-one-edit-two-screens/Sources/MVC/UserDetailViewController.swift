// The detail screen, MVC-style: the controller is handed a `User` and formats it itself —
// the age plural is written out again here, a second copy of the list's rule, because
// in MVC nothing owns presentation logic except the controller that needs it.
// It knows the model and the view kit; it knows nothing of the list that pushed it.

import TerminalUIKit
import UserModel

/// Shows one user: the full name as the title, then the email and the age.
@MainActor
public final class UserDetailViewController: ViewController {
    private let user: User
    private let emailLabel = Label()
    private let ageLabel = Label()

    /// Creates the detail screen for `user`.
    public init(user: User) {
        self.user = user
        super.init()
    }

    // MARK: - Building the screen

    /// Sets the title and fills the two lines.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "\(user.firstName) \(user.lastName)"
        emailLabel.text = "Email: \(user.email)"
        ageLabel.text = "Age: " + (user.age == 1 ? "1 year" : "\(user.age) years")
        view.addSubview(emailLabel)
        view.addSubview(ageLabel)
    }
}
