// The tables of the metrics report, one builder per `--section`: which rows each holds and
// how each label says what it counts (types apart from types + protocols, lines of code
// rather than lines). The cells are the report's numbers as text; nothing is measured here.

/// Builds the tables of each section of a ``MetricsReport``.
enum MetricsSections {
    /// The tables of section `id`.
    static func build(_ id: MetricsSectionID, _ report: MetricsReport) -> [MetricsSection] {
        switch id {
        case .perPattern: [perPattern(report)]
        case .sizes: [sizes(report)]
        case .criteria: [ratings(report), verdicts(report)]
        case .tests: [testKinds(report), testFiles(report)]
        case .doubles: [doubles(report)]
        case .roles: [roles(report)]
        case .files: [files(report)]
        case .shared: [shared(report)]
        case .rules: [rules(report)]
        }
    }

    static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        WorkbookThresholds.counted(count, singular, plural)
    }

    // MARK: - Per pattern

    static func perPattern(_ report: MetricsReport) -> MetricsSection {
        let patterns = report.patterns
        func row(_ title: String, _ cell: (PatternMetrics) -> String) -> [String] {
            [title] + patterns.map(cell)
        }
        func logic(_ pattern: PatternMetrics) -> TestGroup { pattern.tests.group(.logic) }
        return MetricsSection(
            id: .perPattern, title: "Per pattern",
            header: ["metric"] + patterns.map(\.title),
            rows: [
                row("source files") { "\($0.fileCount)" },
                row("lines of code") { "\($0.linesOfCode)" },
                row("types (class, struct, enum, actor)") { "\($0.types)" },
                row("protocols") { "\($0.protocols)" },
                row("types + protocols") { "\($0.typesAndProtocols)" },
                row("longest type (its lines of code)") {
                    $0.longestType.map { "\($0.name) (\($0.linesOfCode))" } ?? "—"
                },
                row("source files importing TerminalUIKit") {
                    "\($0.viewKitImports.count) of \($0.fileCount)"
                },
                row("test files") { "\($0.tests.fileCount)" },
                row("tests (@Test functions, all kinds)") { "\($0.tests.count)" },
                row("logic tests") { "\($0.tests.group(.logic).count)" },
                row("infrastructure tests") { "\($0.tests.group(.infrastructure).count)" },
                row("tracing tests") { "\($0.tests.group(.tracing).count)" },
                row("parameterised tests (all kinds)") { parameterised($0.tests.kinds) },
                row("logic tests needing the view kit") {
                    "\(logic($0).needingViewKit) of \(logic($0).count)"
                },
                row("logic tests needing a controllable service or clock") {
                    "\(logic($0).needingControllableServiceOrClock) of \(logic($0).count)"
                },
                row("logic tests needing neither") { "\(logic($0).needingNeither) of \(logic($0).count)" },
                row("test doubles") { "\($0.tests.doubles.count)" },
            ])
    }

    /// `2 (8 argument cases)`, `1 (1 computed list)`.
    static func parameterised(_ groups: [TestGroup]) -> String {
        let count = groups.map(\.parameterised).reduce(0, +)
        let cases = groups.map(\.argumentCases).reduce(0, +)
        let computed = groups.map(\.computedArgumentLists).reduce(0, +)
        var parts: [String] = []
        if cases > 0 { parts.append(counted(cases, "argument case", "argument cases")) }
        if computed > 0 { parts.append(counted(computed, "computed list", "computed lists")) }
        return parts.isEmpty ? "\(count)" : "\(count) (\(parts.joined(separator: ", ")))"
    }

    // MARK: - Sizes

    static func sizes(_ report: MetricsReport) -> MetricsSection {
        func multiple(_ value: Double) -> String {
            CodeSizeRule.multiple(tenths: Int((value * 10).rounded()))
        }
        func against(_ size: CodeSize) -> String {
            "\(multiple(size.linesOfCodeToMVC)) MVC's lines of code and "
                + "\(multiple(size.typesAndProtocolsToMVC)) its types + protocols"
        }
        let observation = report.sizes.first { $0.pattern == .mvvmObservation && !$0.withoutBindings }
        var notes: [String] = []
        for size in report.sizes where size.pattern != .mvc || size.withoutBindings {
            let leftOut = size.leftOut.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            let without = leftOut.isEmpty ? "" : " (leaving out \(leftOut.joined(separator: ", ")))"
            var note = "\(size.label)\(without) is \(against(size))"
            if size.withoutBindings {
                note += ": what it would cost with a binding framework."
                if let observation {
                    note +=
                        " Measured: \(observation.label), on Swift's Observation instead of hand-written "
                        + "bindings, is \(against(observation))."
                }
            } else {
                note += "."
            }
            notes.append(note)
        }
        notes.append(CodeSizeRule.summary + ".")
        return MetricsSection(
            id: .sizes, title: "Code size against MVC",
            header: ["code", "source files", "lines of code", "× MVC", "types + protocols", "× MVC"],
            rows: report.sizes.map {
                [
                    $0.label, "\($0.fileCount)", "\($0.linesOfCode)", multiple($0.linesOfCodeToMVC),
                    "\($0.typesAndProtocols)", multiple($0.typesAndProtocolsToMVC),
                ]
            },
            notes: notes)
    }

    // MARK: - Criteria

    static func ratings(_ report: MetricsReport) -> MetricsSection {
        let patterns = report.patterns
        func cell(_ criterion: Criterion, _ detail: String) -> String {
            criterion.rating == .notApplicable
                ? "n/a (\(criterion.basis))" : "\(criterion.rating.rawValue) (\(detail))"
        }
        return MetricsSection(
            id: .criteria, title: "Ratings by the workbook's own thresholds, after Orlov's criteria",
            header: ["criterion"] + patterns.map(\.title),
            rows: [
                ["distribution"]
                    + patterns.map {
                        cell($0.criteria.distribution, "\($0.criteria.distribution.value)% in one type")
                    },
                ["testability"]
                    + patterns.map {
                        let logic = $0.tests.group(.logic)
                        return cell(
                            $0.criteria.testability,
                            "\(logic.count - logic.needingViewKit) of \(logic.count) logic tests, "
                                + "\($0.criteria.testability.value)%")
                    },
                ["ease of use"]
                    + patterns.map {
                        cell(
                            $0.criteria.easeOfUse,
                            counted($0.criteria.easeOfUse.value, "type or protocol", "types + protocols")
                                + ", " + counted($0.fileCount, "file", "files"))
                    },
            ],
            notes: WorkbookThresholds.rules)
    }

    static func verdicts(_ report: MetricsReport) -> MetricsSection {
        let kept = Set(report.patterns.map(\.pattern))
        return MetricsSection(
            id: .criteria, title: "Orlov's own verdicts (2016)",
            header: ["pattern", "criterion", "Orlov's words"],
            rows: OrlovVerdicts.all.filter { kept.contains($0.pattern) }.map {
                [$0.pattern.title, $0.criterion.rawValue, $0.quote]
            },
            notes: ["quoted from " + OrlovVerdicts.source + ".", OrlovVerdicts.context])
    }

    // MARK: - Tests

    static func testKinds(_ report: MetricsReport) -> MetricsSection {
        var rows: [[String]] = []
        for pattern in report.patterns {
            for group in pattern.tests.kinds where group.kind == .logic || group.count > 0 {
                rows.append(
                    [pattern.title, group.kind.rawValue, "\(group.count)", parameterised([group])]
                        + needs(group))
            }
        }
        let tracing = report.patterns.map { $0.tests.group(.tracing).count }.reduce(0, +)
        let infrastructure = report.patterns.map { $0.tests.group(.infrastructure).count }.reduce(0, +)
        var notes: [String] = []
        if infrastructure == 0 { notes.append("no infrastructure tests in these test targets.") }
        if tracing == 0 { notes.append("no tracing tests in these test targets.") }
        return MetricsSection(
            id: .tests, title: "Tests by kind and by what they need",
            header: ["pattern", "kind", "tests", "parameterised"] + needsHeader,
            rows: rows, notes: notes)
    }

    static let needsHeader = ["need the view kit", "need a controllable service or clock", "need neither"]

    static func needs(_ group: TestGroup) -> [String] {
        ["\(group.needingViewKit)", "\(group.needingControllableServiceOrClock)", "\(group.needingNeither)"]
    }

    static func testFiles(_ report: MetricsReport) -> MetricsSection {
        var rows: [[String]] = []
        for pattern in report.patterns {
            for file in pattern.tests.files {
                let present = file.kinds.filter { $0.count > 0 }
                let kind =
                    present.count == 1
                    ? present[0].kind.rawValue
                    : present.map { "\($0.count) \($0.kind.rawValue)" }.joined(separator: ", ")
                let total = TestGroup(kind: .logic, tests: [])
                let sum = present.reduce(into: total) { sum, group in
                    sum.count += group.count
                    sum.needingViewKit += group.needingViewKit
                    sum.needingControllableServiceOrClock += group.needingControllableServiceOrClock
                    sum.needingNeither += group.needingNeither
                }
                rows.append([pattern.title, file.path, kind, "\(sum.count)"] + needs(sum))
            }
        }
        return MetricsSection(
            id: .tests, title: "Test files",
            header: ["pattern", "test file", "kind", "tests"] + needsHeader, rows: rows,
            notes: [
                "each @Test function is classified on its own; " + TestReachRule.summary + ".",
                TestNeedRule.summary + ".",
                "kind: " + TestKindRule.summary + ".",
            ])
    }

    static func doubles(_ report: MetricsReport) -> MetricsSection {
        MetricsSection(
            id: .doubles, title: "Test doubles",
            header: ["pattern", "test double", "declared in", "why it counts"],
            rows: report.patterns.flatMap { pattern in
                pattern.tests.doubles.isEmpty
                    ? [[pattern.title, "none", "—", "—"]]
                    : pattern.tests.doubles.map { [pattern.title, $0.name, $0.file, $0.reason] }
            })
    }

    // MARK: - Sources

    static func roles(_ report: MetricsReport) -> MetricsSection {
        MetricsSection(
            id: .roles, title: "Per role",
            header: ["pattern", "role", "files", "lines of code", "types", "protocols", "main types"],
            rows: report.patterns.flatMap { pattern in
                pattern.roles.map { role in
                    [
                        pattern.title, role.role.title, "\(role.fileCount)", "\(role.linesOfCode)",
                        "\(role.types)", "\(role.protocols)", role.mainTypes.joined(separator: ", "),
                    ]
                }
            })
    }

    static func files(_ report: MetricsReport) -> MetricsSection {
        MetricsSection(
            id: .files, title: "Source files",
            header: [
                "pattern", "file", "role", "lines of code", "types", "protocols", "imports TerminalUIKit",
            ],
            rows: report.patterns.flatMap { pattern in
                pattern.files.map { file in
                    [
                        pattern.title, file.path, file.role.title, "\(file.linesOfCode)", "\(file.types)",
                        "\(file.protocols)", file.importsViewKit ? "yes" : "no",
                    ]
                }
            })
    }

    static func shared(_ report: MetricsReport) -> MetricsSection {
        MetricsSection(
            id: .shared, title: "Shared by every pattern",
            header: ["module", "role", "files", "lines of code", "types", "protocols"],
            rows: report.shared.map {
                [
                    $0.module, $0.role.title, "\($0.fileCount)", "\($0.linesOfCode)", "\($0.types)",
                    "\($0.protocols)",
                ]
            })
    }

    // MARK: - Rules

    static func rules(_ report: MetricsReport) -> MetricsSection {
        let names =
            TestDoubleRule.namePrefixes.map { $0 + "…" } + TestDoubleRule.nameSuffixes.map { "…" + $0 }
        let folders = report.patterns.flatMap(\.pattern.sourceFolders).joined(separator: ", ")
        return MetricsSection(
            id: .rules, title: "How it is counted",
            header: [],
            rows: [],
            notes: [
                "sources: every Swift file of \(folders); tests: Tests/<Pattern>Tests. Nothing is left out.",
                "lines of code: non-blank lines that are not only comments (//, ///, /* */); "
                    + "the lines of a multi-line string count.",
                "types: class, struct, enum and actor declarations, nested ones included; protocols are "
                    + "counted apart, and 'types + protocols' adds the two. A type's lines run from its "
                    + "keyword to its closing brace, plus its extensions in the pattern.",
                "roles: by the file's main type (the one named like the file), first match wins: "
                    + RoleRule.table.map(\.summary).joined(separator: "; ") + ".",
                "tests: each @Test function counts once, parameterised or not; argument cases are counted "
                    + "when the arguments are array literals.",
                TestReachRule.summary + ".",
                TestNeedRule.summary + ".",
                "kind: " + TestKindRule.summary + ".",
                "test doubles: types in the test target named " + names.joined(separator: ", ")
                    + ", or conforming to UserService or to a protocol of the pattern; and types in "
                    + "UserModel with such names that the tests use.",
                CodeSizeRule.summary + ".",
            ])
    }
}
