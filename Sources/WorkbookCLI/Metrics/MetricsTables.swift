// The tables `workbook metrics` prints, built from the measurements, and how they print: as
// aligned text or GitHub tables for the chapters. The ratings are
// the workbook's own thresholds; Orlov's verdicts are quoted beside them, never computed.

import Foundation

/// The parts of the report `--section` can pick, in the order the full report prints them.
public enum MetricsSectionID: String, CaseIterable, Sendable {
    case perPattern = "per-pattern"
    case sizes, criteria, tests, doubles, roles, files, shared, rules
}

struct MetricsTable: Sendable {
    var id: MetricsSectionID
    var title: String
    var header: [String] = []
    var rows: [[String]] = []
    var notes: [String] = []

    var numericColumns: Set<Int> {
        Set(header.indices.filter { column in !rows.isEmpty && rows.allSatisfy { Int($0[column]) != nil } })
    }

    var markdown: [String] {
        var lines = ["", "### \(title)"]
        if !header.isEmpty {
            let line = { (row: [String]) in
                "| " + row.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |"
            }
            let alignment = header.indices.map { numericColumns.contains($0) ? "---:" : "---" }
            lines += ["", line(header), "|" + alignment.joined(separator: "|") + "|"] + rows.map(line)
        }
        return lines + (notes.isEmpty ? [] : [""] + notes.map { "- " + $0 })
    }

    func text(wrap: (String) -> [String]) -> [String] {
        var lines = ["", title]
        if !header.isEmpty {
            let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0
            }
            func line(_ cells: [String]) -> String {
                let padded = cells.enumerated().map { column, cell in
                    let padding = String(repeating: " ", count: widths[column] - cell.count)
                    return numericColumns.contains(column) ? padding + cell : cell + padding
                }
                return String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
            }
            lines += [line(header), line(widths.map { String(repeating: "-", count: $0) })] + rows.map(line)
            if !notes.isEmpty { lines.append("") }
        }
        return lines + notes.flatMap { wrap("- " + $0) }
    }
}

struct MetricsTables {
    var patterns: [PatternMeasurement]
    var mvc: PatternMeasurement
    var shared: [(module: String, role: String, files: [SwiftFile])]

    func sections(_ ids: [MetricsSectionID]) -> [MetricsTable] {
        ids.flatMap { id -> [MetricsTable] in
            switch id {
            case .perPattern: [perPattern]
            case .sizes: [sizes]
            case .criteria: [ratings, verdicts]
            case .tests: testTables
            case .doubles: [doubles]
            case .roles: [roles]
            case .files: [files]
            case .shared: [sharedTable]
            case .rules: [rules]
            }
        }
    }

