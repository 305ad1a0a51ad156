// `workbook bench`: what each pattern costs at scale, measured rather than guessed. Every
// pattern's real screen loads many made-up users and takes a typed query keystroke by
// keystroke; beside them, the model's plain filter over the same prepared users is the baseline. Time
// is read from the wall clock on purpose: this command measures, it does not test.

import Foundation
import TerminalUIKit
import UserModel

/// Measures loading and searching in each pattern against the model's plain filter.
enum BenchCommand: WorkbookCommand {
    static let name = "bench"
    static let summary = "Measure each pattern with many users: loading, every keystroke, memory."
    static let discussion = """
        Each pattern's real screen loads N made-up users (the same ones on every run), then
        the query is typed one keystroke at a time. Times are the median of the runs; memory
        is what the process holds after the load and the keystrokes, less what it held
        before. The baseline is the model's plain filter over the same prepared users, each
        result kept until the next keystroke replaces it, as a screen keeps what it shows:
        the patterns' cost is what they add to it.

        Build in release mode for numbers worth quoting:
          swift run -c release workbook bench --users 100000
        """

    // MARK: - What it accepts

    static let users = Option<Int>.integer(
        "users", in: 1...1_000_000, help: "how many users, 1 to 1000000", default: 100_000)
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
        "runs", in: 1...50, help: "how many times to measure each, 1 to 50", default: 5)
    static let format = Option<OutputFormat>.format([.text, .json], help: "how to print the report")

    static var declaredArguments: [any DeclaredArgument] { [users, query, patterns, runs, format] }
    static let notes = """
        Exit status: 0 when measured, 64 for a bad option.
        """

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let options = Options(arguments)

        let report = await Benchmark.measure(
            users: GeneratedUsers.make(count: options.users), query: options.query,
            patterns: options.patterns, runs: options.runs)
        switch options.format {
        case .json: console.print(try encodeJSON(report))
        default: console.print(report.text.joined(separator: "\n"))
        }
    }

    /// What one run of `workbook bench` was asked for.
    struct Options {
        var users: Int
        var query: String
        var patterns: [ArchitecturePattern]
        var runs: Int
        var format: OutputFormat

        /// The options of `arguments`, already checked, with their defaults.
        @MainActor
        init(_ arguments: ParsedArguments) {
            users = arguments.value(BenchCommand.users, else: 100_000)
            query = arguments.value(BenchCommand.query, else: "ann")
            patterns = arguments.value(BenchCommand.patterns, else: ArchitecturePattern.classic)
            runs = arguments.value(BenchCommand.runs, else: 5)
            format = arguments.value(BenchCommand.format, else: .text)
        }
    }
}

// MARK: - Measuring

/// The measurements behind `workbook bench`.
struct BenchReport: Encodable, Sendable {
    /// One keystroke's time in a pattern.
    struct Keystroke: Encodable, Sendable {
        var query: String
        var milliseconds: Double
        var matches: Int
        /// The pattern's time over the baseline's, for the same keystroke.
        var ratio: Double
    }

    /// What one pattern (or the baseline) took.
    struct Row: Encodable, Sendable {
        var name: String
        var loadMilliseconds: Double
        var memoryMegabytes: Double?
        var keystrokes: [Keystroke]
    }

    var users: Int
    var runs: Int
    var build: String
    var baseline: Row
    var patterns: [Row]

    /// What the search field holds after each keystroke of `query`: `a`, `an`, `ann`.
    static func keystrokes(typing query: String) -> [String] {
        (1...max(query.count, 1)).map { String(query.prefix($0)) }
    }
}

@MainActor
enum Benchmark {
    #if DEBUG
        static let build = "debug"
    #else
        static let build = "release"
    #endif

    /// Measures the baseline and each pattern `runs` times, keeping the medians. Each run
    /// measures the baseline and then every pattern, so all of them meet the same machine;
    /// a first run warms up and is not counted.
    static func measure(users: [User], query: String, patterns: [ArchitecturePattern], runs: Int) async
        -> BenchReport
    {
        let prefixes = BenchReport.keystrokes(typing: query)
        var baselineSamples: [BenchReport.Row] = []
        var patternSamples: [[BenchReport.Row]] = patterns.map { _ in [] }
        for run in 0...runs {
            let baseline = measureBaseline(users, prefixes: prefixes)
            var samples: [BenchReport.Row] = []
            for pattern in patterns {
                samples.append(await measure(pattern, users: users, prefixes: prefixes))
            }
            guard run > 0 else { continue }
            baselineSamples.append(baseline)
            for index in patterns.indices { patternSamples[index].append(samples[index]) }
        }
        let baseline = medianRow(of: baselineSamples)
        let rows = patternSamples.map { samples in
            var row = medianRow(of: samples)
            for index in row.keystrokes.indices {
                let base = max(baseline.keystrokes[index].milliseconds, 0.001)
                row.keystrokes[index].ratio = row.keystrokes[index].milliseconds / base
            }
            return row
        }
        return BenchReport(users: users.count, runs: runs, build: build, baseline: baseline, patterns: rows)
    }

