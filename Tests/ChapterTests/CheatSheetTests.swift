// The cheat sheet and the tools must agree: every cell of its numbers table is worked out
// again here — sizes and ratings by running `workbook metrics --patterns all` in-process, the
// change request from its recorded figures — no other line of the sheet carries a number,
// and the sheet stays one page.

import Foundation
import Testing
import WorkbookCLI

@MainActor
@Suite("The cheat sheet's numbers are the tools' numbers")
struct CheatSheetTests {
    static let sheet = "Chapters/cheat-sheet.md"
    static let columns = ["MVC", "MVC light", "MVP", "MVVM", "MVVM+Obs"]
    static let metricsArguments = [
        "metrics", "--format", "markdown", "--section", "per-pattern,sizes,criteria", "--patterns", "all",
    ]

    struct Table {
        var firstLine: Int
        var header: [String]
        var rows: [[String]]

        func row(_ name: String) -> [String]? { rows.first { $0.first == name } }

        /// The cell in `row` under the column headed `column`.
        func cell(_ row: String, _ column: String) -> String? {
            guard let cells = self.row(row), let index = header.firstIndex(of: column), index < cells.count
            else { return nil }
            return cells[index]
        }
    }

    /// The Markdown tables in `lines`, each cell trimmed; the alignment row is left out.
    static func tables(in lines: [String]) -> [Table] {
        var tables: [Table] = []
        var current: [[String]] = []
        var start = 0
        for (index, line) in (lines + [""]).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("|") else {
                if let header = current.first {
                    tables.append(
                        Table(firstLine: start + 1, header: header, rows: Array(current.dropFirst(2))))
                }
                current = []
                continue
            }
            if current.isEmpty { start = index }
            current.append(
                trimmed.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
                    .map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return tables
    }

    static func sheetLines() throws -> [String] {
        try ChapterQuotesTests.lines(atPath: sheet)
    }

    /// The sheet's numbers table: the one whose header starts with "measure".
    static func numbersTable() throws -> Table {
        try #require(
            tables(in: try sheetLines()).first { $0.header.first == "measure" },
            "\(sheet) should have a table whose first column is headed 'measure'")
    }

    /// What each row of the numbers table must say, per column, and where that comes from.
    static func expectedRows() async throws -> [String: (source: String, cells: [String: String])] {
        let result = await Workbook.run(
            metricsArguments, environment: ["COLUMNS": "100"], currentDirectory: ChapterQuotesTests.root.path)
        try #require(result.exitCode == 0, "'workbook \(metricsArguments.joined(separator: " "))' failed")
        let metrics = tables(in: result.standardOutput.components(separatedBy: "\n"))
        let perPattern = try #require(metrics.first { $0.header.first == "metric" })
        let sizes = try #require(metrics.first { $0.header.first == "code" })
        let criteria = try #require(metrics.first { $0.header.first == "criterion" })
        let figures = try changeRequestFigures()

        var rows: [String: (source: String, cells: [String: String])] = [:]
        func add(_ row: String, from source: String, _ value: (String) -> String?) {
            var cells: [String: String] = [:]
            for column in columns { cells[column] = value(column) ?? "(nothing)" }
            rows[row] = (source, cells)
        }
        let measured = "`workbook metrics --patterns all`"
        for row in ["source files", "lines of code", "types + protocols"] {
            add(row, from: measured) { perPattern.cell(row, $0) }
        }
        add("lines of code, × MVC", from: measured) { sizes.row($0).map { $0[3] } }
        add("logic tests that run without the view kit", from: measured) { column in
            criteria.cell("testability", column)?.firstMatch(of: /\d+ of \d+/).map { String($0.output) }
        }
        for criterion in ["distribution", "testability", "ease of use"] {
            add("rating: \(criterion)", from: measured) { column in
                criteria.cell(criterion, column)?.split(separator: " ").first.map(String.init)
            }
        }
        let recorded = "ChangeRequests/sort-by-age/figures.md"
        add("Sort button: sources changed", from: recorded) { figures[$0]?[1] }
        add("Sort button: existing tests broken", from: recorded) { figures[$0]?[3] }
        return rows
    }

    /// The summary of figures.md, by row name: name, sources, tests, existing tests broken.
    static func changeRequestFigures() throws -> [String: [String]] {
        let lines = try ChapterQuotesTests.lines(atPath: "ChangeRequests/sort-by-age/figures.md")
        let start = try #require(lines.firstIndex { $0.hasPrefix("```text") }) + 1
        let summary = lines[start...].prefix { !$0.hasPrefix("```") }.dropFirst()
        var figures: [String: [String]] = [:]
        for line in summary {
            let cells = line.split(separator: /\s{2,}/).map(String.init)
            if let name = cells.first { figures[name] = cells }
        }
        return figures
    }

    @Test("the numbers table has a column for each of the five patterns")
    func numbersTableColumns() throws {
        let table = try Self.numbersTable()

        #expect(
            Array(table.header.dropFirst()) == Self.columns,
            "\(Self.sheet):\(table.firstLine): the columns should be \(Self.columns), not \(table.header)")
    }

    @Test("every number in the numbers table is the one the tools give")
    func numbersAreMeasured() async throws {
        let table = try Self.numbersTable()
        let expected = try await Self.expectedRows()

        for row in table.rows {
            let name = row.first ?? ""
            guard let (source, cells) = expected[name] else {
                Issue.record(
                    "\(Self.sheet): the row '\(name)' has no rule in CheatSheetTests; add one, or drop the row"
                )
                continue
            }
            for column in Self.columns {
                let shown = table.cell(name, column) ?? "(nothing)"
                let want = cells[column] ?? "(nothing)"
                #expect(
                    shown == want,
                    "\(Self.sheet): '\(name)' for \(column) says \(shown), but \(source) gives \(want)")
            }
        }
        let missing = Set(expected.keys).subtracting(table.rows.compactMap(\.first))
        #expect(missing.isEmpty, "\(Self.sheet): the numbers table has lost the rows \(missing.sorted())")
    }

    @Test("no line outside the numbers table carries a number the tests don't check")
    func noUncheckedNumbers() throws {
        let lines = try Self.sheetLines()
        let numbers = try Self.numbersTable()
        let numbersLines = (numbers.firstLine - 1)..<(numbers.firstLine + 1 + numbers.rows.count)
        var inCode = false
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, !numbersLines.contains(index) else { continue }
            let prose =
                line
                .replacing(/`[^`]*`/, with: "")
                .replacing(/\]\([^)]*\)/, with: "]")
                .replacing(/\b(ch\.|chapter|iOS|macOS|Swift) \d+(–\d+)?/, with: "")
            #expect(
                !prose.contains(/\d/),
                "\(Self.sheet):\(index + 1) has a number no test checks; move it into the numbers table: \(line)"
            )
        }
    }

    @Test("the cheat sheet fits on one page: at most 150 lines")
    func onePage() throws {
        var lines = try Self.sheetLines()
        if lines.last == "" { lines.removeLast() }

        #expect(lines.count <= 150, "\(Self.sheet) has \(lines.count) lines; one page is at most 150")
    }
}
