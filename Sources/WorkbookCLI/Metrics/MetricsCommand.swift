// `workbook metrics`: measures MVC, MVP and MVVM (or any of the five patterns) from the
// workbook's own sources at run time and prints the whole report or the sections and
// patterns asked for. The measuring
// and the tables live in the `Metrics` module; this type is only options, wiring and printing.

import Foundation

/// Measures the patterns and prints the numbers as text, Markdown or JSON.
enum MetricsCommand: WorkbookCommand {
    static let name = "metrics"
    static let summary =
        "Measure the three patterns from their sources: size, roles, tests, ratings beside Orlov's verdicts."
    static let discussion = """
        Reads the Swift files of each pattern's targets (Sources/MVC; Sources/MVPPresentation and
        Sources/MVPViews; Sources/Bindings, Sources/MVVMPresentation and Sources/MVVMViews; with
        --patterns, also Sources/MVCLight, or Sources/MVVMObservationPresentation and
        Sources/MVVMObservationViews), of Sources/UserModel, Sources/TerminalUIKit and
        Sources/Tracing, and of the patterns' test targets, as they are now. It counts files,
        lines of code, types and protocols per pattern and per role; compares each pattern's
        size with MVC's, MVVM also without its hand-written bindings; classifies
        every @Test function by what it reaches: logic, infrastructure or tracing, needing the
        view kit, a controllable service or clock, or neither; finds the test doubles; and rates
        distribution, testability and ease of use by the workbook's own thresholds, printed with
        Orlov's own verdicts beside them. The rules are printed at the end of the report.
        """

    // MARK: - What it accepts

    static let format = Option<OutputFormat>.format(
        [.text, .markdown, .json], help: "markdown prints GitHub tables, for the chapters")
    static let sections = Option<[MetricsSectionID]>(
        "section", value: "NAME[,NAME…]",
        help: "only these sections, in this order: "
            + MetricsSectionID.allCases.map(\.rawValue).joined(separator: ", "),
        shownDefault: "all of them"
    ) { text throws(CommandError) in
        try parseSections(text)
    }
    static let patterns = Option<[MeasuredPattern]>(
        "patterns", value: "mvc,mvp,mvvm",
        help: "some of " + MeasuredPattern.allCases.map(\.rawValue).joined(separator: ", ")
            + ", comma-separated, or all; sizes stay multiples of MVC's",
        shownDefault: "mvc,mvp,mvvm"
    ) { text throws(CommandError) in
        try parsePatterns(text)
    }
    static let packagePath = Option<String>(
        "package-path", value: "DIR", help: "the workbook to measure",
        shownDefault: "the folder above the current directory that holds Package.swift and Sources/UserModel")

    static var declaredArguments: [any DeclaredArgument] { [format, sections, patterns, packagePath] }

    static let notes = """
        With --format json and no --section, prints everything measured, every test classified;
        with --section, prints the chosen tables as {"sections": [{id, title, header, rows,
        notes}]}, the same cells text and markdown print.

        Exit status: 0 on success, 1 when the sources can't be found or read, 64 for a bad option.

        Examples:
          workbook metrics
          workbook metrics --format markdown --section tests
          workbook metrics --section sizes,criteria --patterns mvp,mvvm
          workbook metrics --section sizes --patterns all
          workbook metrics --format json
        """

    // MARK: - Running

    static func run(_ arguments: ParsedArguments, console: Console) async throws(CommandError) {
        let format = arguments.value(Self.format, else: .text)
        let sectionOption = arguments.text(of: Self.sections)
        let sections = arguments.value(Self.sections, else: MetricsSectionID.allCases)
        let patternOption = arguments.text(of: Self.patterns)
        let patterns = arguments.value(Self.patterns, else: MeasuredPattern.classic)
        let packagePath = arguments.value(Self.packagePath)

        let root = try packageRoot(packagePath, console: console)
        let report: MetricsReport
        do {
            report = try PackageMeasurer.measure(root: root, patterns: patterns).keeping(patterns)
        } catch {
            throw .failure(error.message)
        }
        switch format {
        case .json:
            if sectionOption == nil {
                console.print(try encodeJSON(report))
            } else {
                console.print(try encodeJSON(["sections": MetricsReportRenderer.sections(report, sections)]))
            }
        case .markdown:
            var command = ["workbook metrics", "--format markdown"]
            if let sectionOption { command.append("--section \(sectionOption)") }
            if let patternOption { command.append("--patterns \(patternOption)") }
            console.print(
                MetricsReportRenderer.markdown(
                    report, sections: sections, command: command.joined(separator: " ")))
        default:
            let width = console.width(overriding: nil)
            console.print(
                MetricsReportRenderer.text(report, sections: sections, root: root.path) {
                    ColumnLayout.wrap($0, width: width)
                })
        }
    }

    /// Parses `--section tests,sizes`: known names, no repeats, in the order given.
    nonisolated static func parseSections(_ text: String) throws(CommandError) -> [MetricsSectionID] {
        var sections: [MetricsSectionID] = []
        for word in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) {
            guard let section = MetricsSectionID(rawValue: word) else {
                let names = MetricsSectionID.allCases.map(\.rawValue).joined(separator: ", ")
                throw .usage("unknown section '\(word)'; the sections are \(names).")
            }
            if !sections.contains(section) { sections.append(section) }
        }
        guard !sections.isEmpty else {
            throw .usage("'--section' needs at least one section name.")
        }
        return sections
    }

    /// Parses `--patterns mvp,mvvm` or `all` as the command line's other commands do.
    nonisolated static func parsePatterns(_ text: String) throws(CommandError) -> [MeasuredPattern] {
        try ArchitecturePattern.parseList(text).compactMap { MeasuredPattern(rawValue: $0.rawValue) }
    }

    /// `--package-path` when given (it must be the workbook's folder), else the folder
    /// ``PackageRoot/find(console:executablePath:)`` finds.
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
