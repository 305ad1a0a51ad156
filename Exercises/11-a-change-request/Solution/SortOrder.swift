// The change request's one new rule: the list's two orders. It is a rule about users, not
// about screens — plain values and functions, no view, no pattern — so the presenter and
// the view model share it unchanged, as they share `UserListRules`.

import UserModel

/// The order the list shows its users in: the usual one, or youngest first.
public enum SortOrder: Sendable, Equatable {
    /// By last name, then first name, then id (`UserListRules`): the list's usual order.
    case byName
    /// Youngest first; people of the same age keep the name order.
    case byAge

    /// The other order: what tapping Sort switches to.
    public var toggled: SortOrder {
        self == .byName ? .byAge : .byName
    }

    /// The Sort button's title, which offers the other order: `Sort by age` while the list
    /// is in name order, `Sort by name` while it is in age order.
    public var buttonTitle: String {
        self == .byName ? "Sort by age" : "Sort by name"
    }

    /// `users` in this order.
    public func sorted(_ users: [User]) -> [User] {
        switch self {
        case .byName:
            return UserListRules.sorted(users)
        case .byAge:
            return users.sorted { lhs, rhs in
                lhs.age != rhs.age ? lhs.age < rhs.age : UserListRules.areInOrder(lhs, rhs)
            }
        }
    }
}
