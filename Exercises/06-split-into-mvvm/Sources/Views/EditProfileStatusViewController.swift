// A second, different view of the same edit: one line for a sidebar beside the form. It
// binds to the view model the form binds to, and may open and close while the form stays.

import Bindings
import Exercise06Presentation
import TerminalUIKit

/// The edit's status, in one line.
@MainActor
final class EditProfileStatusViewController: ViewController {
    /// The view model this view binds to, shared with the form.
    let viewModel: EditProfileViewModel
    /// The tokens of this view's bindings: they end when the view goes.
    private var bindings: [BindingToken] = []

    private let statusLabel = Label()

    /// Creates the status view of `viewModel`'s edit.
    init(viewModel: EditProfileViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.addSubview(statusLabel)
    }
}
