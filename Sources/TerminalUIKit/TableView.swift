// UITableView's stand-in, with the same division of labour: a data source answers how
// many rows and what each shows, a delegate hears about selection, and nothing changes on
// screen until someone calls `reloadData()` — forgetting it is a classic UIKit bug, and it
// is reproduced faithfully here. As in UIKit, cells are asked for when they are drawn.

/// Supplies a table's rows, like `UITableViewDataSource` (one section only).
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many rows the table has.
    func numberOfRows(in tableView: TableView) -> Int
    /// The content of the row at `row` (0-based).
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell
}

/// Hears what the user does with a table, like `UITableViewDelegate`.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The user selected the row at `row` (0-based).
    func tableView(_ tableView: TableView, didSelectRowAt row: Int)
}

/// One row's content, in UIKit's "subtitle" style: a title and a detail line.
public struct TableViewCell: Sendable, Equatable {
    /// The first line.
    public var text: String
    /// The second line, if any.
    public var detailText: String?

    /// Creates a cell's content.
    public init(text: String, detailText: String? = nil) {
        self.text = text
        self.detailText = detailText
    }
}

/// A list of rows drawn as `1. Title` with the detail indented below.
@MainActor
public final class TableView: View {
    /// Answers for the rows; held weakly, as in UIKit.
    public weak var dataSource: (any TableViewDataSource)?
    /// Hears selection; held weakly, as in UIKit.
    public weak var delegate: (any TableViewDelegate)?
    /// How many rows the data source had at the last ``reloadData()``.
    public private(set) var numberOfRows = 0
    /// The cells asked for since the last ``reloadData()``, by row.
    private var cachedCells: [Int: TableViewCell] = [:]

    /// Creates an empty table.
    public override init() {}

    /// A table.
    public override var widget: WidgetChange.Widget { .tableView }

    /// Asks the data source again how many rows there are, and forgets every cell. Like
    /// UIKit's, it asks for the cells themselves only when they are drawn, so reloading a
    /// hundred thousand rows costs nothing until they are shown.
    public func reloadData() {
        numberOfRows = dataSource?.numberOfRows(in: self) ?? 0
        cachedCells = [:]
        reportChange(.numberOfRows(numberOfRows))
    }

    /// The rows on screen, asking the data source for any cell not asked for since the last
    /// ``reloadData()``. A data source that changed without a reload keeps showing what it
    /// showed — the classic UIKit bug — and is never asked for a row it no longer has.
    public var visibleCells: [TableViewCell] {
        guard let dataSource else { return [] }
        let available = min(numberOfRows, dataSource.numberOfRows(in: self))
        return (0..<available).map { row in
            if let cell = cachedCells[row] { return cell }
            let cell = dataSource.tableView(self, cellForRowAt: row)
            cachedCells[row] = cell
            return cell
        }
    }

    /// Selects the row at `row` (0-based) as a user's tap would. Returns `false`, doing
    /// nothing, when there is no such row.
    @discardableResult
    public func selectRow(at row: Int) -> Bool {
        guard (0..<numberOfRows).contains(row) else { return false }
        deliver { delegate?.tableView(self, didSelectRowAt: row) }
        return true
    }

    /// `N. Title` per row, the detail under it lined up with the title.
    public override func renderLines() -> [String] {
        visibleCells.enumerated().flatMap { index, cell -> [String] in
            let prefix = "\(index + 1). "
            let indent = String(repeating: " ", count: prefix.count)
            return [prefix + cell.text] + (cell.detailText.map { [indent + $0] } ?? [])
        }
    }
}
