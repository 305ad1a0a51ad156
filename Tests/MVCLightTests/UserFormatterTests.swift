// The wording that left the controller, tested without a window, a view kit or a task:
// a formatter, a favourites store and strings. Every line the two screens show, except the
// widgets' own decoration, is decided here.

import MVCLight
import Testing
import UserModel

@Suite("The lighter MVC formatter")
@MainActor
struct UserFormatterTests {
    private let mila = User(id: 2, firstName: "Mila", lastName: "Haward", email: "mila@test.com", age: 24)

    @Test("a row's title is the full name, starred while the store holds a favourite")
    func rowTitle() {
        let favourites = FavouritesStore()
        let formatter = UserFormatter(favourites: favourites)
        let before = formatter.rowTitle(of: mila)

        favourites.toggleFavourite(mila.id)

        #expect(before == "Mila Haward")
        #expect(formatter.rowTitle(of: mila) == "★ Mila Haward")
        #expect(formatter.fullName(of: mila) == "Mila Haward")
    }

    @Test(
        "says 'year' only for an age of one",
        arguments: [(0, "0 years"), (1, "1 year"), (2, "2 years"), (101, "101 years")])
    func agePlural(age: Int, words: String) {
        let user = User(id: 9, firstName: "Ada", lastName: "Zed", email: "ada@test.com", age: age)
        let formatter = UserFormatter(favourites: FavouritesStore())

        #expect(formatter.age(of: user) == words)
        #expect(formatter.rowDetail(of: user) == "\(words) · ada@test.com")
        #expect(formatter.ageLine(of: user) == "Age: \(words)")
    }

    @Test("the detail's lines and the favourite button follow the store")
    func detailLines() {
        let favourites = FavouritesStore(favouriteIDs: [mila.id])
        let formatter = UserFormatter(favourites: favourites)
        let starred = formatter.favouriteButtonTitle(for: mila)

        favourites.toggleFavourite(mila.id)

        #expect(formatter.emailLine(of: mila) == "Email: mila@test.com")
        #expect(starred == "★ Favourite")
        #expect(formatter.favouriteButtonTitle(for: mila) == "☆ Favourite")
    }

    @Test("the error line is empty without an error, and says what failed with one")
    func errorLine() {
        let formatter = UserFormatter(favourites: FavouritesStore())

        #expect(formatter.errorLine(message: nil) == "")
        #expect(
            formatter.errorLine(message: "The server is down.") == "Couldn't load users: The server is down.")
    }

    // MARK: - The header

    @Test(
        "the header, from before the first load to searching",
        arguments: [
            HeaderCase("before any load", users: nil, visible: 0, query: "", header: ""),
            HeaderCase(
                "no users, whatever the query", users: [], visible: 0, query: "zz", header: "No users yet."),
            HeaderCase("everyone", users: User.sample, visible: 6, query: "", header: "6 users"),
            HeaderCase("one user", users: [User.sample[5]], visible: 1, query: "", header: "1 user"),
            HeaderCase("some match", users: User.sample, visible: 3, query: "ha", header: "3 of 6 users"),
            HeaderCase(
                "one of one", users: [User.sample[5]], visible: 1, query: "edith", header: "1 of 1 user"),
            HeaderCase(
                "nobody matches", users: User.sample, visible: 0, query: "zz",
                header: "No users match \"zz\"."),
        ])
    func header(_ header: HeaderCase) {
        let formatter = UserFormatter(favourites: FavouritesStore())

        let words = formatter.header(
            users: header.users.map(UserListRules.listed), visibleCount: header.visible, query: header.query)

        #expect(words == header.header)
    }

    @Test("the header counts the listed favourites, in the plural, and not while searching")
    func headerCountsFavourites() {
        let favourites = FavouritesStore(favouriteIDs: [1, 42])
        let formatter = UserFormatter(favourites: favourites)
        let users = UserListRules.listed(User.sample)
        let one = formatter.header(users: users, visibleCount: 6, query: "")

        favourites.toggleFavourite(2)

        #expect(one == "6 users · 1 favourite")
        #expect(formatter.header(users: users, visibleCount: 6, query: "") == "6 users · 2 favourites")
        #expect(formatter.header(users: users, visibleCount: 3, query: "ha") == "3 of 6 users")
    }
}

/// One header to word, named for what it shows.
struct HeaderCase: Sendable, CustomStringConvertible {
    var description: String
    var users: [User]?
    var visible: Int
    var query: String
    var header: String

    init(_ description: String, users: [User]?, visible: Int, query: String, header: String) {
        self.description = description
        self.users = users
        self.visible = visible
        self.query = query
        self.header = header
    }
}
