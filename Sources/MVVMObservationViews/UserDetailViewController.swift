// The detail screen's view: the title and a label per line from its view model, and a
// favourite toggle that shows the view model's output and reads it again when it changes. It
// forwards the tap and decides no wording — not even what the toggle says after it.

import MVVMObservationPresentation
import Observation
import TerminalUIKit

@MainActor
public final class UserDetailViewController: ViewController {
    private let viewModel: UserDetailViewModel
    private let favouriteButton = Button(title: "")

    public init(viewModel: UserDetailViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    // MARK: - Building the screen

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        for line in viewModel.lines {
            view.addSubview(Label(line))
        }
        view.addSubview(favouriteButton)
        favouriteButton.setAction { [viewModel] in viewModel.favouriteTapped() }
    }

    /// As on the list screen: `onChange` comes before the change, so the pass reads again.
    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        withObservationTracking {
            favouriteButton.title = viewModel.favouriteTitle
        } onChange: { [weak view] in
            Task { @MainActor in view?.setNeedsLayout() }
        }
    }
}
