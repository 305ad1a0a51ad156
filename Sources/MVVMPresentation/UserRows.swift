// The rows the view model publishes, worded when they are read. The view model decides
// every word — the rows carry its wording with them — but a row is only worded when the
// table draws it, so a hundred thousand users cost nothing per keystroke. For a view's own
// tests, rows can also be given in full.

import UserModel

/// The rows of the user list, in order: `Iyad Agha` over `36 years · iyad@test.com`.
public struct UserRows: RandomAccessCollection, Equatable, Sendable {
    private enum Source: Sendable {
        case users(ListedUsers, favourites: Set<User.ID>)
        case given([UserRow])
    }

    private let source: Source

    /// The rows of `users`, starred where `favourites` says so.
    init(users: ListedUsers, favourites: Set<User.ID>) {
        source = .users(users, favourites: favourites)
    }

    /// These rows exactly — for a view's tests, or a preview.
    public init(_ rows: [UserRow]) {
        source = .given(rows)
    }

    /// The first position, 0.
    public var startIndex: Int { 0 }

    /// One past the last row.
    public var endIndex: Int {
        switch source {
        case .users(let users, _): users.count
        case .given(let rows): rows.count
        }
    }

    /// The row at `position`, worded now.
    public subscript(position: Int) -> UserRow {
        switch source {
        case .users(let users, let favourites):
            let user = users[position]
            return UserRow(user: user, isFavourite: favourites.contains(user.id))
        case .given(let rows):
            return rows[position]
        }
    }

    /// Equal when they show the same rows. Rows of the same users compare without wording a
    /// single one: only a user whose favourite changed can make them differ.
    public static func == (lhs: UserRows, rhs: UserRows) -> Bool {
        guard lhs.count == rhs.count else { return false }
        switch (lhs.source, rhs.source) {
        case (.users(let left, let leftFavourites), .users(let right, let rightFavourites))
        where left == right:
            let changed = leftFavourites.symmetricDifference(rightFavourites)
            return changed.isEmpty || !left.contains { changed.contains($0.id) }
        default:
            return lhs.elementsEqual(rhs)
        }
    }
}
