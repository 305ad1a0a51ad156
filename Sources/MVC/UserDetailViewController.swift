// The detail screen, MVC-style: handed a `User` and the shared favourites, it formats the
// user itself (the age plural is a second copy of the list's: nothing else owns wording),
// writes the toggle to the model and redraws when the model changes. It never sees the list.

import TerminalUIKit
import UserModel

@MainActor
public final class UserDetailViewController: ViewController, FavouritesObserver {
    private let user: User
    private let favourites: FavouritesStore
    private let emailLabel = Label()
    private let ageLabel = Label()
    private let favouriteButton = Button(title: "☆ Favourite")

    public init(user: User, favourites: FavouritesStore) {
        self.user = user
        self.favourites = favourites
        super.init()
    }

    // MARK: - Building the screen

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "\(user.firstName) \(user.lastName)"
        emailLabel.text = "Email: \(user.email)"
        ageLabel.text = "Age: " + (user.age == 1 ? "1 year" : "\(user.age) years")
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
        favouriteButton.title = favourites.isFavourite(user.id) ? "★ Favourite" : "☆ Favourite"
    }
}
