// The table's data source as an object of its own, as objc.io's "Lighter View Controllers"
// moves it out of the controller: it holds the users the table shows and words each cell
// through the formatter. It decides nothing: the controller hands it the users to show.

import TerminalUIKit
import UserModel

@MainActor
public final class UserListDataSource: TableViewDataSource {
    /// Filtered and in list order, as the rows show them; the table sees a change only
    /// after `reloadData()`, as in UIKit.
    public var visibleUsers: [ListedUser] = []
    private let formatter: UserFormatter

    public init(formatter: UserFormatter) {
        self.formatter = formatter
    }

    /// The user a row shows, so that the controller can navigate without knowing the rows.
    public func user(at row: Int) -> User? {
        visibleUsers.indices.contains(row) ? visibleUsers[row].user : nil
    }

    public func numberOfRows(in tableView: TableView) -> Int {
        visibleUsers.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        let user = visibleUsers[row].user
        return TableViewCell(text: formatter.rowTitle(of: user), detailText: formatter.rowDetail(of: user))
    }
}
