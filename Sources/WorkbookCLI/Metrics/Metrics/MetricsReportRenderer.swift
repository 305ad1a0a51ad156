// Turns a measured `MetricsReport` into the sections `workbook metrics` prints — all of them,
// or the ones a chapter asks for — as aligned text for a terminal, GitHub tables for a
// chapter to paste, or the same cells as JSON. It formats numbers it is given and computes
// none, so the formats can't disagree. The tables are built in `MetricsSections.swift`.

import Foundation

// MARK: - Sections

/// The parts of the report `--section` can pick, in the order the full report prints them.
public enum MetricsSectionID: String, CaseIterable, Codable, Sendable {
    /// The numbers per pattern.
    case perPattern = "per-pattern"
    /// Code size as multiples of MVC's, MVVM with and without its bindings.
    case sizes
    /// The workbook's ratings and Orlov's own verdicts.
    case criteria
    /// Tests by kind and by what they need, per pattern and per file.
    case tests
    /// The test doubles and why each counts.
    case doubles
    /// Source files added up per role.
    case roles
    /// Every source file.
    case files
    /// The model and the view kit.
    case shared
    /// How everything is counted.
    case rules
}

/// A titled table, with notes below it, in a format-neutral form.
public struct MetricsSection: Encodable, Equatable, Sendable {
    /// The part of the report it belongs to.
    public var id: MetricsSectionID
    /// The heading.
    public var title: String
    /// The column titles; empty for a section of notes only.
    public var header: [String]
    /// The cells, one array per row, as many as ``header``.
    public var rows: [[String]]
    /// Sentences printed after the table.
    public var notes: [String] = []

    /// Columns whose every cell is a whole number: aligned right.
    public var numericColumns: Set<Int> {
        Set(
            header.indices.filter { column in
                !rows.isEmpty && rows.allSatisfy { column < $0.count && Int($0[column]) != nil }
            })
    }
}

// MARK: - Rendering

/// Renders the sections of a ``MetricsReport``.
public enum MetricsReportRenderer {
    /// The sections of `ids`, in the order given, each as one or more tables.
    public static func sections(_ report: MetricsReport, _ ids: [MetricsSectionID]) -> [MetricsSection] {
        ids.flatMap { MetricsSections.build($0, report) }
    }

    /// The sections as aligned text tables, under a line naming the measured folder; notes
    /// are passed through `wrap` (tables never are: a wrapped table can't be read).
    public static func text(
        _ report: MetricsReport, sections ids: [MetricsSectionID], root: String,
        wrap: (String) -> [String]
    ) -> String {
        let names = report.patterns.map(\.title)
        var lines = ["workbook metrics — \(list(names)) measured from their sources in \(root)"]
        for section in sections(report, ids) {
            lines.append("")
            lines.append(section.title)
            lines += textTable(section)
            if !section.notes.isEmpty, !section.header.isEmpty { lines.append("") }
            lines += section.notes.flatMap { wrap("- " + $0) }
        }
        return lines.joined(separator: "\n")
    }

    /// The sections as GitHub-flavoured Markdown tables with `###` headings, under a line
    /// naming `command`, the command that printed them.
    public static func markdown(
        _ report: MetricsReport, sections ids: [MetricsSectionID], command: String
    ) -> String {
        var lines = ["_Measured from the workbook's sources by `\(command)`._"]
        for section in sections(report, ids) {
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

    /// `MVC`, `MVC and MVP`, `MVC, MVP and MVVM`.
    static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "no patterns" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
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
            return trimTrailing(padded.joined(separator: "  "))
        }
        let rule = line(widths.map { String(repeating: "-", count: $0) })
        return [line(section.header), rule] + section.rows.map(line)
    }

    static func trimTrailing(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
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