    /// The baseline: the model's rules, a plain filter over the prepared users, no screen.
    private static func measureBaseline(_ users: [User], prefixes: [String]) -> BenchReport.Row {
        let clock = ContinuousClock()
        var listed: [ListedUser] = []
        let load = clock.measure { listed = UserListRules.listed(users) }
        // Each result is kept until the next keystroke replaces it, as a screen keeps the rows
        // it shows: letting go of the previous result is part of every keystroke's cost.
        var shown = listed
        let keystrokes = prefixes.map { prefix in
            let time = clock.measure { shown = UserListRules.filter(listed, query: prefix) }
            let matches = shown.count
            return BenchReport.Keystroke(
                query: prefix, milliseconds: time.milliseconds, matches: matches, ratio: 1)
        }
        return BenchReport.Row(name: "baseline", loadMilliseconds: load.milliseconds, keystrokes: keystrokes)
    }

    /// One pattern's real screen: the load, then each keystroke typed into its search field.
    private static func measure(_ pattern: ArchitecturePattern, users: [User], prefixes: [String]) async
        -> BenchReport.Row
    {
        let clock = ContinuousClock()
        let memoryBefore = ResidentMemory.current()
        let service = SampleUserService(users: users, latency: .zero)
        let window = pattern.makeWindow(service: service)
        let start = clock.now
        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()
        let load = clock.now - start
        var keystrokes: [BenchReport.Keystroke] = []
        for prefix in prefixes {
            let time = clock.measure { try? window.typeInSearchField(prefix) }
            let matches = window.visibleTable?.numberOfRows ?? 0
            keystrokes.append(
                BenchReport.Keystroke(
                    query: prefix, milliseconds: time.milliseconds, matches: matches, ratio: 1))
        }
        // Read last: making the allocator hand memory back would slow the keystrokes after it.
        let memoryAfter = ResidentMemory.current()
        var memory: Double?
        if let memoryBefore, let memoryAfter {
            memory = Double(max(memoryAfter - memoryBefore, 0)) / 1_048_576
        }
        return BenchReport.Row(
            name: pattern.title, loadMilliseconds: load.milliseconds, memoryMegabytes: memory,
            keystrokes: keystrokes)
    }

    /// Each number the median of the samples'.
    private static func medianRow(of samples: [BenchReport.Row]) -> BenchReport.Row {
        func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
        var row = samples[0]
        row.loadMilliseconds = median(samples.map(\.loadMilliseconds))
        row.memoryMegabytes =
            samples.allSatisfy { $0.memoryMegabytes != nil }
            ? median(samples.compactMap(\.memoryMegabytes)) : nil
        for index in row.keystrokes.indices {
            row.keystrokes[index].milliseconds = median(samples.map { $0.keystrokes[index].milliseconds })
        }
        return row
    }
}

// MARK: - Text

extension BenchReport {
    /// The report as aligned lines.
    var text: [String] {
        var lines = [
            "workbook bench — \(users) users, median of \(runs) run\(runs == 1 ? "" : "s"), \(build) build"
        ]
        if build == "debug" {
            lines.append("(a debug build is several times slower; quote numbers from 'swift run -c release')")
        }
        lines.append("")
        let queries = baseline.keystrokes.map { "\"\($0.query)\"" }
        let header = ["", "load"] + queries + ["memory"]
        var table = [header]
        for row in [baseline] + patterns {
            let keys = row.keystrokes.map { keystroke in
                row.name == "baseline"
                    ? Self.format(keystroke.milliseconds)
                    : "\(Self.format(keystroke.milliseconds)) ×\(Self.ratio(keystroke.ratio))"
            }
            let memory =
                row.memoryMegabytes.map { String(format: "%.0f MB", $0) }
                ?? (row.name == "baseline" ? "" : "n/a")
            table.append([row.name, Self.format(row.loadMilliseconds)] + keys + [memory])
        }
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        for row in table {
            lines.append(
                row.enumerated().map { column, cell in
                    column == 0
                        ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                        : String(repeating: " ", count: widths[column] - cell.count) + cell
                }
                .joined(separator: "   "))
        }
        lines.append("")
        lines.append(
            "Times in milliseconds; ×N is a keystroke's time over the baseline's. Matches: "
                + baseline.keystrokes.map { "\"\($0.query)\" \($0.matches)" }.joined(separator: ", ") + ".")
        return lines
    }

    private static func format(_ milliseconds: Double) -> String {
        milliseconds < 10 ? String(format: "%.2f", milliseconds) : String(format: "%.1f", milliseconds)
    }

    private static func ratio(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}

extension Duration {
    /// The duration in milliseconds.
    fileprivate var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
