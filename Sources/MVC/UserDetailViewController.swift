// The detail screen, MVC-style: the controller is handed a `User` and the shared favourites
// store, formats the user itself — the age plural is written out again here, a second copy
// of the list's rule, because in MVC nothing owns presentation logic except the controller
// that needs it — and writes to the model when the toggle is tapped. Like the list, it
// observes the model and redraws from it. It knows nothing of the list that pushed it.

import TerminalUIKit
import UserModel

/// Shows one user: the full name as the title, the email, the age and a favourite toggle.
@MainActor
public final class UserDetailViewController: ViewController, FavouritesObserver {
    private let user: User
    private let favourites: FavouritesStore
    private let emailLabel = Label()
    private let ageLabel = Label()
    private let favouriteButton = Button(title: "☆ Favourite")

    /// Creates the detail screen for `user`, whose favourite toggle writes to `favourites`.
    public init(user: User, favourites: FavouritesStore) {
        self.user = user
        self.favourites = favourites
        super.init()
    }

    // MARK: - Building the screen

    /// Sets the title, fills the two lines, and wires the toggle to the model.
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
        // The model changes; the button follows when the model says so, like every observer.
        favourites.toggleFavourite(user.id)
    }

    /// Redraws the toggle from the model.
    public func favouritesDidChange(_ store: FavouritesStore) {
        updateFavouriteButton()
    }

    private func updateFavouriteButton() {
        favouriteButton.title = favourites.isFavourite(user.id) ? "★ Favourite" : "☆ Favourite"
    }
}
