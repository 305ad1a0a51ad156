// One row of the list, worded for the screen: the view only copies its two strings into a
// cell. It holds no `User`, so the view can't be tempted to format anything itself. Both
// view models share its wording helpers; none of this knows the view kit.

import UserModel

public struct UserRow: Sendable, Equatable {
    public var title: String
    public var detail: String

    public init(title: String, detail: String) {
        self.title = title
        self.detail = detail
    }

    init(user: User, isFavourite: Bool) {
        let name = Self.fullName(of: user)
        self.init(title: isFavourite ? "★ \(name)" : name, detail: "\(Self.age(user.age)) · \(user.email)")
    }
}

extension UserRow {
    static func fullName(of user: User) -> String {
        "\(user.firstName) \(user.lastName)"
    }

    static func age(_ years: Int) -> String {
        years == 1 ? "1 year" : "\(years) years"
    }
}
