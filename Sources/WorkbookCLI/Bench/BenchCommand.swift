// `workbook bench`: what each pattern adds to the work any screen must do, as a ratio. Each
// pattern's real screen loads N made-up users, then takes a query keystroke by keystroke;
// beside it, a plain loop filters the same listed users and builds the same rows. Time is
// read from the wall clock on purpose: this command measures, it does not test.

import Foundation
import TerminalUIKit
import UserModel

enum BenchCommand: WorkbookCommand {
    static let name = "bench"
    static let summary = "Compare each pattern's search with a plain loop over the same users, as a ratio."
    static let discussion = """
        Each pattern's real screen loads N made-up users, then the query is typed one keystroke
        at a time. The baseline, a plain loop, filters the same users and builds the same rows.
        The report gives each pattern's time over the baseline's: the median of the runs and
        its spread. A pattern above 1.10× its baseline is a finding to explain.

        Build in release mode for numbers worth quoting:
          swift run -c release workbook bench
        """

    static let users = Option<Int>.integer(
        "users", in: 1...1_000_000, help: "how many users, 1 to 1000000", default: 10_000)
    static let query = Option<String>(
        "query", value: "TEXT", help: "what to type, keystroke by keystroke", default: "ann",
        shownDefault: "ann"
    ) { text throws(CommandError) in
        guard !text.isEmpty, text.count <= 100, !text.contains(where: \.isNewline) else {
            throw .usage("'--query' needs 1 to 100 characters on one line.")
        }
        return text
    }
    static let patterns = Option<[ArchitecturePattern]>.patterns(
        help: "which patterns, comma-separated: mvc, mvp, mvvm, mvc-light, mvvm-observation; or all")
    static let runs = Option<Int>.integer(
        "runs", in: 1...50, help: "how many times to measure each, 1 to 50", default: 9)

    static var declaredArguments: [any DeclaredArgument] { [users, query, patterns, runs] }
    static let notes = "Exit status: 0 when measured, 64 for a bad option."

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let report = await Benchmark.measure(
            users: GeneratedUsers.make(count: arguments.value(users, else: 10_000)),
            query: arguments.value(query, else: "ann"),
            patterns: arguments.value(patterns, else: ArchitecturePattern.classic),
            runs: arguments.value(runs, else: 9))
        console.print(report.text.joined(separator: "\n"))
    }
}

// MARK: - Measuring

struct BenchReport: Sendable {
    struct Row: Sendable {
        var name: String
        var milliseconds: [Double]  // all the keystrokes, one per run
        var ratios: [Double]  // each run's time over the baseline's in the same run
        var matches: [Int]  // rows drawn after each keystroke
    }

    var users: Int
    var query: String
    var runs: Int
    var build: String
    var baseline: Row
    var patterns: [Row]
}

@MainActor
enum Benchmark {
    #if DEBUG
        static let build = "debug"
    #else
        static let build = "release"
    #endif

    // Each run times the baseline, then every pattern, so all of them meet the same machine;
    // a first run warms up and is not counted.
    static func measure(users: [User], query: String, patterns: [ArchitecturePattern], runs: Int) async
        -> BenchReport
    {
        let keystrokes = (1...query.count).map { String(query.prefix($0)) }
        var baseline = BenchReport.Row(name: "baseline", milliseconds: [], ratios: [], matches: [])
        var rows = patterns.map { BenchReport.Row(name: $0.title, milliseconds: [], ratios: [], matches: []) }
        for run in 0...runs {
            let (baseTime, baseMatches) = await measureBaseline(users, keystrokes: keystrokes)
            var times: [Double] = []
            for (index, pattern) in patterns.enumerated() {
                let (time, matches) = await measure(pattern, users: users, keystrokes: keystrokes)
                times.append(time)
                rows[index].matches = matches
            }
            baseline.matches = baseMatches
            guard run > 0 else { continue }
            baseline.milliseconds.append(baseTime)
            baseline.ratios.append(1)
            for index in rows.indices {
                rows[index].milliseconds.append(times[index])
                rows[index].ratios.append(times[index] / max(baseTime, 0.001))
            }
        }
        return BenchReport(
            users: users.count, query: query, runs: runs, build: build, baseline: baseline, patterns: rows)
    }

