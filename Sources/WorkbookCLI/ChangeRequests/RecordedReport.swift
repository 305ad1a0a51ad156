// The measurement the repository keeps beside a change request's patches, so a chapter can
// quote it without a build. Reading it checks it against the patches as they are now: a
// recording whose files and lines no longer match was made from other patches, and is
// refused rather than quoted.

import Foundation

/// Reads and writes a change request's `measured.json`.
public enum RecordedReport {
    /// Saves `json`, the report as `--format json` prints it, beside the patches.
    public static func write(_ json: String, for request: ChangeRequest) throws(CommandError) {
        do {
            try Data((json + "\n").utf8).write(to: request.recordingURL, options: .atomic)
        } catch {
            throw .failure("can't save \(shownPath(of: request)): \(error.localizedDescription)")
        }
    }

    /// The saved report, after checking that it describes the patches as they are.
    public static func read(for request: ChangeRequest) throws(CommandError) -> ChangeRequestReport {
        let remeasure =
            "measure again with 'workbook change-request \(request.name) --record' (a few minutes)"
        guard let data = try? Data(contentsOf: request.recordingURL) else {
            throw .failure(
                "\(shownPath(of: request)) does not exist yet; measure with "
                    + "'workbook change-request \(request.name) --record' (a few minutes).")
        }
        let report: ChangeRequestReport
        do {
            report = try JSONDecoder().decode(ChangeRequestReport.self, from: data)
        } catch {
            throw .failure("\(shownPath(of: request)) is not a report this workbook can read; \(remeasure).")
        }
        if let difference = difference(between: report, and: request) {
            throw .failure(
                "the patches changed since \(shownPath(of: request)) was recorded (\(difference)); "
                    + "\(remeasure).")
        }
        return report
    }

    /// The first way `report`'s patches differ from `request`'s, or `nil` when they agree.
    static func difference(between report: ChangeRequestReport, and request: ChangeRequest) -> String? {
        let recorded = report.parts.flatMap { part in part.patches.map { (part.part, $0) } }
        let current = request.patches.map {
            ($0.part, ChangeRequestReport.PatchSize(kind: $0.kind, diff: $0.diff))
        }
        for (part, size) in current {
            let name = "\(part.rawValue)-\(size.kind.rawValue).patch"
            guard let match = recorded.first(where: { $0.0 == part && $0.1.kind == size.kind }) else {
                return "\(name) is not in the recording"
            }
            if match.1 != size { return "\(name) is not the one measured" }
        }
        if let extra = recorded.first(where: { old in
            !current.contains { $0.0 == old.0 && $0.1.kind == old.1.kind }
        }) {
            return "\(extra.0.rawValue)-\(extra.1.kind.rawValue).patch is gone"
        }
        return nil
    }

    private static func shownPath(of request: ChangeRequest) -> String {
        "\(ChangeRequest.folder)/\(request.name)/\(ChangeRequest.recordingName)"
    }
}
