// `workbook metrics`: measures MVC, MVP and MVVM (or any of the five patterns) from the
// workbook's own sources at run time and prints the whole report or the sections and
// patterns asked for. This type is only options, wiring and printing.

import Foundation

enum MetricsCommand: WorkbookCommand {
    static let name = "metrics"
    static let summary =
        "Measure the three patterns from their sources: size, roles, tests, ratings beside Orlov's verdicts."
    static let discussion = """
        Reads the Swift files of each pattern's targets and tests as they are now and, by
        matching lines, counts its size, roles, tests and test doubles, sizes against MVC's,
        and ratings beside Orlov's verdicts. The rules end the report.
        """

    static let format = Option<OutputFormat>.format(
        [.text, .markdown], help: "markdown prints GitHub tables, for the chapters")
    static let sections = Option<[MetricsSectionID]>(
        "section", value: "NAME[,NAME…]",
        help: "only these sections, in this order: "
            + MetricsSectionID.allCases.map(\.rawValue).joined(separator: ", "),
        shownDefault: "all of them"
    ) { text throws(CommandError) in
        try parseSections(text)
    }
    static let patterns = Option<[ArchitecturePattern]>(
        "patterns", value: "mvc,mvp,mvvm",
        help: "some of " + ArchitecturePattern.allCases.map(\.rawValue).joined(separator: ", ")
            + ", comma-separated, or all; sizes stay multiples of MVC's",
        shownDefault: "mvc,mvp,mvvm"
    ) { text throws(CommandError) in
        try ArchitecturePattern.parseList(text).compactMap { ArchitecturePattern(rawValue: $0.rawValue) }
    }
    static let packagePath = Option<String>(
        "package-path", value: "DIR", help: "the workbook to measure",
        shownDefault: "the folder above the current directory that holds Package.swift and Sources/UserModel")

    static var declaredArguments: [any DeclaredArgument] { [format, sections, patterns, packagePath] }

    static let notes = """
        Exit status: 0 on success, 1 when the sources can't be found or read, 64 for a bad option.

        Examples:
          workbook metrics --format markdown --section tests
          workbook metrics --section sizes,criteria --patterns all
        """

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let chosen = arguments.value(Self.patterns, else: ArchitecturePattern.classic)
        let root = try packageRoot(arguments.value(Self.packagePath), console: console)
        let tables = try measure(root: root, patterns: chosen)
        let sections = tables.sections(arguments.value(Self.sections, else: MetricsSectionID.allCases))
        switch arguments.value(Self.format, else: .text) {
        case .markdown:
            var command = "workbook metrics --format markdown"
            if let text = arguments.text(of: Self.sections) { command += " --section \(text)" }
            if let text = arguments.text(of: Self.patterns) { command += " --patterns \(text)" }
            let lines =
                ["_Measured from the workbook's sources by `\(command)`._"] + sections.flatMap(\.markdown)
            console.print(lines.joined(separator: "\n"))
        default:
            let width = console.width(overriding: nil)
            let names = chosen.map(\.title)
            let list =
                names.dropLast().joined(separator: ", ") + (names.count > 1 ? " and " : "")
                + (names.last ?? "")
            let lines = sections.flatMap { $0.text { ColumnLayout.wrap($0, width: width) } }
            console.print(
                (["workbook metrics — \(list) measured from their sources in \(root.path)"] + lines)
                    .joined(separator: "\n"))
        }
    }

    // MVC is always measured: sizes are multiples of it.
    static func measure(root: URL, patterns: [ArchitecturePattern]) throws(CommandError) -> MetricsTables {
        let model = try PatternMeasurement.read("Sources/UserModel", root: root)
        let kit = try PatternMeasurement.read("Sources/TerminalUIKit", root: root)
        var measured = [try PatternMeasurement.measure(.mvc, root: root, model: model)]
        for pattern in patterns where pattern != .mvc {
            measured.append(try PatternMeasurement.measure(pattern, root: root, model: model))
        }
        return MetricsTables(
            patterns: patterns.compactMap { pattern in measured.first { $0.pattern == pattern } },
            mvc: measured[0],
            shared: [("UserModel", "model", model), ("TerminalUIKit", "view kit", kit)])
    }

    nonisolated static func parseSections(_ text: String) throws(CommandError) -> [MetricsSectionID] {
        var sections: [MetricsSectionID] = []
        for word in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) {
            guard let section = MetricsSectionID(rawValue: word) else {
                let names = MetricsSectionID.allCases.map(\.rawValue).joined(separator: ", ")
                throw .usage("unknown section '\(word)'; the sections are \(names).")
            }
            if !sections.contains(section) { sections.append(section) }
        }
        guard !sections.isEmpty else { throw .usage("'--section' needs at least one section name.") }
        return sections
    }

    static func packageRoot(_ path: String?, console: Console) throws(CommandError) -> URL {
        guard let path else { return try PackageRoot.find(console: console) }
        let folder = URL(fileURLWithPath: console.absolutePath(path)).standardizedFileURL
        guard PackageRoot.isRoot(folder) else {
            throw .failure(
                "'\(path)' is not the workbook's folder: it has no Package.swift with Sources/UserModel. "
                    + "Point --package-path at the folder you cloned.")
        }
        return folder
    }
}