    // Each keystroke's rows are kept until the next replaces them, as a screen keeps what it shows.
    private static func measureBaseline(_ users: [User], keystrokes: [String]) async -> (Double, [Int]) {
        let listed = UserListRules.listed(users)
        let favourites = FavouritesStore()
        var cells: [TableViewCell] = []
        var matches: [Int] = []
        let clock = ContinuousClock()
        let start = clock.now
        for keystroke in keystrokes {
            cells = []
            for entry in UserListRules.filter(listed, query: UserListRules.trimmed(keystroke)) {
                let user = entry.user
                let name = "\(user.firstName) \(user.lastName)"
                let age = user.age == 1 ? "1 year" : "\(user.age) years"
                cells.append(
                    TableViewCell(
                        text: favourites.isFavourite(user.id) ? "★ \(name)" : name,
                        detailText: "\(age) · \(user.email)"))
            }
            await Task.yield()
            matches.append(cells.count)
        }
        return ((clock.now - start) / .milliseconds(1), matches)
    }

    // The screen loads before the clock starts. The yield costs the baseline the same; a redraw
    // that Observation asked for may need more turns of the main actor, so it is waited for.
    private static func measure(_ pattern: ArchitecturePattern, users: [User], keystrokes: [String]) async
        -> (Double, [Int])
    {
        let window = pattern.makeWindow(service: SampleUserService(users: users, latency: .zero))
        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()
        await Task.yield()
        var matches: [Int] = []
        let clock = ContinuousClock()
        let start = clock.now
        for keystroke in keystrokes {
            try? window.typeInSearchField(keystroke)
            await Task.yield()
            if window.tasks.runningCount > 0 { await window.tasks.waitUntilIdle() }
            matches.append(window.visibleTable?.visibleCells.count ?? 0)
        }
        return ((clock.now - start) / .milliseconds(1), matches)
    }
}

// MARK: - Text

extension BenchReport {
    var text: [String] {
        var lines = [
            "workbook bench — \(users) users, \"\(query)\" typed a keystroke at a time, "
                + "\(runs) run\(runs == 1 ? "" : "s"), \(build) build"
        ]
        if build == "debug" {
            lines.append("(a debug build is several times slower; quote numbers from 'swift run -c release')")
        }
        var table = [["", "ms (median)", "× baseline (median)", "spread (min–max)"]]
        for row in [baseline] + patterns {
            let spread =
                row.name == baseline.name
                ? "" : "\(Self.format(row.ratios.min() ?? 0))–\(Self.format(row.ratios.max() ?? 0))"
            table.append([
                row.name, Self.format(Self.median(row.milliseconds)), Self.format(Self.median(row.ratios)),
                spread,
            ])
        }
        let widths = table[0].indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        lines.append("")
        for row in table {
            let cells = row.enumerated().map { column, cell in
                column == 0
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }
            lines.append(cells.joined(separator: "   "))
        }
        let queries = (1...query.count).map { String(query.prefix($0)) }
        lines += ["", "The baseline filters the same listed users and builds the same rows in a plain loop."]
        lines.append(
            "Rows drawn: " + zip(queries, baseline.matches).map { "\"\($0)\" \($1)" }.joined(separator: ", ")
                + ". Above 1.10× is a finding to explain.")
        return lines
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    private static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}

// MARK: - A recorded run's outline

/// What a `workbook bench` report says apart from its measurements, so that a chapter's
/// recorded run is held to the tool without measuring anything.
public enum BenchOutline {
    @MainActor
    public static func expected(arguments: [String], build: String) throws(CommandError) -> [String] {
        let parsed = try ParsedArguments(arguments, declared: BenchCommand.declaredArguments)
        let users = GeneratedUsers.make(count: parsed.value(BenchCommand.users, else: 10_000))
        let query = parsed.value(BenchCommand.query, else: "ann")
        let listed = UserListRules.listed(users)
        let matches = (1...query.count).map {
            UserListRules.filter(listed, query: String(query.prefix($0))).count
        }
        let row = { (name: String) in
            BenchReport.Row(name: name, milliseconds: [0], ratios: [0], matches: matches)
        }
        let report = BenchReport(
            users: users.count, query: query, runs: parsed.value(BenchCommand.runs, else: 9), build: build,
            baseline: row("baseline"),
            patterns: parsed.value(BenchCommand.patterns, else: ArchitecturePattern.classic).map {
                row($0.title)
            })
        return of(report.text)
    }

    // Without blank lines, spaces collapsed, and every measured number written `#`.
    public static func of(_ lines: [String]) -> [String] {
        lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { line in
            line.split(separator: " ").joined(separator: " ").replacing(/[0-9]+\.[0-9]+/, with: "#")
        }
    }
}
