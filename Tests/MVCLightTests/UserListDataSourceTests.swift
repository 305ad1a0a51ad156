// The table's data source that left the controller, tested with a bare `TableView` and no
// window, screen or task: hand it users, reload, read the rows.

import MVCLight
import TerminalUIKit
import Testing
import UserModel

@Suite("The lighter MVC table data source")
@MainActor
struct UserListDataSourceTests {
    @Test("one row per visible user, worded by the formatter, in the order given")
    func rows() {
        let dataSource = UserListDataSource(formatter: UserFormatter(favourites: FavouritesStore()))
        let table = TableView()
        table.dataSource = dataSource

        dataSource.visibleUsers = UserListRules.listed(Array(User.sample.prefix(2)))
        table.reloadData()

        #expect(
            table.renderLines() == [
                "1. Iyad Agha", "   36 years · iyad@test.com", "2. Mila Haward",
                "   24 years · mila@test.com",
            ])
    }

    @Test("a favourite is starred once the table reloads, and not before")
    func starFollowsTheStore() {
        let favourites = FavouritesStore()
        let dataSource = UserListDataSource(formatter: UserFormatter(favourites: favourites))
        let table = TableView()
        table.dataSource = dataSource
        dataSource.visibleUsers = UserListRules.listed([User.sample[0]])
        table.reloadData()
        let drawn = table.renderLines()

        favourites.toggleFavourite(User.sample[0].id)
        let beforeReload = table.renderLines()
        table.reloadData()

        #expect(drawn.first == "1. Iyad Agha")
        #expect(beforeReload == drawn)
        #expect(table.renderLines().first == "1. ★ Iyad Agha")
    }

    @Test("maps a row back to its user, and a row it doesn't have to none")
    func userAtRow() {
        let dataSource = UserListDataSource(formatter: UserFormatter(favourites: FavouritesStore()))

        dataSource.visibleUsers = UserListRules.listed(User.sample)

        #expect(dataSource.user(at: 0)?.lastName == "Åberg")
        #expect(dataSource.user(at: 5)?.lastName == "Okafor")
        #expect(dataSource.user(at: 6) == nil)
        #expect(dataSource.user(at: -1) == nil)
    }
}
