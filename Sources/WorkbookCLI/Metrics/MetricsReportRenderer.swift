// Turns a measured `MetricsReport` into the sections `workbook metrics` prints: the same
// tables as aligned text for a terminal or as GitHub tables for chapter 09 to paste. It
// formats numbers it is given and computes none, so the formats can't disagree.

import Foundation

// MARK: - Sections

/// A titled table, with notes below it, in a format-neutral form.
struct MetricsSection: Equatable, Sendable {
    /// The heading.
    var title: String
    /// The column titles; empty for a section of notes only.
    var header: [String]
    /// The cells, one array per row, as many as ``header``.
    var rows: [[String]]
    /// Sentences printed after the table.
    var notes: [String] = []

    /// Columns whose every cell is a whole number: aligned right.
    var numericColumns: Set<Int> {
        Set(
            header.indices.filter { column in
                !rows.isEmpty && rows.allSatisfy { column < $0.count && Int($0[column]) != nil }
            })
    }
}

/// Builds and renders the sections of a ``MetricsReport``.
enum MetricsReportRenderer {
    /// The report as aligned text tables, under a line naming the measured folder; notes are
    /// wrapped to `width`, tables never (a wrapped table can't be read).
    static func text(_ report: MetricsReport, root: String, width: Int) -> String {
        var lines = ["workbook metrics — MVC, MVP and MVVM measured from their sources in \(root)"]
        for section in sections(report) {
            lines.append("")
            lines.append(section.title)
            lines += textTable(section)
            if !section.notes.isEmpty, !section.header.isEmpty { lines.append("") }
            lines += section.notes.flatMap { ColumnLayout.wrap("- " + $0, width: width) }
        }
        return lines.joined(separator: "\n")
    }

