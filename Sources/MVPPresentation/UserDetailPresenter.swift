// The detail screen's presenter: it words one user for its passive view, writes to the
// shared favourites when the toggle is tapped, and listens to the store so the toggle shows
// whatever the model says. It knows the model and ``UserDetailView``, never the view kit.

import UserModel

/// Decides everything the detail screen shows, and tells its passive view.
@MainActor
public final class UserDetailPresenter {
    /// The user this screen shows.
    public let user: User
    private let favourites: FavouritesStore
    /// The attached view, held weakly: the view controller owns the presenter.
    public private(set) weak var view: (any UserDetailView)?

    /// Creates the presenter of `user`'s detail; the toggle writes to `favourites`.
    public init(user: User, favourites: FavouritesStore) {
        self.user = user
        self.favourites = favourites
        favourites.addObserver(self)
    }

    /// Starts telling `view` what to show.
    public func attach(_ view: any UserDetailView) {
        self.view = view
    }

    // MARK: - What the user did

    /// The screen appeared: show the name, the lines and the toggle.
    public func viewDidLoad() {
        view?.setTitle(UserRow.fullName(of: user))
        view?.showLines(["Email: \(user.email)", "Age: \(UserRow.age(user.age))"])
        showFavourite()
    }

    /// The user tapped the toggle: change the model. The toggle follows when the store
    /// says it changed, as the list does.
    public func favouriteTapped() {
        favourites.toggleFavourite(user.id)
    }

    // MARK: - Wording

    private func showFavourite() {
        view?.setFavouriteTitle(favourites.isFavourite(user.id) ? "★ Favourite" : "☆ Favourite")
    }
}

// MARK: - Listening to the model

extension UserDetailPresenter: FavouritesObserver {
    /// Shows the toggle as the store now says.
    public func favouritesDidChange(_ store: FavouritesStore) {
        showFavourite()
    }
}
