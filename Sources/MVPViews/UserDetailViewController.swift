// The detail screen's passive view: a label per line, and a favourite toggle whose title
// the presenter sets. It forwards the tap and decides nothing — not even what the toggle
// says after it.

import MVPPresentation
import TerminalUIKit

@MainActor
public final class UserDetailViewController: ViewController {
    private let presenter: any UserDetailPresenterInputs
    private let linesView = View()
    private let favouriteButton = Button(title: "")

    public init(presenter: any UserDetailPresenterInputs) {
        self.presenter = presenter
        super.init()
    }

    // MARK: - Building the screen

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(linesView)
        view.addSubview(favouriteButton)
        favouriteButton.setAction { [presenter] in presenter.favouriteTapped() }
        presenter.viewDidLoad()
    }
}

// MARK: - UserDetailView

extension UserDetailViewController: UserDetailView {
    public func setTitle(_ title: String) {
        self.title = title
    }

    public func showLines(_ lines: [String]) {
        for label in linesView.subviews {
            label.removeFromSuperview()
        }
        for line in lines {
            linesView.addSubview(Label(line))
        }
    }

    public func setFavouriteTitle(_ title: String) {
        favouriteButton.title = title
    }
}
