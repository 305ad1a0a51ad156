// The detail screen's view: the title and one label per line of its view model. It knows
// the view kit and the ``UserDetailViewModel`` it is given; it decides no wording.

import Exercise11MVVMPresentation
import TerminalUIKit

/// Shows one user: the full name in the bar, then `Email: …` and `Age: …`.
@MainActor
public final class UserDetailViewController: ViewController {
    private let viewModel: UserDetailViewModel

    /// Creates the screen for `viewModel`.
    public init(viewModel: UserDetailViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    // MARK: - Building the screen

    /// Sets the title and adds a label per line.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        for line in viewModel.lines {
            view.addSubview(Label(line))
        }
    }
}
