// `workbook bench`: times can't be tested, but what is measured can — every pattern's real
// screen takes every keystroke and draws as many rows as the plain loop — and bad options
// are refused like everywhere else.

import Foundation
import Testing

@testable import WorkbookCLI

@Suite("workbook bench", .timeLimit(.minutes(1)))
struct BenchCommandTests {
    @Test("times all five against the baseline, each drawing the baseline's rows, run by run")
    @MainActor
    func measuresEveryPattern() async throws {
        let report = await Benchmark.measure(
            users: GeneratedUsers.make(count: 200), query: "an", patterns: ArchitecturePattern.allCases,
            runs: 2)

        #expect(report.users == 200)
        #expect(report.patterns.map(\.name) == ["MVC", "MVP", "MVVM", "MVC light", "MVVM+Obs"])
        #expect(report.baseline.matches.count == 2 && report.baseline.matches[0] > 0)
        for pattern in report.patterns {
            #expect(pattern.matches == report.baseline.matches)
            #expect(pattern.ratios.count == 2)
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
