// The detail view model on Observation: read the toggle's title after it is tapped here or
// the store changes elsewhere, where the MVVM tests record what its binding emits.

import MVVMObservationPresentation
import Testing
import UserModel

@Suite("UserDetailViewModel")
@MainActor
struct UserDetailViewModelTests {
    private let noah = User(id: 5, firstName: "Noah", lastName: "Haward", email: "noah@test.com", age: 1)

    @Test("words the user: the name as title, then the email and the age")
    func wording() {
        let viewModel = UserDetailViewModel(user: noah, favourites: FavouritesStore())

        #expect(viewModel.title == "Noah Haward")
        #expect(viewModel.lines == ["Email: noah@test.com", "Age: 1 year"])
    }

    @Test("the toggle's title is derived from the store, whoever changes it")
    func derivesFromTheStore() async {
        let favourites = FavouritesStore()
        let viewModel = UserDetailViewModel(user: noah, favourites: favourites)
        var titles = [viewModel.favouriteTitle]

        viewModel.favouriteTapped()
        titles.append(viewModel.favouriteTitle)
        favourites.toggleFavourite(noah.id)
        titles.append(viewModel.favouriteTitle)
        let otherUserAnnounced = await announcesChange(
            to: { viewModel.favouriteTitle },
            during: {
                favourites.toggleFavourite(1)
            })

        #expect(titles == ["☆ Favourite", "★ Favourite", "☆ Favourite"])
        #expect(!otherUserAnnounced)
        #expect(!favourites.isFavourite(noah.id))
    }

    @Test("a user who is a favourite already starts starred")
    func startsStarred() {
        let viewModel = UserDetailViewModel(user: noah, favourites: FavouritesStore(favouriteIDs: [5]))

        #expect(viewModel.favouriteTitle == "★ Favourite")
    }

    @Test("the store keeps no view model alive")
    func weakObservation() {
        let favourites = FavouritesStore()
        var viewModel: UserDetailViewModel? = UserDetailViewModel(user: noah, favourites: favourites)
        weak var weakViewModel: UserDetailViewModel?
        weakViewModel = viewModel

        viewModel = nil
        favourites.toggleFavourite(noah.id)

        #expect(weakViewModel == nil)
    }
}
