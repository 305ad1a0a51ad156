// One row of the list, worded for the screen. The presenter's wording makes it; the view
// only copies its two strings into a table cell. It holds no `User`, so the view can't be
// tempted to format anything itself. The wording helpers here are shared by both
// presenters; none of this knows the view kit.

import UserModel

// MARK: - A display-ready row

/// What one row of the user list shows: `Iyad Agha` over `36 years · iyad@test.com`.
public struct UserRow: Sendable, Equatable {
    /// The first line: the full name, starred for a favourite.
    public var title: String
    /// The second line: age and email.
    public var detail: String

    /// Creates a row from its two lines of text.
    public init(title: String, detail: String) {
        self.title = title
        self.detail = detail
    }

    /// The row that shows `user`: `★ Mila Haward` for a favourite.
    init(user: User, isFavourite: Bool) {
        let name = Self.fullName(of: user)
        self.init(title: isFavourite ? "★ \(name)" : name, detail: "\(Self.age(user.age)) · \(user.email)")
    }
}

// MARK: - Wording

extension UserRow {
    /// `Iyad Agha`.
    static func fullName(of user: User) -> String {
        "\(user.firstName) \(user.lastName)"
    }

    /// `1 year` or `N years` (`0 years` included).
    static func age(_ years: Int) -> String {
        years == 1 ? "1 year" : "\(years) years"
    }
}
