// The detail screen's view model: a user worded for the screen, and the favourite toggle.
// The toggle's title is derived from the shared favourites store, so it follows the model
// whoever changes it; tapping it writes to the store. It never sees the view kit.

import Bindings
import UserModel

@MainActor
public protocol UserDetailViewModelProtocol: AnyObject {
    func favouriteTapped()

    var title: String { get }
    var lines: [String] { get }
    var favouriteTitle: Property<String> { get }
}

@MainActor
public final class UserDetailViewModel: UserDetailViewModelProtocol {
    public let user: User
    private let favourites: FavouritesStore

    public let title: String
    public let lines: [String]
    private let favouriteSource: MutableProperty<String>

    public init(user: User, favourites: FavouritesStore) {
        self.user = user
        self.favourites = favourites
        title = UserRow.fullName(of: user)
        lines = ["Email: \(user.email)", "Age: \(UserRow.age(user.age))"]
        favouriteSource = MutableProperty(Self.favouriteTitle(isFavourite: favourites.isFavourite(user.id)))
        favourites.addObserver(self)
    }

    public var favouriteTitle: Property<String> { favouriteSource.readOnly }

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
        favouriteSource.update(Self.favouriteTitle(isFavourite: store.isFavourite(user.id)))
    }
}