    static func counted(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) \(count == 1 ? one : many)"
    }

    static func sum(_ files: [TestFile], _ value: KeyPath<TestFile, Int>) -> Int {
        files.map { $0[keyPath: value] }.reduce(0, +)
    }

    var perPattern: MetricsTable {
        func row(_ metric: String, _ cell: (PatternMeasurement) -> String) -> [String] {
            [metric] + patterns.map(cell)
        }
        func ofLogic(_ value: KeyPath<TestFile, Int>) -> (PatternMeasurement) -> String {
            { "\(Self.sum($0.logicTests, value)) of \(Self.sum($0.logicTests, \.tests))" }
        }
        return MetricsTable(
            id: .perPattern, title: "Per pattern", header: ["metric"] + patterns.map(\.pattern.title),
            rows: [
                row("source files") { "\($0.files.count)" },
                row("lines of code") { "\($0.files.linesOfCode)" },
                row("types (class, struct, enum, actor)") { "\($0.files.types)" },
                row("protocols") { "\($0.files.protocols)" },
                row("types + protocols") { "\($0.files.types + $0.files.protocols)" },
                row("longest type (its lines of code)") {
                    $0.longestType.map { "\($0.name) (\($0.linesOfCode))" } ?? "none"
                },
                row("source files importing TerminalUIKit") {
                    "\($0.files.count { $0.imports.contains("TerminalUIKit") }) of \($0.files.count)"
                },
                row("test files") { "\($0.testFiles.count)" },
                row("tests (@Test functions, all kinds)") { "\(Self.sum($0.testFiles, \.tests))" },
                row("logic tests") { "\(Self.sum($0.logicTests, \.tests))" },
                row("infrastructure tests") {
                    "\(Self.sum($0.testFiles.filter { $0.kind == "infrastructure" }, \.tests))"
                },
                row("parameterised tests (all kinds)") { "\(Self.sum($0.testFiles, \.parameterised))" },
                row("logic tests needing the view kit", ofLogic(\.viewKit)),
                row("logic tests needing a controllable service or clock", ofLogic(\.controllable)),
                row("logic tests needing neither", ofLogic(\.neither)),
                row("test doubles") { "\($0.doubles.count)" },
            ])
    }

    var sizes: MetricsTable {
        let sizes = patterns.flatMap { measured in
            let withoutBindings = measured.files.filter { $0.role != "bindings" }
            return [(measured.pattern.title, measured.files)]
                + (withoutBindings.count == measured.files.count
                    ? [] : [("\(measured.pattern.title) without its hand-written bindings", withoutBindings)])
        }
        func multiple(_ value: Int, _ base: Int) -> String {
            base == 0 ? "n/a" : String(format: "%.1f×", Double(value) / Double(base))
        }
        func size(_ files: [SwiftFile]) -> [String] {
            let (types, mvcTypes) = (files.types + files.protocols, mvc.files.types + mvc.files.protocols)
            let lines = files.linesOfCode
            return [
                "\(files.count)", "\(lines)", multiple(lines, mvc.files.linesOfCode), "\(types)",
                multiple(types, mvcTypes),
            ]
        }
        let notes = sizes.filter { $0.0 != "MVC" }.map { label, files in
            let cells = size(files)
            return "\(label) is \(cells[2]) MVC's lines of code and \(cells[4]) its types + protocols."
        }
        return MetricsTable(
            id: .sizes, title: "Code size against MVC",
            header: ["code", "source files", "lines of code", "× MVC", "types + protocols", "× MVC"],
            rows: sizes.map { [$0.0] + size($0.1) }, notes: notes + [Self.sizeRule])
    }

    static let sizeRule =
        "sizes are multiples of MVC's; \"without its hand-written bindings\" leaves out the files of role bindings, "
        + "which a binding framework would replace."

    var ratings: MetricsTable {
        func rating(_ share: Int, good: Int, fair: Int) -> String {
            good < fair
                ? (share <= good ? "good" : share <= fair ? "fair" : "poor")
                : (share >= good ? "good" : share >= fair ? "fair" : "poor")
        }
        func percent(_ part: Int, _ whole: Int) -> Int { Int((Double(part) * 100 / Double(whole)).rounded()) }
        return MetricsTable(
            id: .criteria, title: "Ratings by the workbook's own thresholds, after Orlov's criteria",
            header: ["criterion"] + patterns.map(\.pattern.title),
            rows: [
                ["distribution"]
                    + patterns.map { measured in
                        guard let longest = measured.longestType else { return "n/a (no types yet)" }
                        let share = percent(longest.linesOfCode, measured.files.linesOfCode)
                        return "\(rating(share, good: 40, fair: 60)) (\(share)% in one type)"
                    },
                ["testability"]
                    + patterns.map { measured in
                        let logic = Self.sum(measured.logicTests, \.tests)
                        guard logic > 0 else { return "n/a (no logic tests yet)" }
                        let without = logic - Self.sum(measured.logicTests, \.viewKit)
                        let share = percent(without, logic)
                        return
                            "\(rating(share, good: 75, fair: 40)) (\(without) of \(logic) logic tests, \(share)%)"
                    },
                ["ease of use"]
                    + patterns.map { measured in
                        let count = measured.files.types + measured.files.protocols
                        return "\(rating(count, good: 4, fair: 8)) ("
                            + "\(Self.counted(count, "type or protocol", "types + protocols")), "
                            + "\(Self.counted(measured.files.count, "file", "files")))"
                    },
            ],
            notes: [
                "distribution: the share of the lines of code in the longest type — good up to 40%, fair up to 60%.",
                "testability: the share of logic tests that run without the view kit — good from 75%, fair from 40%.",
                "ease of use: the types and protocols beyond the shared model and view kit — good up to 4, fair up to 8.",
            ])
    }

    // Word for word, his spelling included, from the lists closing each section.
    static let orlov: [ArchitecturePattern: [String]] = [
        .mvc: [
            "“the View and the Model in fact separated, but the View and the Controller are tightly coupled”",
            "“due to the bad distribution you’ll probably only test your Model”",
            "“the least amount of code among others patterns”",
        ],
        .mvp: [
            "“we have the most of responsibilities divided between the Presenter and the Model, with the pretty dumb View”",
            "“is excellent, we can test most of the business logic due to the dumb View”",
            "“in our unrealistically simple example, the amount of code is doubled compared to the MVC”",
        ],
        .mvvm: [
            "“the MVVM’s View has more responsibilities than the MVP’s View”",
            "“the View Model knows nothing about the View, this allows us to test it easily”",
            "“the same amount of code as the MVP in our example, but in the real app … MVVM would be much skinnier "
                + "if you used bindings”",
        ],
    ]

    var verdicts: MetricsTable {
        MetricsTable(
            id: .criteria, title: "Orlov's own verdicts (2016)",
            header: ["pattern", "criterion", "Orlov's words"],
            rows: patterns.flatMap { measured in
                zip(["distribution", "testability", "ease of use"], Self.orlov[measured.pattern] ?? []).map {
                    [measured.pattern.title, $0, $1]
                }
            },
            notes: [
                "quoted from Bohdan Orlov, \"iOS Architecture Patterns: Demystifying MVC, MVP, MVVM and VIPER\" "
                    + "(2016), https://medium.com/ios-os-x-development/ios-architecture-patterns-ecba4c38de52.",
                "Orlov judged Apple's Cocoa MVC, the passive-view MVP and MVVM on a one-label greeting screen in "
                    + "UIKit, and VIPER too (left out here). His code sizes are about that tiny example; "
                    + "'workbook metrics --section sizes' measures this feature's.",
            ])
    }

    static let needsHeader = ["need the view kit", "need a controllable service or clock", "need neither"]
    static let testNotes = [
        "a test needs the view kit when its file imports TerminalUIKit; a controllable service or clock when "
            + "it, or a function of its file it calls, names a type Controllable… or Manual….",
        "kind: infrastructure when the test file is named after a bindings file; logic otherwise.",
    ]

    var testTables: [MetricsTable] {
        func needs(_ files: [TestFile]) -> [String] {
            [\TestFile.viewKit, \.controllable, \.neither].map { "\(Self.sum(files, $0))" }
        }
        let kinds = patterns.flatMap { measured in
            ["logic", "infrastructure"].compactMap { kind -> [String]? in
                let files = measured.testFiles.filter { $0.kind == kind }
                guard kind == "logic" || !files.isEmpty else { return nil }
                return [
                    measured.pattern.title, kind, "\(Self.sum(files, \.tests))",
                    "\(Self.sum(files, \.parameterised))",
                ] + needs(files)
            }
        }
        let noInfrastructure = kinds.allSatisfy { $0[1] == "logic" }
        return [
            MetricsTable(
                id: .tests, title: "Tests by kind and by what they need",
                header: ["pattern", "kind", "tests", "parameterised"] + Self.needsHeader, rows: kinds,
                notes: noInfrastructure ? ["no infrastructure tests in these test targets."] : []),
            MetricsTable(
                id: .tests, title: "Test files",
                header: ["pattern", "test file", "kind", "tests"] + Self.needsHeader,
                rows: patterns.flatMap { measured in
                    measured.testFiles.filter { $0.tests > 0 }.map {
                        [measured.pattern.title, $0.path, $0.kind, "\($0.tests)"] + needs([$0])
                    }
                },
                notes: Self.testNotes),
        ]
    }

    var doubles: MetricsTable {
        MetricsTable(
            id: .doubles, title: "Test doubles",
            header: ["pattern", "test double", "declared in", "why it counts"],
            rows: patterns.flatMap { measured in
                measured.doubles.isEmpty
                    ? [[measured.pattern.title, "none", "—", "—"]]
                    : measured.doubles.map { [measured.pattern.title, $0.name, $0.file, $0.reason] }
            })
    }

    var roles: MetricsTable {
        MetricsTable(
            id: .roles, title: "Per role",
            header: ["pattern", "role", "files", "lines of code", "types", "protocols", "main types"],
            rows: patterns.flatMap { measured in
                PatternMeasurement.roleOrder.compactMap { role -> [String]? in
                    let files = measured.files.filter { $0.role == role }
                    guard !files.isEmpty else { return nil }
                    return [measured.pattern.title, role] + Self.counts(files)
                        + [files.map(\.name).joined(separator: ", ")]
                }
            })
    }

    static func counts(_ files: [SwiftFile]) -> [String] {
        ["\(files.count)", "\(files.linesOfCode)", "\(files.types)", "\(files.protocols)"]
    }

    var files: MetricsTable {
        MetricsTable(
            id: .files, title: "Source files",
            header: [
                "pattern", "file", "role", "lines of code", "types", "protocols", "imports TerminalUIKit",
            ],
            rows: patterns.flatMap { measured in
                measured.files.map { file in
                    [measured.pattern.title, file.path, file.role] + Self.counts([file]).dropFirst()
                        + [file.imports.contains("TerminalUIKit") ? "yes" : "no"]
                }
            })
    }

    var sharedTable: MetricsTable {
        MetricsTable(
            id: .shared, title: "Shared by every pattern",
            header: ["module", "role", "files", "lines of code", "types", "protocols"],
            rows: shared.map { [$0.module, $0.role] + Self.counts($0.files) })
    }

    var rules: MetricsTable {
        let folders = patterns.flatMap(\.pattern.folders.sources).joined(separator: ", ")
        let names =
            PatternMeasurement.doublePrefixes.map { $0 + "…" }
            + PatternMeasurement.doubleSuffixes.map { "…" + $0 }
        return MetricsTable(
            id: .rules, title: "How it is counted",
            notes: [
                "sources: every Swift file of \(folders); tests: Tests/<Pattern>Tests.",
                "lines of code: non-blank lines that are not only comments.",
                "types: class, struct, enum or actor declared at the start of a line, nested ones included; "
                    + "a type's lines run to the closing brace at the start of a line, plus its extensions.",
                "roles: by the file's name: …Screen → composition; …ViewController → controller in the MVCs, "
                    + "view otherwise; …Presenter…, …ViewModel…, Sources/Bindings, …View; …Loader, …DataSource, "
                    + "…Formatter → controller helper; else the role holding the pattern's logic.",
            ] + Self.testNotes + [
                "test doubles: types named " + names.joined(separator: ", ")
                    + ", or conforming to UserService or a protocol of the pattern.",
                Self.sizeRule,
            ])
    }
}
