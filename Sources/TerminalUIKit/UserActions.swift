// Test hooks that act as a user would — tap, type, select a row, go back — on whatever
// screen is visible. Tests drive every pattern through these, so each is exercised the same
// way, from the outside, as UI tests drive an app.

public enum UserActionError: Error, Equatable, CustomStringConvertible {
    case notVisible
    case noSuchButton(title: String, available: [String])
    case noSearchField
    case noSuchField(label: String, available: [String])
    case noTable
    case noSuchRow(row: Int, count: Int)
    case cannotGoBack

    public var description: String {
        switch self {
        case .notVisible:
            return "the screen is not showing yet"
        case .noSuchButton(let title, let available):
            let offered = available.isEmpty ? "none" : available.map { "'\($0)'" }.joined(separator: ", ")
            return "the screen has no '\(title)' button (buttons showing: \(offered))"
        case .noSearchField:
            return "the screen has no search field"
        case .noSuchField(let label, let available):
            let offered = available.isEmpty ? "none" : available.map { "'\($0)'" }.joined(separator: ", ")
            return "the screen has no '\(label)' field (fields showing: \(offered))"
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
    public var visibleButtons: [Button] {
        let screen = visibleViewController
        let barItem = screen.navigationItem.rightBarButtonItem.map { $0.isHidden ? [] : [$0] } ?? []
        return barItem + screen.view.descendants(ofType: Button.self).filter(\.isVisibleOnScreen)
    }

    /// Returns `false` when the button is disabled: the tap does nothing, as in UIKit.
    @discardableResult
    public func tapButton(titled title: String) throws(UserActionError) -> Bool {
        guard isVisible else { throw .notVisible }
        guard let button = visibleButtons.first(where: { $0.title == title }) else {
            throw .noSuchButton(title: title, available: visibleButtons.map(\.title))
        }
        return button.tap()
    }

    public func typeInSearchField(_ text: String) throws(UserActionError) {
        guard isVisible else { throw .notVisible }
        guard
            let field = visibleViewController.view.descendants(ofType: SearchField.self).first(
                where: \.isVisibleOnScreen)
        else { throw .noSearchField }
        field.type(text)
    }

    /// Returns `false` when the field is read-only: the typing changed nothing.
    @discardableResult
    public func typeInField(labelled label: String, _ text: String) throws(UserActionError) -> Bool {
        guard isVisible else { throw .notVisible }
        let fields = visibleViewController.view.descendants(ofType: TextField.self).filter(
            \.isVisibleOnScreen)
        guard let field = fields.first(where: { $0.label == label }) else {
            throw .noSuchField(label: label, available: fields.map(\.label))
        }
        return field.type(text)
    }

    public var visibleTable: TableView? {
        visibleViewController.view.descendants(ofType: TableView.self).first(where: \.isVisibleOnScreen)
    }

    /// `row` counts from 1, as the screen shows it.
    public func selectRow(_ row: Int) throws(UserActionError) {
        guard isVisible else { throw .notVisible }
        guard let table = visibleTable else { throw .noTable }
        guard table.selectRow(at: row - 1) else {
            throw .noSuchRow(row: row, count: table.numberOfRows)
        }
    }

    public func tapBack() throws(UserActionError) {
        guard isVisible else { throw .notVisible }
        guard let navigation = rootViewController as? NavigationController,
            navigation.popViewController() != nil
        else { throw .cannotGoBack }
    }
}