    /// The report as GitHub-flavoured Markdown tables with `###` headings.
    static func markdown(_ report: MetricsReport) -> String {
        var lines = ["_Measured from the workbook's sources by `workbook metrics --format markdown`._"]
        for section in sections(report) {
            lines += ["", "### \(section.title)"]
            if !section.header.isEmpty {
                lines.append("")
                lines += markdownTable(section)
            }
            if !section.notes.isEmpty {
                lines.append("")
                lines += section.notes.map { "- " + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - The sections

    /// Every section, in the order both formats print them.
    static func sections(_ report: MetricsReport) -> [MetricsSection] {
        [
            summary(report), criteria(report), roles(report), files(report), doubles(report), shared(report),
            counting(),
        ]
    }

    static func summary(_ report: MetricsReport) -> MetricsSection {
        let patterns = report.patterns
        func row(_ title: String, _ cell: (PatternMetrics) -> String) -> [String] {
            [title] + patterns.map(cell)
        }
        return MetricsSection(
            title: "Per pattern",
            header: ["metric"] + patterns.map(\.title),
            rows: [
                row("files") { "\($0.fileCount)" },
                row("lines of code") { "\($0.linesOfCode)" },
                row("types") { "\($0.types)" },
                row("protocols") { "\($0.protocols)" },
                row("longest type") { $0.longestType.map { "\($0.name) (\($0.linesOfCode))" } ?? "—" },
                row("files importing TerminalUIKit") { "\($0.viewKitImports.count) of \($0.fileCount)" },
                row("test files") { "\($0.tests.fileCount)" },
                row("tests") { "\($0.tests.count)" },
                row("parameterised tests") { parameterised($0.tests) },
                row("test doubles") { "\($0.tests.doubles.count)" },
                row("tests needing the view kit") { "\($0.tests.needingViewKit.tests) of \($0.tests.count)" },
                row("tests needing a controllable service or clock") {
                    "\($0.tests.needingControllableServiceOrClock.tests) of \($0.tests.count)"
                },
            ])
    }

    static func parameterised(_ tests: TestMetrics) -> String {
        var parts: [String] = []
        if tests.argumentCases > 0 { parts.append("\(tests.argumentCases) argument cases") }
        if tests.computedArgumentLists > 0 {
            parts.append(
                OrlovCriteria.counted(tests.computedArgumentLists, "computed list", "computed lists"))
        }
        return parts.isEmpty
            ? "\(tests.parameterised)" : "\(tests.parameterised) (\(parts.joined(separator: ", ")))"
    }

    static func criteria(_ report: MetricsReport) -> MetricsSection {
        let patterns = report.patterns
        func cell(_ criterion: Criterion, _ detail: String) -> String {
            criterion.rating == .notApplicable
                ? "n/a (\(criterion.basis))" : "\(criterion.rating.rawValue) (\(detail))"
        }
        return MetricsSection(
            title: "Orlov's criteria",
            header: ["criterion"] + patterns.map(\.title),
            rows: [
                ["distribution"]
                    + patterns.map { cell($0.criteria.distribution, "\($0.criteria.distribution.value)%") },
                ["testability"]
                    + patterns.map {
                        cell(
                            $0.criteria.testability,
                            "\($0.tests.withoutViewKit) of \($0.tests.count), "
                                + "\($0.criteria.testability.value)%")
                    },
                ["ease of use"]
                    + patterns.map {
                        cell(
                            $0.criteria.easeOfUse,
                            OrlovCriteria.counted($0.criteria.easeOfUse.value, "type", "types") + ", "
                                + OrlovCriteria.counted($0.fileCount, "file", "files"))
                    },
            ],
            notes: OrlovCriteria.rules)
    }

    static func roles(_ report: MetricsReport) -> MetricsSection {
        MetricsSection(
            title: "Per role",
            header: ["pattern", "role", "files", "lines of code", "types", "protocols", "main types"],
            rows: report.patterns.flatMap { pattern in
                pattern.roles.map { role in
                    [
                        pattern.title, role.role.title, "\(role.fileCount)", "\(role.linesOfCode)",
                        "\(role.types)",
                        "\(role.protocols)", role.mainTypes.joined(separator: ", "),
                    ]
                }
            })
    }

    static func files(_ report: MetricsReport) -> MetricsSection {
        MetricsSection(
            title: "Files",
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

    static func doubles(_ report: MetricsReport) -> MetricsSection {
        MetricsSection(
            title: "Test doubles",
            header: ["pattern", "test double", "declared in", "why it counts"],
            rows: report.patterns.flatMap { pattern in
                pattern.tests.doubles.isEmpty
                    ? [[pattern.title, "none", "—", "—"]]
                    : pattern.tests.doubles.map { [pattern.title, $0.name, $0.file, $0.reason] }
            })
    }

    static func shared(_ report: MetricsReport) -> MetricsSection {
        MetricsSection(
            title: "Shared by all three patterns",
            header: ["module", "role", "files", "lines of code", "types", "protocols"],
            rows: report.shared.map {
                [
                    $0.module, $0.role.title, "\($0.fileCount)", "\($0.linesOfCode)", "\($0.types)",
                    "\($0.protocols)",
                ]
            })
    }

    static func counting() -> MetricsSection {
        let prefixes =
            TestDoubleRule.namePrefixes.map { $0 + "…" } + TestDoubleRule.nameSuffixes.map { "…" + $0 }
        return MetricsSection(
            title: "How it is counted",
            header: [],
            rows: [],
            notes: [
                "lines of code: non-blank lines that are not only comments (//, ///, /* */); "
                    + "the lines of a multi-line string count.",
                "types: class, struct, enum and actor declarations, nested ones included; protocols apart. "
                    + "A type's lines run from its keyword to its closing brace, plus its extensions in "
                    + "the pattern.",
                "left out: files whose main type starts with Tracing (the recording proxies "
                    + "'workbook trace' wires in), which are instrumentation, not the pattern.",
                "roles: by the file's main type (the one named like the file), first match wins: "
                    + RoleRule.table.map(\.summary).joined(separator: "; ") + ".",
                "tests: each @Test counts once, parameterised or not; argument cases are counted when the "
                    + "arguments are array literals.",
                "a test needs what its file needs: the view kit when the file imports TerminalUIKit; a "
                    + "controllable service or clock when it names a Controllable… or …Clock type.",
                "test doubles: types in the test target named " + prefixes.joined(separator: ", ")
                    + ", or conforming to UserService or to a protocol of the pattern; and types in "
                    + "UserModel with such names that the tests use.",
            ])
    }

    // MARK: - Text

    static func textTable(_ section: MetricsSection) -> [String] {
        guard !section.header.isEmpty else { return [] }
        let numeric = section.numericColumns
        let all = [section.header] + section.rows
        let widths = section.header.indices.map { column in
            all.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return numeric.contains(column) ? padding + cell : cell + padding
            }
            return ColumnLayout.trimTrailing(padded.joined(separator: "  "))
        }
        let rule = line(widths.map { String(repeating: "-", count: $0) })
        return [line(section.header), rule] + section.rows.map(line)
    }

    // MARK: - Markdown

    static func markdownTable(_ section: MetricsSection) -> [String] {
        let numeric = section.numericColumns
        func line(_ cells: [String]) -> String {
            "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
        }
        let alignment = section.header.indices.map { numeric.contains($0) ? "---:" : "---" }
        return [line(section.header), "|" + alignment.joined(separator: "|") + "|"] + section.rows.map(line)
    }
}
