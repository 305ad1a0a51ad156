// The detail screen, still MVC: handed a `User` and the shared favourites, it writes the
// toggle to the model and redraws when the model changes. Its wording comes from the
// formatter the list uses too, so the age plural has one copy. It never sees the list.

import TerminalUIKit
import UserModel

@MainActor
public final class UserDetailViewController: ViewController, FavouritesObserver {
    private let user: User
    private let favourites: FavouritesStore
    private let formatter: UserFormatter
    private let emailLabel = Label()
    private let ageLabel = Label()
    private let favouriteButton: Button

    public init(user: User, favourites: FavouritesStore) {
        self.user = user
        self.favourites = favourites
        formatter = UserFormatter(favourites: favourites)
        favouriteButton = Button(title: formatter.favouriteButtonTitle(for: user))
        super.init()
    }

    // MARK: - Building the screen

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = formatter.fullName(of: user)
        emailLabel.text = formatter.emailLine(of: user)
        ageLabel.text = formatter.ageLine(of: user)
        for widget in [emailLabel, ageLabel, favouriteButton] {
            view.addSubview(widget)
        }
        favouriteButton.setAction { [weak self] in self?.favouriteTapped() }
        favourites.addObserver(self)
        updateFavouriteButton()
    }

    // MARK: - Changing the model, and hearing it change

    private func favouriteTapped() {
        // No redraw here: the button follows the model, whoever changes it.
        favourites.toggleFavourite(user.id)
    }

    public func favouritesDidChange(_ store: FavouritesStore) {
        updateFavouriteButton()
    }

    private func updateFavouriteButton() {
        favouriteButton.title = formatter.favouriteButtonTitle(for: user)
    }
}
