// The detail screen's view: the title and a label per line from its view model, and a
// favourite toggle bound to the view model's output. It forwards the tap and decides no
// wording — not even what the toggle says after it.

import MVVMPresentation
import TerminalUIKit

/// Shows one user: the full name in the bar, then `Email: …`, `Age: …` and the toggle.
@MainActor
public final class UserDetailViewController: ViewController {
    private let viewModel: any UserDetailViewModelType
    private let favouriteButton = Button(title: "")
    /// The toggle's binding; released with the screen.
    private var bindings: [ObservationToken] = []

    /// Creates the screen for `viewModel`, which it keeps alive.
    public init(viewModel: any UserDetailViewModelType) {
        self.viewModel = viewModel
        super.init()
    }

    // MARK: - Building the screen

    /// Sets the title, adds a label per line and the toggle, and binds the toggle.
    public override func viewDidLoad() {
        super.viewDidLoad()
        let outputs = viewModel.outputs
        title = outputs.title
        for line in outputs.lines {
            view.addSubview(Label(line))
        }
        view.addSubview(favouriteButton)
        outputs.favouriteTitle.bind(self) { screen, title in
            screen.favouriteButton.title = title
        }
        .store(in: &bindings)
        let inputs = viewModel.inputs
        favouriteButton.setAction { inputs.favouriteTapped() }
    }
}
