// Chapters and the bench must agree, as far as a clock allows. A `workbook bench` run's times
// vary with the run and the machine, so a chapter quotes one real run between
// `<!-- recorded output: workbook bench ARGS (release build, machine, date) -->` and
// `<!-- end recorded output -->`. Everything in it that no clock changes — the header, the
// columns, each row's name, the queries and how many rows each draws — must be what the tool
// prints today for the same arguments.

import Foundation
import Testing
import WorkbookCLI

@MainActor
@Suite("The chapters' recorded bench runs agree with the tool")
struct ChapterRecordedBenchTests {
    struct Recording {
        var arguments: [String]
        /// `release` or `debug`, as the marker says; `nil` when it says neither.
        var build: String?
        var line: Int
        var text: [String]
    }

    static func recordings(in chapter: String) throws -> [Recording] {
        let lines = try ChapterQuotesTests.lines(of: chapter)
        var recordings: [Recording] = []
        var index = 0
        while index < lines.count {
            let marker = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard marker.hasPrefix("<!-- recorded output: workbook "), marker.hasSuffix(" -->") else {
                continue
            }
            let command = marker.dropFirst("<!-- recorded output: workbook ".count).dropLast(" -->".count)
            let conditions = command.firstRange(of: " (").map { command[$0.upperBound...] } ?? ""
            let words = command.firstRange(of: " (").map { command[..<$0.lowerBound] } ?? command
            let build = ["release", "debug"].first { conditions.hasPrefix("\($0) build") }
            let start = index
            while index < lines.count,
                lines[index].trimmingCharacters(in: .whitespaces) != "<!-- end recorded output -->"
            {
                index += 1
            }
            var text = Array(lines[start..<min(index, lines.count)])
            if text.first?.hasPrefix("```") == true, text.last?.hasPrefix("```") == true {
                text = Array(text.dropFirst().dropLast())
            }
            recordings.append(
                Recording(
                    arguments: ChapterQuotesTests.splitArguments(String(words)), build: build, line: start,
                    text: text))
        }
        return recordings
    }

    @Test("chapter 09 records a release-build run of workbook bench")
    func sideBySideRecordsABenchRun() throws {
        let recordings = try Self.recordings(in: "09-side-by-side.md")

        #expect(
            recordings.contains { $0.arguments.first == "bench" && $0.build == "release" },
            "09-side-by-side.md should record a run of 'workbook bench' from a release build")
    }

    @Test(
        "every recorded bench run has the header, rows, queries and matches the tool computes today",
        arguments: ChapterQuotesTests.chapterNames)
    func recordedRunsAgree(_ chapter: String) throws {
        for recording in try Self.recordings(in: chapter) {
            let place = "\(chapter):\(recording.line)"
            #expect(recording.arguments.first == "bench", "\(place): only 'workbook bench' runs are recorded")
            let build = try #require(
                recording.build, "\(place): the marker should say '(release build, …)' or '(debug build, …)'")

            let expected = try BenchOutline.expected(
                arguments: Array(recording.arguments.dropFirst()), build: build)

            #expect(
                BenchOutline.of(recording.text) == expected,
                "\(place): apart from its measured numbers, the run should read \(expected)")
        }
    }
}
