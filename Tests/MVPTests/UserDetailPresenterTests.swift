// The detail presenter, the MVP way: a recording view and a real favourites store. It
// words the user, writes the store when the toggle is tapped, and shows what the store
// says — even when another screen changes it.

import MVPPresentation
import Testing
import UserModel

@Suite("Detail presenter")
@MainActor
struct UserDetailPresenterTests {
    private let mila = User(id: 2, firstName: "Mila", lastName: "Haward", email: "mila@test.com", age: 24)

    private func makePresenter(_ favourites: FavouritesStore) -> (
        UserDetailPresenter, RecordingUserDetailView
    ) {
        let presenter = UserDetailPresenter(user: mila, favourites: favourites)
        let view = RecordingUserDetailView()
        presenter.attach(view)
        return (presenter, view)
    }

    @Test("the screen shows the name, the email, the age and the toggle")
    func wording() {
        let (presenter, view) = makePresenter(FavouritesStore())

        presenter.viewDidLoad()

        #expect(view.title == "Mila Haward")
        #expect(view.lines == ["Email: mila@test.com", "Age: 24 years"])
        #expect(view.favouriteTitle == "☆ Favourite")
    }

    @Test("tapping the toggle writes the store, and the toggle follows the store")
    func toggling() {
        let favourites = FavouritesStore()
        let (presenter, view) = makePresenter(favourites)
        presenter.viewDidLoad()

        presenter.favouriteTapped()
        let afterOneTap = (view.favouriteTitle, favourites.isFavourite(mila.id))
        presenter.favouriteTapped()

        #expect(afterOneTap == ("★ Favourite", true))
        #expect(view.favouriteTitle == "☆ Favourite")
        #expect(!favourites.isFavourite(mila.id))
    }

    @Test("a change made elsewhere shows on the toggle")
    func followsTheStore() {
        let favourites = FavouritesStore()
        let (presenter, view) = makePresenter(favourites)
        presenter.viewDidLoad()

        favourites.toggleFavourite(mila.id)

        #expect(view.favouriteTitle == "★ Favourite")
    }

    @Test("the store keeps neither the presenter nor its view alive")
    func weakObservation() {
        let favourites = FavouritesStore()
        var presenter: UserDetailPresenter? = UserDetailPresenter(user: mila, favourites: favourites)
        weak var weakPresenter: UserDetailPresenter?
        weakPresenter = presenter

        presenter = nil
        favourites.toggleFavourite(mila.id)

        #expect(weakPresenter == nil)
    }
}
