// The detail screen's view: the title and a label per line from its view model, and a
// favourite toggle bound to the view model's output. It forwards the tap and decides no
// wording — not even what the toggle says after it.

import Bindings
import MVVMPresentation
import TerminalUIKit

@MainActor
public final class UserDetailViewController: ViewController {
    private let viewModel: any UserDetailViewModelProtocol
    private let favouriteButton = Button(title: "")
    private var bindings: [BindingToken] = []

    public init(viewModel: any UserDetailViewModelProtocol) {
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
        viewModel.favouriteTitle.bind(to: self) { screen, title in
            screen.favouriteButton.title = title
        }
        .store(in: &bindings)
        favouriteButton.setAction { [viewModel] in viewModel.favouriteTapped() }
    }
}
