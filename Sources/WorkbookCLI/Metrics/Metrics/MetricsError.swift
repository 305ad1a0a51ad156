// Why measuring failed: the only errors the metrics raise. They read files and nothing
// else, so the sources are either missing or unreadable; the command layer turns these
// into `Error: …` lines and exit status 1.

/// A checkout the metrics could not measure.
public enum MetricsError: Error, Equatable, Sendable {
    /// A folder the metrics need is missing or holds no `.swift` files.
    case sourcesMissing(folder: String)
    /// A file could not be read as UTF-8 text.
    case unreadable(file: String, reason: String)

    /// What went wrong and what to do, as one sentence.
    public var message: String {
        switch self {
        case .sourcesMissing(let folder):
            "the workbook's sources are not there: \(folder) is missing or holds no .swift files. "
                + "Run 'workbook metrics' inside a complete copy of the workbook, or pass --package-path."
        case .unreadable(let file, let reason):
            "could not read \(file) as UTF-8 text: \(reason)"
        }
    }
}
