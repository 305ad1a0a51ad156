// Where the app hears of changes made to a user elsewhere — on another device, in another
// window. The MVC form follows its user's while the user has edits to save, to warn before
// a save overwrites them. Given: not yours to edit.

import UserModel

/// The app's feed of changes made to users elsewhere. There is one, and it lives as long as
/// the app.
@MainActor
final class ProfileChanges {
    /// The app's one feed.
    static let shared = ProfileChanges()

    /// One call of `follow(userWithID:_:)`, for `stop(_:)`.
    struct Following: Hashable {
        fileprivate let id: Int
    }

    private var handlers: [Following: (userID: Int, handler: @MainActor (User) -> Void)] = [:]
    private var lastID = 0

    /// Calls `handler` with every change made elsewhere to the user with `id`, from now on.
    /// Like a notification center's block observers, the feed keeps `handler` — and
    /// everything it captures — until `stop(_:)` is called with what this returns; letting
    /// that go doesn't stop it.
    func follow(userWithID id: Int, _ handler: @escaping @MainActor (User) -> Void) -> Following {
        lastID += 1
        let following = Following(id: lastID)
        handlers[following] = (id, handler)
        return following
    }

    /// Stops calling the handler `following` was given, and lets it go.
    func stop(_ following: Following) {
        handlers[following] = nil
    }

    /// Tells everyone following `user` that it changed elsewhere.
    func announce(_ user: User) {
        for (userID, handler) in handlers.values where userID == user.id {
            handler(user)
        }
    }
}
