// Reading test results from Swift Testing's JSON event stream, recorded from real runs of
// exercise 01: the counts, the failed tests, every issue with its location, arguments and
// message — and `workbook check`'s summary built from them, not from console text.

import Foundation
import Testing

@testable import WorkbookCLI

@MainActor
@Suite("Reading the test event stream")
struct ExerciseEventStreamTests {
    private let root = URL(fileURLWithPath: "/work/book")

    @Test("an issue carries its test, arguments, location, expectation and message")
    func oneIssue() throws {
        let stream = TestEventStream(try #require(RecordedEventStream.failing.output(root: root).events))

        let issue = try #require(
            stream.issues.first {
                $0.testName == "one user reads \"1 user\"" && $0.arguments.contains("Iyad")
            })

        #expect(issue.location == "UserListViewControllerTests.swift:113:9")
        #expect(
            issue.expectation
                == "Expectation failed: (lineUnderTheBar(screen) → \"1. Iyad Agha\") == \"1 user\"")
        #expect(issue.message?.hasPrefix("Step 2: with one user (Iyad Agha) the header should read") == true)
        #expect(issue.step == 2)
    }

    @Test("a stream that starts but never ends is a crash, whatever the console said")
    func cutShort() throws {
        var output = RecordedEventStream.failing.output(root: root)
        let lines = try #require(output.events).split(separator: "\n")
        output.events = lines.filter { !$0.contains("\"runEnded\"") }.joined(separator: "\n")

        let report = TestRunReport(output: output)

        #expect(report.outcome == .crashed("the tests stopped before the run ended"))
    }

    @Test("a suite's own issue, the grader's tally of the learner's tests, fails it as one more test")
    func suiteIssue() {
        let suite = "Exercise04Tests.EditProfilePresenterTests"
        let test = suite + "/loadedForm()/EditProfilePresenterTests.swift:17:6"
        let records = [
            #"{"kind":"test","payload":{"id":"\#(suite)","kind":"suite","name":"EditProfilePresenterTests"},"version":0}"#,
            #"{"kind":"test","payload":{"id":"\#(test)","kind":"function","name":"loadedForm()"},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(test)"},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(test)"},"version":0}"#,
            #"{"kind":"event","payload":{"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"Step 2: your tests caught 0 of 5 bugs"}],"testID":"\#(suite)"},"version":0}"#,
            #"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(suite)"},"version":0}"#,
        ]

        let stream = TestEventStream(records.joined(separator: "\n"))

        #expect(stream.testCount == 2)
        #expect(stream.failedTests == ["EditProfilePresenterTests"])
        #expect(stream.issues.first?.step == 2)
    }

}
