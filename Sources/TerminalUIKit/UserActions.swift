// Test hooks that act as a user would — tap, type, select a row, go back — on whatever
// screen is visible. Tests and the `workbook` scripts drive all three patterns through
// these, so every pattern is exercised the same way, from the outside.

/// Why a user action could not be performed on the visible screen.
public enum UserActionError: Error, Equatable, CustomStringConvertible {
    /// The window is not visible yet.
    case notVisible
    /// No visible button has that title; `available` lists those that do exist.
    case noSuchButton(title: String, available: [String])
    /// The visible screen has no search field.
    case noSearchField
    /// The visible screen has no table.
    case noTable
    /// `row` (1-based) is not on screen; the table shows `count` rows.
    case noSuchRow(row: Int, count: Int)
    /// The visible screen is the root: there is nothing to go back to.
    case cannotGoBack

    /// One sentence on what was tried and what the screen offers.
    public var description: String {
        switch self {
        case .notVisible:
            return "the screen is not showing yet (start with 'load')"
        case .noSuchButton(let title, let available):
            let offered = available.isEmpty ? "none" : available.map { "'\($0)'" }.joined(separator: ", ")
            return "the screen has no '\(title)' button (buttons showing: \(offered))"
        case .noSearchField:
            return "the screen has no search field"
        case .noTable:
            return "the screen has no list of rows"
        case .noSuchRow(let row, let count):
            return count == 0
                ? "there is no row \(row): the list shows no rows"
                : "there is no row \(row): the list shows rows 1 to \(count)"
        case .cannotGoBack:
            return "there is no screen to go back to"
        }
    }
}

extension Window {
    /// Every button the user can see: the bar's right item, then the view's.
    public var visibleButtons: [Button] {
        let screen = visibleViewController
        let barItem = screen.navigationItem.rightBarButtonItem.map { $0.isHidden ? [] : [$0] } ?? []
        return barItem + screen.view.descendants(ofType: Button.self).filter(\.isVisibleOnScreen)
    }

    /// Taps the visible button titled `title`. Returns `false` when it is disabled (the
    /// tap does nothing, as in UIKit).
    @discardableResult
    public func tapButton(titled title: String) throws(UserActionError) -> Bool {
        guard isVisible else { throw .notVisible }
        guard let button = visibleButtons.first(where: { $0.title == title }) else {
            throw .noSuchButton(title: title, available: visibleButtons.map(\.title))
        }
        return button.tap()
    }

    /// Replaces the search field's text as typing would.
    public func typeInSearchField(_ text: String) throws(UserActionError) {
        guard isVisible else { throw .notVisible }
        guard
            let field = visibleViewController.view.descendants(ofType: SearchField.self).first(
                where: \.isVisibleOnScreen)
        else { throw .noSearchField }
        field.type(text)
    }

    /// The visible table, if the screen has one.
    public var visibleTable: TableView? {
        visibleViewController.view.descendants(ofType: TableView.self).first(where: \.isVisibleOnScreen)
    }

    /// Selects the row numbered `row` as shown on screen (1-based).
    public func selectRow(_ row: Int) throws(UserActionError) {
        guard isVisible else { throw .notVisible }
        guard let table = visibleTable else { throw .noTable }
        guard table.selectRow(at: row - 1) else {
            throw .noSuchRow(row: row, count: table.numberOfRows)
        }
    }

    /// Taps the bar's back button.
    public func tapBack() throws(UserActionError) {
        guard isVisible else { throw .notVisible }
        guard let navigation = rootViewController as? NavigationController,
            navigation.popViewController() != nil
        else { throw .cannotGoBack }
    }
}
