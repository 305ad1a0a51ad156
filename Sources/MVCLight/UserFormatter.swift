// The wording of both screens, in one place: names, ages and their plurals, the list's
// header and error line, the favourite button. It reads the favourites store, never copies
// it, and knows no widget and no screen, so it is tested without a window.

import UserModel

@MainActor
public struct UserFormatter {
    private let favourites: FavouritesStore

    public init(favourites: FavouritesStore) {
        self.favourites = favourites
    }

    // MARK: - A user

    public func fullName(of user: User) -> String {
        "\(user.firstName) \(user.lastName)"
    }

    public func age(of user: User) -> String {
        user.age == 1 ? "1 year" : "\(user.age) years"
    }

    /// A favourite is starred in the list.
    public func rowTitle(of user: User) -> String {
        favourites.isFavourite(user.id) ? "★ \(fullName(of: user))" : fullName(of: user)
    }

    public func rowDetail(of user: User) -> String {
        "\(age(of: user)) · \(user.email)"
    }

    public func emailLine(of user: User) -> String {
        "Email: \(user.email)"
    }

    public func ageLine(of user: User) -> String {
        "Age: \(age(of: user))"
    }

    public func favouriteButtonTitle(for user: User) -> String {
        favourites.isFavourite(user.id) ? "★ Favourite" : "☆ Favourite"
    }

    // MARK: - The list

    /// Empty until a load has succeeded (`users` is `nil`); `query` is already trimmed.
    public func header(users: [ListedUser]?, visibleCount: Int, query: String) -> String {
        guard let users else { return "" }
        if users.isEmpty { return "No users yet." }
        if visibleCount == 0 { return "No users match \"\(query)\"." }
        let total = users.count == 1 ? "1 user" : "\(users.count) users"
        guard query.isEmpty else { return "\(visibleCount) of \(total)" }
        switch users.count(where: { favourites.isFavourite($0.user.id) }) {
        case 0: return total
        case 1: return "\(total) · 1 favourite"
        case let favouriteCount: return "\(total) · \(favouriteCount) favourites"
        }
    }

    /// Empty when there is no error to show.
    public func errorLine(message: String?) -> String {
        message.map { "Couldn't load users: \($0)" } ?? ""
    }
}
