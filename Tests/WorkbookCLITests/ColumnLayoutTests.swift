// Screens side by side: long lines wrap inside their column, and a line far longer than a
// screen is cut after a few rows, so drawing it costs what fits, not what it holds.

import Testing
@testable import WorkbookCLI


@Suite("Column layout")
struct ColumnLayoutTests {
    @Test("wraps a long line at spaces, continuations indented by two")
    func wrapsAtSpaces() {
        let pieces = ColumnLayout.wrap("one two three four five six", width: 10)

        #expect(pieces == ["one two", "  three", "  four", "  five six"])
    }

    @Test("keeps every row of a long line when no limit is given")
    func keepsEveryRowWithoutLimit() {
        let pieces = ColumnLayout.wrap(String(repeating: "A", count: 10_000), width: 30)

        #expect(pieces.count == 1 + (10_000 - 30 + 27) / 28)
        #expect(pieces.joined().filter { $0 == "A" }.count == 10_000)
    }

    @Test("leaves a line that fits as it is")
    func leavesShortLine() {
        #expect(ColumnLayout.wrap("one two", width: 10) == ["one two"])
    }

    @Test("cuts a line longer than a few rows, ending the last row with an ellipsis")
    func cutsVeryLongLine() {
        let line = "1. " + String(repeating: "A", count: 1_000_000) + " B"

        let pieces = ColumnLayout.wrap(line, width: 30, maximumRows: 8)

        #expect(pieces.count == 8)
        #expect(pieces.allSatisfy { $0.count <= 30 })
        #expect(pieces.last?.hasSuffix("…") == true)
        #expect(pieces.dropFirst().first == "  " + String(repeating: "A", count: 28))
    }

    @Test("keeps every row of a very long line within its column, side by side")
    func columnsStayWithinWidth() {
        let name = String(repeating: "é", count: 200_000)
        let columns = ["MVC", "MVP", "MVVM"].map { (title: $0, lines: ["1. " + name, "   a@b"]) }

        let lines = ColumnLayout.render(columns, width: 100)

        #expect(lines.allSatisfy { $0.count <= 100 })
        #expect(lines.count == 2 + ColumnLayout.maximumRowsPerLine + 1)
    }

    @Test("keeps every row of a very long line within the width when the screens are stacked")
    func stackedStaysWithinWidth() {
        let name = String(repeating: "é", count: 200_000)
        let columns = ["MVC", "MVP"].map { (title: $0, lines: ["1. " + name]) }

        let lines = ColumnLayout.render(columns, width: 40)

        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines.count == 2 * (1 + ColumnLayout.maximumRowsPerLine))
    }
}
