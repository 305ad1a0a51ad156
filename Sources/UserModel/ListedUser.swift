// A user as the list keeps them between loads: the user, and the texts the list sorts and
// searches by, folded once when the users arrive rather than on every comparison.

/// A user of the newest load, ready to be sorted and searched.
public struct ListedUser: Sendable, Equatable {
    public let user: User
    let lastName: String
    let firstName: String
    /// The folded `first last`, a new line, and the folded email. No search term holds a
    /// new line, so none matches across the two.
    let searchKey: String

    init(_ user: User) {
        self.user = user
        lastName = TextFolding.fold(user.lastName)
        firstName = TextFolding.fold(user.firstName)
        searchKey = "\(firstName) \(lastName)\n\(TextFolding.fold(user.email))"
    }

    func comesBefore(_ other: ListedUser) -> Bool {
        (lastName, firstName, user.id) < (other.lastName, other.firstName, other.user.id)
    }

    func matches(_ terms: [Substring]) -> Bool {
        terms.allSatisfy { searchKey.contains($0) }
    }
}
