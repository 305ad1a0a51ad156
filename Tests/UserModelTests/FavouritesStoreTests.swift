// The favourites store: toggling, telling its observers, and never keeping one alive.

import Testing
import UserModel

/// Writes down who is a favourite each time it hears a change.
@MainActor
private final class RecordingObserver: FavouritesObserver {
    var heard: [Set<User.ID>] = []
    var onChange: ((FavouritesStore) -> Void)?

    func favouritesDidChange(_ store: FavouritesStore) {
        heard.append(store.favouriteIDs)
        onChange?(store)
    }
}

@MainActor
@Suite("The favourites store")
struct FavouritesStoreTests {
    @Test("toggling makes a user a favourite, and toggling again makes them not one")
    func toggles() {
        let store = FavouritesStore()

        store.toggleFavourite(2)
        let afterOne = store.isFavourite(2)
        store.toggleFavourite(2)

        #expect(afterOne)
        #expect(!store.isFavourite(2))
        #expect(store.favouriteIDs.isEmpty)
    }

    @Test("every observer hears every change, in the order they were added")
    func tellsObservers() {
        let store = FavouritesStore(favouriteIDs: [1])
        let first = RecordingObserver()
        let second = RecordingObserver()
        var order: [String] = []
        first.onChange = { _ in order.append("first") }
        second.onChange = { _ in order.append("second") }
        store.addObserver(first)
        store.addObserver(second)
        store.addObserver(first)

        store.toggleFavourite(2)
        store.toggleFavourite(1)

        #expect(first.heard == [[1, 2], [2]])
        #expect(second.heard == [[1, 2], [2]])
        #expect(order == ["first", "second", "first", "second"])
    }

    @Test("a removed observer hears nothing more")
    func removal() {
        let store = FavouritesStore()
        let observer = RecordingObserver()
        store.addObserver(observer)

        store.removeObserver(observer)
        store.toggleFavourite(3)

        #expect(observer.heard.isEmpty)
    }

    @Test("observing the store never keeps the observer alive")
    func weakObservers() {
        let store = FavouritesStore()
        var observer: RecordingObserver? = RecordingObserver()
        weak var weakObserver: RecordingObserver?
        weakObserver = observer
        if let observer { store.addObserver(observer) }

        observer = nil
        store.toggleFavourite(1)

        #expect(weakObserver == nil)
    }

    @Test("a change made while observers hear one is told after that round, to everyone")
    func changesWhileNotifying() {
        let store = FavouritesStore()
        let first = RecordingObserver()
        let second = RecordingObserver()
        first.onChange = { store in
            if store.isFavourite(1) && !store.isFavourite(2) { store.toggleFavourite(2) }
        }
        store.addObserver(first)
        store.addObserver(second)

        store.toggleFavourite(1)

        #expect(first.heard == [[1], [1, 2]])
        #expect(second.heard == [[1, 2], [1, 2]])
        #expect(store.favouriteIDs == [1, 2])
    }
}
