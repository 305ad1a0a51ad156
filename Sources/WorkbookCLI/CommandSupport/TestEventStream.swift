// Reads Swift Testing's JSON event stream (`swift test --event-stream-output-path FILE
// --event-stream-version 0`): one JSON record a line, tests first, then events. It is a
// stable interface, unlike the console's wording; only the fields used are decoded.

import Foundation

struct TestEventStream: Sendable, Equatable {
    var runStarted = false
    var runEnded = false
    var testCount = 0
    var failedTests: [String] = []
    var issues: [TestIssue] = []
    var unfinishedTests: [String] = []

    init(_ text: String) {
        var names: [String: String] = [:]
        var functions: Set<String> = []
        var started: Set<String> = []
        var running: [String] = []
        var failed: Set<String> = []
        var caseArguments: [String: String] = [:]
        let decoder = JSONDecoder()
        for line in text.split(separator: "\n") {
            guard let record = try? decoder.decode(Record.self, from: Data(line.utf8)), record.version == 0
            else { continue }
            let payload = record.payload
            if record.kind == "test" {
                guard let id = payload.id else { continue }
                names[id] = payload.displayName ?? payload.name ?? id
                if payload.kind == "function" { functions.insert(id) }
                continue
            }
            guard record.kind == "event" else { continue }
            let testID = payload.testID ?? ""
            switch payload.kind {
            case "runStarted":
                runStarted = true
            case "runEnded":
                runEnded = true
            case "testStarted" where functions.contains(testID):
                started.insert(testID)
                running.append(testID)
            case "testCaseStarted":
                // 6.1: `Passing 1 argument x → 1 to "name"`; 6.2 on: `Test case passing … started.`
                if let caseID = payload.testCase?.id, let text = payload.messages?.first?.text,
                    let match = text.firstMatch(of: /assing \d+ arguments? (.*) to .+?(?: started\.)?$/)
                {
                    caseArguments[caseID] = String(match.1)
                }
            case "issueRecorded":
                guard payload.issue?.isKnown != true else { continue }
                failed.insert(testID)
                let messages = payload.messages ?? []
                let details = messages.filter { $0.symbol == "details" }.map(\.text)
                let difference = messages.first { $0.symbol == "difference" }?.text
                let location = payload.issue?.sourceLocation.map { location in
                    let file = location.fileID.split(separator: "/").last.map(String.init) ?? location.fileID
                    return "\(file):\(location.line):\(location.column)"
                }
                issues.append(
                    TestIssue(
                        testName: names[testID] ?? testID,
                        arguments: payload.testCase.flatMap { caseArguments[$0.id] } ?? "",
                        location: location,
                        expectation: messages.first { $0.symbol != "details" && $0.symbol != "difference" }?
                            .text
                            ?? "an issue was recorded",
                        message: details.isEmpty ? nil : details.joined(separator: "\n"),
                        difference: difference,
                        filePath: payload.issue?.sourceLocation?.filePath,
                        caseName: payload.testCase?.displayName))
            case "testEnded" where functions.contains(testID):
                running.removeAll { $0 == testID }
                if failed.contains(testID) { failedTests.append(names[testID] ?? testID) }
            // A suite's own issue, such as the grader's tally of the learner's tests, fails it as a test.
            case "testEnded" where failed.contains(testID):
                started.insert(testID)
                failedTests.append(names[testID] ?? testID)
            default:
                break
            }
        }
        testCount = started.count
        unfinishedTests = running.map { names[$0] ?? $0 }
    }

    private struct Record: Decodable {
        var version: Int
        var kind: String
        var payload: Payload
    }

    private struct Payload: Decodable {
        var kind: String?
        var id: String?
        var name: String?
        var displayName: String?
        var testID: String?
        var messages: [Message]?
        var issue: Issue?
        var testCase: TestCase?

        enum CodingKeys: String, CodingKey {
            case kind, id, name, displayName, testID, messages, issue
            case testCase = "_testCase"
        }
    }

    private struct Message: Decodable {
        var symbol: String?
        var text: String
    }

    private struct Issue: Decodable {
        var isKnown: Bool?
        var sourceLocation: SourceLocation?
    }

    private struct SourceLocation: Decodable {
        var fileID: String
        var filePath: String?
        var line: Int
        var column: Int

        enum CodingKeys: String, CodingKey {
            case fileID, line, column
            case filePath = "_filePath"
        }
    }

    private struct TestCase: Decodable {
        var id: String
        var displayName: String?
    }
}
