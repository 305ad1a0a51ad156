// The detail screen's view model: a user worded for the screen, and the one thing on it
// that changes — whether the user is a favourite, read from the shared store and toggled in
// it. The list view model makes one and hands it over through its route. It never sees the
// view kit.

import Bindings
import UserModel

// MARK: - The detail view model

/// What the detail screen shows: the full name as its title, `Email: …` and `Age: …`, and
/// the favourite button, which follows the store.
@MainActor
public final class UserDetailViewModel {
    /// The navigation bar title: the full name.
    public let title: String
    /// The lines below the bar, top to bottom.
    public let lines: [String]

    private let userID: User.ID
    private let favourites: FavouritesStore
    private let favouriteSource: MutableProperty<String>

    /// `☆ Favourite`, or `★ Favourite` while the user is a favourite.
    public var favouriteButtonTitle: Property<String> { favouriteSource.readOnly }

    /// Creates the detail of `user`, whose favourite state lives in `favourites`.
    public init(user: User, favourites: FavouritesStore) {
        title = UserRow.fullName(of: user)
        lines = ["Email: \(user.email)", "Age: \(UserRow.age(user.age))"]
        userID = user.id
        self.favourites = favourites
        favouriteSource = MutableProperty(Self.buttonTitle(favourites.isFavourite(user.id)))
        favourites.addObserver(self)
    }

    /// The user tapped the favourite button: toggle it in the store, which tells everyone.
    public func favouriteTapped() {
        favourites.toggleFavourite(userID)
    }

    private static func buttonTitle(_ isFavourite: Bool) -> String {
        isFavourite ? "★ Favourite" : "☆ Favourite"
    }
}

extension UserDetailViewModel: FavouritesObserver {
    /// Follows the store, whoever changed it.
    public func favouritesDidChange(_ store: FavouritesStore) {
        favouriteSource.update(Self.buttonTitle(store.isFavourite(userID)))
    }
}

extension UserDetailViewModel: Equatable {
    /// The same detail screen: the same instance.
    public nonisolated static func == (lhs: UserDetailViewModel, rhs: UserDetailViewModel) -> Bool {
        lhs === rhs
    }
}
