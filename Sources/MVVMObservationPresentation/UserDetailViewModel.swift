// The detail screen's view model, on Observation: a user worded for the screen, and the
// favourite toggle. The toggle's title is derived from the shared favourites store, so it
// follows the model whoever changes it; tapping it writes to the store. It never sees the
// view kit.

import Observation
import UserModel

@MainActor
@Observable
public final class UserDetailViewModel {
    public let user: User
    private let favourites: FavouritesStore

    public let title: String
    public let lines: [String]
    public private(set) var favouriteTitle: String

    public init(user: User, favourites: FavouritesStore) {
        self.user = user
        self.favourites = favourites
        title = UserRow.fullName(of: user)
        lines = ["Email: \(user.email)", "Age: \(UserRow.age(user.age))"]
        favouriteTitle = Self.favouriteTitle(isFavourite: favourites.isFavourite(user.id))
        favourites.addObserver(self)
    }

    /// The title follows when the store says it changed, whoever changed it.
    public func favouriteTapped() {
        favourites.toggleFavourite(user.id)
    }

    private static func favouriteTitle(isFavourite: Bool) -> String {
        isFavourite ? "★ Favourite" : "☆ Favourite"
    }
}

// MARK: - Deriving from the model

extension UserDetailViewModel: FavouritesObserver {
    public func favouritesDidChange(_ store: FavouritesStore) {
        favouriteTitle = Self.favouriteTitle(isFavourite: store.isFavourite(user.id))
    }
}
