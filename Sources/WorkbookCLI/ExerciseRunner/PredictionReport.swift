// Exercise 09 asks for a prediction before any code changes: which of the team's tests will
// break, per pattern. Its grading test prints one `workbook prediction: {json}` line per
// pattern; this reads them back from `swift test`'s output and sets each prediction beside
// what broke, right or wrong.

import Foundation

/// One pattern's prediction and the team's tests that broke on the learner's code.
public struct PredictionReport: Sendable, Equatable, Decodable {
    public var pattern: String
    public var predicted: [String]?
    public var broke: [String]

    public static let prefix = "workbook prediction: "

    /// The reports in `output`, one per pattern (the last line wins), in the order printed.
    public static func reports(in output: String) -> [PredictionReport] {
        var reports: [PredictionReport] = []
        for line in output.split(whereSeparator: \.isNewline) {
            guard let start = line.range(of: prefix),
                let report = try? JSONDecoder().decode(
                    PredictionReport.self, from: Data(line[start.upperBound...].utf8))
            else { continue }
            reports.removeAll { $0.pattern == report.pattern }
            reports.append(report)
        }
        return reports
    }

    /// What the learner reads: whether the prediction was right, what was predicted, what
    /// broke, and what was missed or did not break.
    public var lines: [String] {
        let quoted = { (names: [String]) in
            names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", ")
        }
        guard let predicted else {
            return ["\(pattern): no prediction yet (step 1).", "  broke: \(quoted(broke))"]
        }
        let missed = broke.filter { !predicted.contains($0) }
        let heldUp = predicted.filter { !broke.contains($0) }
        var result = [
            "\(pattern): " + (missed.isEmpty && heldUp.isEmpty ? "right." : "not quite."),
            "  you predicted: \(quoted(predicted))",
            "  what broke: \(quoted(broke))",
        ]
        if !missed.isEmpty { result.append("  broke, not predicted: \(quoted(missed))") }
        if !heldUp.isEmpty { result.append("  predicted, did not break: \(quoted(heldUp))") }
        return result
    }
}
