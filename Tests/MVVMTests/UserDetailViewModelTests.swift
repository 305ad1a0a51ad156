// The detail view model, the MVVM way: record what its output emits while the toggle is
// tapped here or the store changes elsewhere.

import Bindings
import MVVMPresentation
import Testing
import UserModel

/// Records every title the toggle output emits.
@MainActor
private final class FavouriteTitleRecorder {
    private(set) var titles: [String] = []
    private var bindings: [BindingToken] = []

    init(_ viewModel: any UserDetailViewModelProtocol) {
        viewModel.favouriteTitle.bind(to: self) { $0.titles.append($1) }.store(in: &bindings)
    }
}

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
    func derivesFromTheStore() {
        let favourites = FavouritesStore()
        let viewModel = UserDetailViewModel(user: noah, favourites: favourites)
        let recorder = FavouriteTitleRecorder(viewModel)

        viewModel.favouriteTapped()
        favourites.toggleFavourite(noah.id)
        favourites.toggleFavourite(1)

        #expect(recorder.titles == ["☆ Favourite", "★ Favourite", "☆ Favourite"])
        #expect(!favourites.isFavourite(noah.id))
    }

    @Test("a user who is a favourite already starts starred")
    func startsStarred() {
        let viewModel = UserDetailViewModel(user: noah, favourites: FavouritesStore(favouriteIDs: [5]))

        #expect(viewModel.favouriteTitle.value == "★ Favourite")
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
