// One row of the list, already worded for the screen. The view model makes rows; the view
// copies their two strings into table cells and formats nothing. The wording helpers here
// are shared with the detail view model; none of this knows the view kit.

import UserModel

// MARK: - A display-ready row

/// What one row of the user list shows: `Iyad Agha` over `36 years · iyad@test.com`.
public struct UserRow: Sendable, Equatable {
    /// The first line: the full name.
    public var title: String
    /// The second line: age and email.
    public var detail: String

    /// Creates a row from its two lines of text.
    public init(title: String, detail: String) {
        self.title = title
        self.detail = detail
    }

    /// Creates the row that shows `user`.
    public init(user: User) {
        self.init(title: Self.fullName(of: user), detail: "\(Self.age(user.age)) · \(user.email)")
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
