// `workbook metrics` run in-process as a learner runs it: the three formats on the fixture
// workbook, the errors and exit codes, and one run on the workbook's own sources that checks
// only facts that hold while MVP and MVVM are still being written.

import Foundation
import ScriptedSessions
import Testing

@testable import WorkbookCLI

// MARK: - Helpers

/// Runs `workbook metrics <arguments>` from inside a fresh copy of the fixture workbook.
@MainActor
private func runOnFixture(_ name: String, _ arguments: [String]) async throws -> CommandResult {
    let root = try MetricsFixture.write(name)
    defer { MetricsFixture.remove(root) }
    return await Workbook.run(
        ["metrics"] + arguments, environment: ["COLUMNS": "100"], currentDirectory: root.path)
}

/// Parses a JSON object, or fails the test.
private func object(_ value: Any?) throws -> [String: Any] {
    try #require(value as? [String: Any])
}

/// The workbook's own folder: three levels above this file.
private let workbookRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

// MARK: - Formats

@Suite("workbook metrics")
@MainActor
struct MetricsCommandTests {
    @Test("prints aligned text tables with the numbers per pattern")
    func text() async throws {
        let result = try await runOnFixture("text", [])

        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        #expect(lines[0].hasPrefix("workbook metrics — MVC, MVP and MVVM measured from their sources in /"))
        let summary = try #require(lines.firstIndex(of: "Per pattern"))
        #expect(
            Array(lines[(summary + 1)...(summary + 6)]) == [
                "metric                                         MVC                      MVP                    MVVM",
                "---------------------------------------------  -----------------------  ---------------------  -------------------",
                "files                                          2                        5                      6",
                "lines of code                                  23                       23                     32",
                "types                                          3                        4                      6",
                "protocols                                      0                        1                      0",
            ])
        #expect(
            lines.contains(
                "longest type                                   ListViewController (17)  UserListPresenter (8)  Observable (9)"
            ))
        #expect(
            lines.contains(
                "parameterised tests                            1 (3 argument cases)     1 (6 argument cases)   1 (1 computed list)"
            ))
        let criteria = try #require(lines.firstIndex(of: "Orlov's criteria"))
        #expect(
            Array(lines[(criteria + 1)...(criteria + 5)]) == [
                "criterion     MVC                      MVP                      MVVM",
                "------------  -----------------------  -----------------------  -----------------------",
                "distribution  poor (74%)               good (35%)               good (28%)",
                "testability   poor (0 of 2, 0%)        good (3 of 4, 75%)       good (3 of 3, 100%)",
                "ease of use   good (3 types, 2 files)  fair (5 types, 5 files)  fair (6 types, 6 files)",
            ])
        let notes = lines.filter { $0.hasPrefix("- ") }
        #expect(notes.count == 10)
        #expect(notes.allSatisfy { $0.count <= 100 })
    }

    @Test("prints GitHub tables for chapter 09, numbers aligned right")
    func markdown() async throws {
        let result = try await runOnFixture("markdown", ["--format", "markdown"])

        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(result.exitCode == 0)
        let summary = try #require(lines.firstIndex(of: "### Per pattern"))
        #expect(
            Array(lines[(summary + 1)...(summary + 4)]) == [
                "| metric | MVC | MVP | MVVM |",
                "|---|---|---|---|",
                "| files | 2 | 5 | 6 |",
                "| lines of code | 23 | 23 | 32 |",
            ])
        #expect(lines.contains("| distribution | poor (74%) | good (35%) | good (28%) |"))
        #expect(lines.contains("| pattern | role | files | lines of code | types | protocols | main types |"))
        #expect(lines.contains("|---|---|---:|---:|---:|---:|---|"))
        #expect(lines.contains("| MVVM | bindings | 2 | 15 | 2 | 0 | Observable, ObservationToken |"))
        #expect(
            lines.contains(
                "| MVP | ScreenProbe | Tests/MVPTests/RecordingUserListView.swift | conforms to UserListView |"
            ))
        for heading in [
            "Orlov's criteria", "Per role", "Files", "Test doubles", "Shared by all three patterns",
        ] {
            #expect(lines.contains("### \(heading)"))
        }
        let tables = lines.filter { $0.hasPrefix("|") }
        #expect(tables.allSatisfy { $0.hasSuffix("|") })
    }

    @Test("prints JSON with stable keys, the same on every run")
    func json() async throws {
        let first = try await runOnFixture("json-1", ["--format", "json"])
        let second = try await runOnFixture("json-2", ["--format", "json"])

        #expect(first.exitCode == 0)
        #expect(first.standardOutput == second.standardOutput)
        let document = try object(try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)))
        #expect(Set(document.keys) == ["patterns", "shared"])
        let patterns = try #require(document["patterns"] as? [Any]).map(object)
        #expect(patterns.map { $0["pattern"] as? String } == ["mvc", "mvp", "mvvm"])
        let mvc = patterns[0]
        #expect(
            Set(mvc.keys) == [
                "pattern", "title", "fileCount", "linesOfCode", "types", "protocols", "longestType",
                "viewKitImports", "roles", "files", "tests", "criteria",
            ])
        #expect(mvc["linesOfCode"] as? Int == 23)
        let longest = try object(mvc["longestType"])
        #expect(Set(longest.keys) == ["name", "file", "linesOfCode"])
        let tests = try object(mvc["tests"])
        #expect(
            Set(tests.keys) == [
                "folder", "fileCount", "count", "parameterised", "argumentCases", "computedArgumentLists",
                "doubles", "needingViewKit", "needingControllableServiceOrClock",
            ])
        let criteria = try object(mvc["criteria"])
        #expect(Set(criteria.keys) == ["distribution", "testability", "easeOfUse"])
        #expect(Set(try object(criteria["distribution"]).keys) == ["rating", "value", "unit", "basis"])
        let file = try object(try #require(mvc["files"] as? [Any]).first)
        #expect(
            Set(file.keys) == [
                "path", "role", "mainType", "linesOfCode", "types", "protocols", "importsViewKit",
            ])
        let role = try object(try #require(mvc["roles"] as? [Any]).first)
        #expect(Set(role.keys) == ["role", "fileCount", "linesOfCode", "types", "protocols", "mainTypes"])
        let shared = try #require(document["shared"] as? [Any]).map(object)
        #expect(shared.map { $0["role"] as? String } == ["model", "viewKit"])
    }

    // MARK: - Errors

    @Test("rejects an unknown format with exit 64 and the usage line")
    func badFormat() async throws {
        let result = try await runOnFixture("bad-format", ["--format", "mermaid"])

        #expect(result.exitCode == 64)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == """
                Error: unknown format 'mermaid'; the formats are: text, markdown, json.
                Usage: workbook metrics [--format text|markdown|json] [--package-path DIR]
                See 'workbook metrics --help'.

                """)
    }

    @Test("rejects an unknown option with exit 64")
    func unknownOption() async throws {
        let result = try await runOnFixture("bad-option", ["--verbose"])

        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("Error: unknown option '--verbose'.\nUsage: workbook metrics"))
    }

    @Test("fails with exit 1 and names the missing folder when a pattern's sources are not there")
    func missingSources() async throws {
        let root = try MetricsFixture.write("no-mvvm", leavingOut: ["Sources/MVVMViews"])
        defer { MetricsFixture.remove(root) }

        let result = await Workbook.run(["metrics"], currentDirectory: root.path)

        #expect(result.exitCode == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("Error: the workbook's sources are not there: "))
        #expect(result.standardError.contains("/Sources/MVVMViews is missing or holds no .swift files."))
        #expect(!result.standardError.contains("Usage:"))
    }

    @Test("fails with exit 1 when --package-path is not a workbook")
    func notAWorkbook() async throws {
        let root = try MetricsFixture.write("not-a-workbook", leavingOut: ["Package.swift"])
        defer { MetricsFixture.remove(root) }

        let result = await Workbook.run(["metrics", "--package-path", root.path])

        #expect(result.exitCode == 1)
        #expect(
            result.standardError
                == "Error: '\(root.path)' is not the workbook's folder: it has no Package.swift with "
                + "Sources/UserModel. Point --package-path at the folder you cloned.\n")
    }

    @Test("explains itself with --help and is listed by workbook --help")
    func help() async {
        let help = await Workbook.run(["metrics", "--help"])
        let overview = await Workbook.run(["--help"])

        #expect(help.exitCode == 0)
        #expect(help.standardOutput.contains("Usage: workbook metrics [--format text|markdown|json]"))
        #expect(help.standardOutput.contains("Exit status: 0 on success, 1 when the sources can't be found"))
        #expect(
            overview.standardOutput.split(separator: "\n").contains {
                $0.hasPrefix("  metrics ") && $0.contains(" Measure the three patterns from their sources")
            })
    }
}

// MARK: - The real workbook

@Suite("workbook metrics on the workbook itself")
@MainActor
struct MetricsOwnSourcesTests {
    @Test("measures three patterns, and MVC's longest type is its controller")
    func ownSources() throws {
        let report = try PackageMeasurer.measure(root: workbookRoot)

        #expect(report.patterns.map(\.pattern) == [.mvc, .mvp, .mvvm])
        let mvc = try #require(report.patterns.first)
        let longest = try #require(mvc.longestType)
        let file = try #require(mvc.files.first { $0.path == longest.file })
        #expect(file.role == .controller)
        #expect(longest.file == "Sources/MVC/UserListViewController.swift")
        #expect(report.patterns.allSatisfy { $0.roles.contains { $0.role == .composition } })
    }

    @Test("prints each format for the workbook itself", arguments: ["text", "markdown", "json"])
    func ownSourcesFormat(_ format: String) async {
        let result = await Workbook.run(["metrics", "--package-path", workbookRoot.path, "--format", format])

        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
    }
}
