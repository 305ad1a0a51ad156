// The detail screen: a title and one label per line of a ``UserDetail``, which the list's
// presenter worded.

import Exercise11MVPPresentation
import TerminalUIKit

/// Shows one user's detail: the name in the bar, a label per line below it.
@MainActor
public final class UserDetailViewController: ViewController {
    /// What the screen shows.
    public let detail: UserDetail

    /// Creates the screen for `detail`.
    public init(detail: UserDetail) {
        self.detail = detail
        super.init()
    }

    // MARK: - Building the screen

    /// Puts the detail's title in the navigation bar and a label per line below it.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = detail.title
        for line in detail.lines {
            view.addSubview(Label(line))
        }
    }
}
