// The rows the view model publishes, worded only when the table asks for one, the way a
// `UITableView` asks its data source for the rows it shows: a hundred thousand users cost
// nothing per keystroke until they are drawn.

import UserModel

public struct UserRows: Equatable, Sendable {
    private let users: [ListedUser]
    private let favourites: Set<User.ID>

    public init(users: [ListedUser] = [], favourites: Set<User.ID> = []) {
        self.users = users
        self.favourites = favourites
    }

    public var count: Int { users.count }

    public func row(at index: Int) -> UserRow {
        let user = users[index].user
        return UserRow(user: user, isFavourite: favourites.contains(user.id))
    }
}
