// Which tests of a run failed, named the way a reader finds them: the file, the suite's name
// and the test's own sentence. It reads the same JSON event stream as ``TestEventStream``
// (Swift Testing's stable interface), keeping what that type drops: each test's suite and
// source location, so the list can be grouped by file and ordered as the file is.

import Foundation

/// One test that recorded an issue.
struct FailedTest: Sendable, Equatable, Codable {
    /// The file the test is in, such as `UserListPresenterTests.swift`.
    var file: String
    /// The suite's display name, such as `Presenter: loading`; empty for a test outside a suite.
    var suite: String
    /// The test's display name.
    var name: String
    /// The test's line in its file, to order the list as the file is; not reported, so a
    /// test that moves within its file changes no report.
    var line = 0

    private enum CodingKeys: String, CodingKey {
        case file, suite, name
    }
}

extension FailedTest {
    /// The tests in `events` (JSON Lines, version 0) that recorded an issue that isn't a
    /// known one, by file and then line; a parameterized test is listed once.
    static func all(in events: String) -> [FailedTest] {
        var tests: [String: Record.Payload] = [:]
        var failed: Set<String> = []
        let decoder = JSONDecoder()
        for line in events.split(separator: "\n") {
            guard let record = try? decoder.decode(Record.self, from: Data(line.utf8)), record.version == 0
            else { continue }
            let payload = record.payload
            if record.kind == "test", let id = payload.id {
                tests[id] = payload
            } else if record.kind == "event", payload.kind == "issueRecorded", payload.issue?.isKnown != true,
                let id = payload.testID
            {
                failed.insert(id)
            }
        }
        return failed.compactMap { id -> FailedTest? in
            guard let test = tests[id], test.kind == "function" else { return nil }
            let suiteID = id.split(separator: "/").dropLast(2).joined(separator: "/")
            let suite = tests[suiteID].map { $0.displayName ?? $0.name ?? suiteID } ?? ""
            let location = test.sourceLocation
            let file =
                location.map { $0.fileID.split(separator: "/").last.map(String.init) ?? $0.fileID } ?? ""
            return FailedTest(
                file: file, suite: suite, name: test.displayName ?? test.name ?? id, line: location?.line ?? 0
            )
        }
        .sorted { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) }
    }

    // MARK: - The records, as far as they are read

    private struct Record: Decodable {
        var version: Int
        var kind: String
        var payload: Payload

        struct Payload: Decodable {
            var kind: String?
            var id: String?
            var name: String?
            var displayName: String?
            var testID: String?
            var issue: Issue?
            var sourceLocation: SourceLocation?
        }

        struct Issue: Decodable {
            var isKnown: Bool?
        }

        struct SourceLocation: Decodable {
            var fileID: String
            var line: Int
        }
    }
}
