// The detail screen's view model: a user worded for the screen, and the one way it changes —
// the Edit-profile form saves the user. It shows each save at once and passes it on to
// whoever listed the user; the list view model makes one and hands it over through its
// route. It never sees the view kit, so the form's save reaches it through its view.

import Bindings
import UserModel

// MARK: - The detail view model

/// What the detail screen shows: the full name as its title, then `Email: …` and `Age: …`,
/// as the user was last saved.
@MainActor
public final class UserDetailViewModel {
    /// The user as last saved: what an edit starts from.
    public private(set) var user: User
    private let nameSource: MutableProperty<String>
    private let linesSource: MutableProperty<[String]>
    /// Whoever listed the user, told of every save.
    private let onSaved: (User) -> Void

    /// The navigation bar title: the full name.
    public var name: Property<String> { nameSource.readOnly }
    /// The lines below the bar, top to bottom.
    public var lines: Property<[String]> { linesSource.readOnly }

    /// Creates the detail of `user`; `onSaved` hears each save of it.
    public init(user: User, onSaved: @escaping (User) -> Void) {
        self.user = user
        self.onSaved = onSaved
        nameSource = MutableProperty(UserRow.fullName(of: user))
        linesSource = MutableProperty(Self.wordedLines(of: user))
    }

    /// The form stored `saved`: show it, then pass it on.
    public func userSaved(_ saved: User) {
        user = saved
        nameSource.update(UserRow.fullName(of: saved))
        linesSource.update(Self.wordedLines(of: saved))
        onSaved(saved)
    }

    /// `Email: iyad@test.com`, `Age: 36 years`.
    private static func wordedLines(of user: User) -> [String] {
        ["Email: \(user.email)", "Age: \(UserRow.age(user.age))"]
    }
}

extension UserDetailViewModel: Equatable {
    /// The same detail screen: the same instance.
    public nonisolated static func == (lhs: UserDetailViewModel, rhs: UserDetailViewModel) -> Bool {
        lhs === rhs
    }
}
