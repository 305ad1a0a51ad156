// The part of a `workbook bench` report that no clock changes: its header, its columns, each
// row's name and shape, and the queries with their match counts. A chapter that quotes a
// recorded run holds the recording to this, so the quote stays true to the tool even though
// its times can't be measured again in a test.

import UserModel

/// What a `workbook bench` text report prints apart from its measurements.
public struct BenchOutline: Equatable, Sendable {
    /// The first line: how many users, how many runs, which build.
    public var header: String
    /// The table's headings, spaces collapsed: `load "a" "an" "ann" memory`.
    public var columns: String
    /// Each row of the table, spaces collapsed and every number written `#`: its name, then
    /// the shape of its cells (`baseline # # # #`, `MVC # # ×# # ×# # ×# # MB`).
    public var rows: [String]
    /// The last line: the units, then each query and how many users it matches.
    public var footer: String

    /// The outline of a report as printed, line by line. Blank lines and the note a debug
    /// build adds in parentheses are skipped; whatever is missing stays empty, so lines that
    /// are not a report give an outline no report has.
    public init(printed lines: [String]) {
        header = lines.first ?? ""
        let body = lines.dropFirst().filter { line in
            !line.allSatisfy(\.isWhitespace) && !line.hasPrefix("(")
        }
        columns = body.first.map(Self.collapsingSpaces) ?? ""
        rows = body.dropFirst().dropLast().map { row in
            Self.collapsingSpaces(row).replacing(/[0-9]+(\.[0-9]+)?/, with: "#")
        }
        footer = body.count > 1 ? body.last ?? "" : ""
    }

    /// The outline `workbook bench ARGUMENTS` prints in a `build` build (`release` or
    /// `debug`), worked out without measuring anything: the match counts come from the
    /// model's rules over the same made-up users, not from the screens, so even 100,000
    /// users take only a moment.
    ///
    /// - Throws: the usage error the command itself would print for these arguments, or one
    ///   for `--format json`, which has no table to outline.
    @MainActor
    public static func expected(arguments: [String], build: String) throws(CommandError) -> BenchOutline {
        let options = BenchCommand.Options(
            try ParsedArguments(arguments, declared: BenchCommand.declaredArguments))
        guard options.format == .text else {
            throw .usage("only the text report has an outline; leave out '--format json'.")
        }
        let listed = UserListRules.listed(GeneratedUsers.make(count: options.users))
        let keystrokes = BenchReport.keystrokes(typing: options.query).map { query in
            BenchReport.Keystroke(
                query: query, milliseconds: 0, matches: UserListRules.filter(listed, query: query).count,
                ratio: 1)
        }
        let report = BenchReport(
            users: options.users, runs: options.runs, build: build,
            baseline: BenchReport.Row(name: "baseline", loadMilliseconds: 0, keystrokes: keystrokes),
            patterns: options.patterns.map { pattern in
                BenchReport.Row(
                    name: pattern.title, loadMilliseconds: 0, memoryMegabytes: 0, keystrokes: keystrokes)
            })
        return BenchOutline(printed: report.text)
    }

    private static func collapsingSpaces(_ line: String) -> String {
        line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
