// `workbook metrics`: measures MVC, MVP and MVVM from the workbook's own sources at run
// time — files, lines of code, types, roles, tests, test doubles — and derives Orlov's
// criteria from those numbers. It only reads files; `PackageMeasurer` counts and
// `MetricsReportRenderer` formats, so this type is just options and wiring.

import Foundation

/// Measures the three patterns and prints the numbers as text, Markdown or JSON.
enum MetricsCommand: WorkbookCommand {
    static let name = "metrics"
    static let summary =
        "Measure the three patterns from their sources: size, roles, tests, Orlov's criteria."
    static let usage = "workbook metrics [--format text|markdown|json] [--package-path DIR]"
    static let details = """
        Reads the Swift files under Sources/UserModel, Sources/TerminalUIKit, Sources/MVC,
        Sources/MVP, Sources/MVVM and Tests/<Pattern>Tests as they are now, and counts per
        pattern and per role (view, controller / presenter / view model, bindings, composition):
        files, lines of code, types, protocols, the longest type, imports of TerminalUIKit,
        tests, the test doubles they need, and whether they need the view kit or a
        controllable service. Then it rates distribution, testability and ease of use by the
        rules printed below the table, each with the number it rests on.

        Options:
          --format FORMAT       text (default), markdown (GitHub tables, for chapter 09) or json
          --package-path DIR    the workbook to measure (default: the folder above the current
                                directory that holds Package.swift and Sources/UserModel)

        Exit status: 0 on success, 1 when the sources can't be found or read, 64 for a bad option.

        Examples:
          workbook metrics
          workbook metrics --format markdown
          workbook metrics --format json
        """

    static func run(_ arguments: inout ArgumentList, console: Console) async throws(CommandError) {
        let format = try OutputFormat.parse(
            try arguments.option("format"), allowed: [.text, .markdown, .json])
        let packagePath = try arguments.option("package-path")
        try arguments.finish()

        let root = try packageRoot(packagePath, console: console)
        let report = try PackageMeasurer.measure(root: root)
        switch format {
        case .json: console.print(try encodeJSON(report))
        case .markdown: console.print(MetricsReportRenderer.markdown(report))
        default:
            console.print(
                MetricsReportRenderer.text(report, root: root.path, width: console.width(overriding: nil)))
        }
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
