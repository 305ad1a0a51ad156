// `workbook bench`: times can't be tested, but what is measured can — every pattern's real
// screen takes every keystroke and draws as many rows as the plain loop — and bad options
// are refused like everywhere else.

import Foundation
import Testing
import WorkbookCLI

@Suite("workbook bench", .timeLimit(.minutes(1)))
struct BenchCommandTests {
    @Test("times all five against the baseline, each drawing the baseline's rows, run by run")
    func json() async throws {
        let result = await Workbook.run([
            "bench", "--users", "200", "--runs", "2", "--query", "an", "--patterns", "all", "--format",
            "json",
        ])

        #expect(result.exitCode == 0)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let baseline = try #require(report["baseline"] as? [String: Any])
        let patterns = try #require(report["patterns"] as? [[String: Any]])
        let matches = try #require(baseline["matches"] as? [Int])
        #expect(report["users"] as? Int == 200)
        #expect(patterns.map { $0["name"] as? String } == ["MVC", "MVP", "MVVM", "MVC light", "MVVM+Obs"])
        #expect(matches.count == 2 && matches[0] > 0)
        for pattern in patterns {
            #expect(pattern["matches"] as? [Int] == matches)
            #expect((pattern["ratios"] as? [Double])?.count == 2)
        }
    }

    @Test("prints a row per pattern and the baseline, in columns that fit, outlined as the chapters expect")
    func text() async throws {
        let arguments = ["--users", "50", "--runs", "1", "--patterns", "mvp,mvvm-observation"]
        let result = await Workbook.run(["bench"] + arguments)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)

        #expect(result.exitCode == 0)
        #expect(
            lines.first?.hasPrefix("workbook bench — 50 users, \"ann\" typed a keystroke at a time, 1 run, ")
                == true)
        let table = lines.filter {
            $0.hasPrefix("baseline ") || $0.hasPrefix("MVP ") || $0.hasPrefix("MVVM+Obs ")
        }
        #expect(table.count == 3)
        #expect(Set(table.map(\.count)).count == 1)
        let build = lines.first?.hasSuffix("debug build") == true ? "debug" : "release"
        let expected = try await BenchOutline.expected(arguments: arguments, build: build)
        #expect(BenchOutline.of(lines) == expected)
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
