// Who the user marked as a favourite: the one part of the model the screens change. It
// lives in memory, keyed by user id, and one store is shared by every screen that shows
// favourites; when it changes it tells its observers, so a change made on one screen shows
// on another. It knows nothing of screens: observers are anything that conforms.

// MARK: - Observing

@MainActor
public protocol FavouritesObserver: AnyObject {
    func favouritesDidChange(_ store: FavouritesStore)
}

// MARK: - The store

/// Observers are held weakly: observing the store never keeps a screen alive, and an
/// observer that goes away simply stops hearing.
@MainActor
public final class FavouritesStore {
    /// The ids of every favourite, including users no list shows right now.
    public private(set) var favouriteIDs: Set<User.ID>

    private struct WeakObserver {
        weak var observer: (any FavouritesObserver)?
    }

    private var observers: [WeakObserver] = []
    private var isNotifying = false
    private var hasUnheardChange = false

    public init(favouriteIDs: Set<User.ID> = []) {
        self.favouriteIDs = favouriteIDs
    }

    public func isFavourite(_ id: User.ID) -> Bool {
        favouriteIDs.contains(id)
    }

    public func toggleFavourite(_ id: User.ID) {
        if favouriteIDs.remove(id) == nil {
            favouriteIDs.insert(id)
        }
        notifyObservers()
    }

    /// Adding the same observer twice changes nothing.
    public func addObserver(_ observer: any FavouritesObserver) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(WeakObserver(observer: observer))
    }

    public func removeObserver(_ observer: any FavouritesObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// A change made while observers are hearing one is told once they all have, so nobody
    /// hears a change inside another.
    private func notifyObservers() {
        hasUnheardChange = true
        guard !isNotifying else { return }
        isNotifying = true
        defer { isNotifying = false }
        while hasUnheardChange {
            hasUnheardChange = false
            for entry in observers {
                entry.observer?.favouritesDidChange(self)
            }
        }
        observers.removeAll { $0.observer == nil }
    }
}
