// `workbook bench`: times can't be tested, but what is measured can — every pattern's real
// screen takes every keystroke and finds as many matches as the plain loop — and bad
// options are refused like everywhere else.

import Foundation
import Testing
import WorkbookCLI

@Suite("workbook bench", .timeLimit(.minutes(1)))
struct BenchCommandTests {
    @Test("measures every pattern and the baseline, keystroke by keystroke, with the same matches")
    func json() async throws {
        let result = await Workbook.run([
            "bench", "--users", "300", "--runs", "1", "--query", "an", "--format", "json",
        ])

        #expect(result.exitCode == 0)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let baseline = try #require(report["baseline"] as? [String: Any])
        let patterns = try #require(report["patterns"] as? [[String: Any]])
        let baselineKeys = try #require(baseline["keystrokes"] as? [[String: Any]])
        #expect(report["users"] as? Int == 300)
        #expect(patterns.map { $0["name"] as? String } == ["MVC", "MVP", "MVVM"])
        #expect(baselineKeys.map { $0["query"] as? String } == ["a", "an"])
        for pattern in patterns {
            let keys = try #require(pattern["keystrokes"] as? [[String: Any]])
            #expect(keys.map { $0["matches"] as? Int } == baselineKeys.map { $0["matches"] as? Int })
            #expect(keys.allSatisfy { ($0["ratio"] as? Double ?? -1) >= 0 })
        }
        #expect((baselineKeys.first?["matches"] as? Int ?? 0) > 0)
    }

    @Test("prints a table with a row per pattern and the baseline")
    func text() async {
        let result = await Workbook.run(["bench", "--users", "50", "--runs", "1", "--patterns", "mvp"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)

        #expect(result.exitCode == 0)
        #expect(lines.first?.hasPrefix("workbook bench — 50 users, median of 1 run, ") == true)
        #expect(lines.contains { $0.hasPrefix("baseline ") })
        #expect(lines.contains { $0.hasPrefix("MVP ") })
        #expect(!lines.contains { $0.hasPrefix("MVC ") })
    }

    @Test("times all five with --patterns all, each finding the baseline's matches, in columns that fit")
    func allFive() async throws {
        let arguments = ["--users", "200", "--runs", "1", "--query", "an", "--patterns", "all"]
        let json = await Workbook.run(["bench"] + arguments + ["--format", "json"])
        let text = await Workbook.run(["bench"] + arguments)

        #expect(json.exitCode == 0)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let baseline = try #require(report["baseline"] as? [String: Any])
        let baselineMatches = try #require(baseline["keystrokes"] as? [[String: Any]]).map {
            $0["matches"] as? Int
        }
        let patterns = try #require(report["patterns"] as? [[String: Any]])
        #expect(
            patterns.map { $0["name"] as? String } == ["MVC", "MVP", "MVVM", "MVC light", "MVVM+Obs"])
        for pattern in patterns {
            let keys = try #require(pattern["keystrokes"] as? [[String: Any]])
            #expect(keys.map { $0["matches"] as? Int } == baselineMatches)
        }
        #expect(text.exitCode == 0)
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        let build = lines.first?.hasSuffix("debug build") == true ? "debug" : "release"
        let expected = try await BenchOutline.expected(arguments: arguments, build: build)
        #expect(BenchOutline(printed: lines) == expected)
        let table = lines.filter { $0.hasPrefix("MV") || $0.hasPrefix("baseline") }
        #expect(table.count == 6)
        #expect(Set(table.map(\.count)).count == 1)
    }

    @Test(
        "bad options get Error:, usage and exit 64",
        arguments: [
            (["bench", "--users", "0"], "Error: '--users 0' is not a whole number from 1 to 1000000."),
            (["bench", "--runs", "many"], "Error: '--runs many' is not a whole number from 1 to 50."),
            (["bench", "--query", ""], "Error: '--query' needs 1 to 100 characters on one line."),
            (
                ["bench", "--patterns", "viper"],
                "Error: unknown pattern 'viper'; the patterns are mvc, mvp, mvvm, mvc-light and mvvm-observation, or all."
            ),
        ])
    func badOptions(_ arguments: [String], error: String) async {
        let result = await Workbook.run(arguments)

        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix(error + "\nUsage: workbook bench"))
    }
}
