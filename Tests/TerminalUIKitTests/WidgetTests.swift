// Each widget draws exactly the text the feature chapter promises, and behaves the way
// its UIKit twin does (a disabled button ignores taps, a stopped spinner hides).

import TerminalUIKit
import Testing

@MainActor
@Suite("Widgets")
struct WidgetTests {
    @Test("a label draws its lines, and nothing while empty")
    func label() {
        #expect(Label("6 users").render() == ["6 users"])
        #expect(Label("one\ntwo").render() == ["one", "two"])
        #expect(Label("").render() == [])
    }

    @Test("a spinner draws only while animating")
    func spinner() {
        let spinner = Spinner("Loading users…")
        let stopped = spinner.render()

        spinner.startAnimating()
        let animating = spinner.render()
        spinner.stopAnimating()

        #expect(stopped == [])
        #expect(animating == ["⟳ Loading users…"])
        #expect(spinner.render() == [])
    }

    @Test("a disabled button says so and ignores taps")
    func button() {
        var taps = 0
        let button = Button(title: "Refresh") { taps += 1 }

        let enabledTap = button.tap()
        button.isEnabled = false
        let disabledTap = button.tap()

        #expect(enabledTap)
        #expect(!disabledTap)
        #expect(taps == 1)
        #expect(button.render() == ["[Refresh] (disabled)"])
    }

    @Test("a search field shows its placeholder until typed into, and reports typing")
    func searchField() {
        let field = SearchField()
        var reported: [String] = []
        field.onTextChange = { reported.append($0) }
        let empty = field.render()

        field.type("mi")
        field.setText("quiet")

        #expect(empty == ["Search: (name or email)"])
        #expect(reported == ["mi"])
        #expect(field.render() == ["Search: quiet"])
    }

    @Test("a text field shows its label and text, reports typing, and ignores it while read-only")
    func textField() {
        let field = TextField(label: "First name", text: "Iyad")
        var reported: [String] = []
        field.onTextChange = { reported.append($0) }
        let start = field.render()

        let typed = field.type("Iya")
        field.setText("Ada")
        field.isEnabled = false
        let typedWhileReadOnly = field.type("Bob")

        #expect(start == ["First name: Iyad"])
        #expect(typed)
        #expect(!typedWhileReadOnly)
        #expect(reported == ["Iya"])
        #expect(field.render() == ["First name: Ada (read-only)"])
    }

    @Test("a hidden view hides its subviews too")
    func hiding() {
        let container = View()
        container.addSubview(Label("a"))
        let inner = View()
        inner.addSubview(Label("b"))
        container.addSubview(inner)

        inner.isHidden = true

        #expect(container.render() == ["a"])
        #expect(container.descendants(ofType: Label.self).count == 2)
    }
}

@MainActor
@Suite("A table view")
struct TableViewTests {
    final class Rows: TableViewDataSource, TableViewDelegate {
        var cells: [TableViewCell]
        var selected: [Int] = []
        init(_ cells: [TableViewCell]) { self.cells = cells }
        func numberOfRows(in tableView: TableView) -> Int { cells.count }
        func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell { cells[row] }
        func tableView(_ tableView: TableView, didSelectRowAt row: Int) { selected.append(row) }
    }

    @Test("shows nothing new until reloadData, as in UIKit")
    func reloadData() {
        let rows = Rows([TableViewCell(text: "Iyad Agha", detailText: "36 years · iyad@test.com")])
        let table = TableView()
        table.dataSource = rows
        let beforeReload = table.render()

        table.reloadData()

        #expect(beforeReload == [])
        #expect(table.render() == ["1. Iyad Agha", "   36 years · iyad@test.com"])
    }

    @Test("numbers rows and lines details up under two-digit numbers")
    func numbering() {
        let rows = Rows(
            (1...10).map { TableViewCell(text: "User \($0)", detailText: $0 == 10 ? "ten" : nil) })
        let table = TableView()
        table.dataSource = rows

        table.reloadData()

        #expect(table.render().suffix(3) == ["9. User 9", "10. User 10", "    ten"])
    }

    @Test("selecting a row tells the delegate; a row that isn't there does nothing")
    func selection() {
        let rows = Rows([TableViewCell(text: "a"), TableViewCell(text: "b")])
        let table = TableView()
        table.dataSource = rows
        table.delegate = rows
        table.reloadData()

        let selectedSecond = table.selectRow(at: 1)
        let selectedMissing = table.selectRow(at: 2)

        #expect(selectedSecond)
        #expect(!selectedMissing)
        #expect(rows.selected == [1])
    }
}
