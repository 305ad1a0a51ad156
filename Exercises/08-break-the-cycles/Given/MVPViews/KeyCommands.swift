// The app's keyboard shortcuts, as a menu bar keeps them: a screen adds the ones it offers.
// The MVP and MVVM forms each have a copy of this file in their views module. Given: not
// yours to edit.

/// The app's keyboard shortcuts. There is one, and it lives as long as the app.
@MainActor
final class KeyCommands {
    /// The app's one set of shortcuts.
    static let shared = KeyCommands()

    /// One call of `add(_:action:)`, for `remove(_:)`.
    struct Shortcut: Hashable {
        fileprivate let id: Int
    }

    private var actions: [Shortcut: (key: String, action: @MainActor () -> Void)] = [:]
    private var lastID = 0

    /// Makes pressing `key` (`"⌘S"`, say) call `action`. Like a menu item, the shortcut keeps
    /// `action` — and everything it captures — until `remove(_:)` is called with what this
    /// returns; letting that go doesn't remove it.
    func add(_ key: String, action: @escaping @MainActor () -> Void) -> Shortcut {
        lastID += 1
        let shortcut = Shortcut(id: lastID)
        actions[shortcut] = (key, action)
        return shortcut
    }

    /// Removes `shortcut`, and lets its action go.
    func remove(_ shortcut: Shortcut) {
        actions[shortcut] = nil
    }

    /// The user pressed `key`: calls every action added for it.
    func press(_ key: String) {
        for (added, action) in actions.values where added == key {
            action()
        }
    }
}
