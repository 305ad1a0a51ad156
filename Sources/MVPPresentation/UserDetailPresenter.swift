// The detail screen's presenter: it words one user for its passive view, writes to the
// shared favourites when the toggle is tapped, and listens to the store so the toggle shows
// whatever the model says. It knows the model and ``UserDetailView``, never the view kit.

import UserModel

@MainActor
public final class UserDetailPresenter {
    public let user: User
    private let favourites: FavouritesStore
    private(set) weak var view: (any UserDetailView)?

    public init(user: User, favourites: FavouritesStore) {
        self.user = user
        self.favourites = favourites
        favourites.addObserver(self)
    }

    public func attach(_ view: any UserDetailView) {
        self.view = view
    }

    // MARK: - What the user did

    public func viewDidLoad() {
        view?.setTitle(UserRow.fullName(of: user))
        view?.showLines(["Email: \(user.email)", "Age: \(UserRow.age(user.age))"])
        showFavourite()
    }

    /// The toggle follows when the store says it changed, whoever changed it.
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
    public func favouritesDidChange(_ store: FavouritesStore) {
        showFavourite()
    }
}
