// UITableView's stand-in, with the same division of labour: a data source answers how
// many rows and what each shows, a delegate hears about selection, and nothing changes on
// screen until someone calls `reloadData()`; forgetting it is the classic UIKit bug, kept
// here on purpose. As in UIKit, cells are asked for only when they are drawn.

/// One section only.
@MainActor
public protocol TableViewDataSource: AnyObject {
    func numberOfRows(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell
}

@MainActor
public protocol TableViewDelegate: AnyObject {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int)
}

/// UIKit's "subtitle" style: a title and a detail line.
public struct TableViewCell: Sendable, Equatable {
    public var text: String
    public var detailText: String?

    public init(text: String, detailText: String? = nil) {
        self.text = text
        self.detailText = detailText
    }
}

@MainActor
public final class TableView: View {
    public weak var dataSource: (any TableViewDataSource)?
    public weak var delegate: (any TableViewDelegate)?
    /// As of the last ``reloadData()``, whatever the data source says now.
    public private(set) var numberOfRows = 0
    private var cachedCells: [Int: TableViewCell] = [:]

    public override init() {}

    public override var widget: WidgetChange.Widget { .tableView }

    public func reloadData() {
        numberOfRows = dataSource?.numberOfRows(in: self) ?? 0
        cachedCells = [:]
        reportChange(.numberOfRows(numberOfRows))
    }

    /// A data source that changed without a reload keeps showing what it showed, and is
    /// never asked for a row it no longer has.
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

    /// Returns `false`, doing nothing, when there is no such row.
    @discardableResult
    public func selectRow(at row: Int) -> Bool {
        guard (0..<numberOfRows).contains(row) else { return false }
        deliver { delegate?.tableView(self, didSelectRowAt: row) }
        return true
    }

    public override func renderLines() -> [String] {
        visibleCells.enumerated().flatMap { index, cell -> [String] in
            let prefix = "\(index + 1). "
            let indent = String(repeating: " ", count: prefix.count)
            return [prefix + cell.text] + (cell.detailText.map { [indent + $0] } ?? [])
        }
    }
}
