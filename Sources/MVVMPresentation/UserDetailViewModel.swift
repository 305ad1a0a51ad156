// The detail screen's view model: a user worded for the screen, and the favourite toggle.
// The toggle's title is derived from the shared favourites store, so it follows the model
// whoever changes it; tapping it writes to the store. It never sees the view kit.

import UserModel

// MARK: - As its view sees it

/// What a detail view may tell its view model.
@MainActor
public protocol UserDetailViewModelInputs: AnyObject {
    /// The user tapped the favourite toggle.
    func favouriteTapped()
}

/// What a detail view shows: two values that never change, and one output.
@MainActor
public protocol UserDetailViewModelOutputs: AnyObject {
    /// The navigation bar title: the full name.
    var title: String { get }
    /// The lines below the bar: `Email: …`, `Age: …`.
    var lines: [String] { get }
    /// The toggle's title: `☆ Favourite` or `★ Favourite`.
    var favouriteTitle: Observable<String> { get }
}

/// A detail view model as its view holds it.
@MainActor
public protocol UserDetailViewModelType: AnyObject {
    /// Where the view sends what the user did.
    var inputs: any UserDetailViewModelInputs { get }
    /// What the view shows and binds to.
    var outputs: any UserDetailViewModelOutputs { get }
}

// MARK: - The detail view model

/// One user's detail, and whether they are a favourite, as the detail screen shows it.
@MainActor
public final class UserDetailViewModel {
    /// The user this screen shows.
    public let user: User
    private let favourites: FavouritesStore

    /// The navigation bar title: the full name.
    public let title: String
    /// The lines below the bar, top to bottom.
    public let lines: [String]
    private let favouriteSource: MutableObservable<String>

    /// Creates the detail of `user`; the toggle reads and writes `favourites`.
    public init(user: User, favourites: FavouritesStore) {
        self.user = user
        self.favourites = favourites
        title = UserRow.fullName(of: user)
        lines = ["Email: \(user.email)", "Age: \(UserRow.age(user.age))"]
        favouriteSource = MutableObservable(Self.favouriteTitle(isFavourite: favourites.isFavourite(user.id)))
        favourites.addObserver(self)
    }

    /// The toggle's title, derived from the store.
    public var favouriteTitle: Observable<String> { favouriteSource.observable }

    /// The user tapped the toggle: change the model; the title follows from it.
    public func favouriteTapped() {
        favourites.toggleFavourite(user.id)
    }

    private static func favouriteTitle(isFavourite: Bool) -> String {
        isFavourite ? "★ Favourite" : "☆ Favourite"
    }
}

// MARK: - Deriving from the model

extension UserDetailViewModel: FavouritesObserver {
    /// Derives the toggle's title again.
    public func favouritesDidChange(_ store: FavouritesStore) {
        favouriteSource.update(Self.favouriteTitle(isFavourite: store.isFavourite(user.id)))
    }
}

extension UserDetailViewModel: UserDetailViewModelType, UserDetailViewModelInputs, UserDetailViewModelOutputs
{
    /// This view model: its input.
    public var inputs: any UserDetailViewModelInputs { self }
    /// This view model: its outputs.
    public var outputs: any UserDetailViewModelOutputs { self }
}
