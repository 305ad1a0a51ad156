// `workbook metrics` run in-process as a learner runs it: the three formats on the fixture
// workbook, one section or some patterns at a time, the errors and exit codes, and runs on
// the workbook's own sources that check only facts its lessons rest on.

import Foundation
import Testing
import WorkbookCLI

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
    @Test("prints aligned text tables whose labels say what they count")
    func text() async throws {
        let result = try await runOnFixture("text", [])

        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        #expect(lines[0].hasPrefix("workbook metrics — MVC, MVP and MVVM measured from their sources in /"))
        let summary = try #require(lines.firstIndex(of: "Per pattern"))
        #expect(
            Array(lines[(summary + 1)...(summary + 7)]) == [
                "metric                                               MVC                      MVP                    MVVM",
                "---------------------------------------------------  -----------------------  ---------------------  -------------------",
                "source files                                         2                        5                      6",
                "lines of code                                        23                       23                     32",
                "types (class, struct, enum, actor)                   3                        4                      6",
                "protocols                                            0                        1                      0",
                "types + protocols                                    3                        5                      6",
            ])
        #expect(
            lines.contains(
                "longest type (its lines of code)                     ListViewController (17)  UserListPresenter (8)  Observable (9)"
            ))
        #expect(
            lines.contains(
                "logic tests needing the view kit                     1 of 2                   1 of 4                 1 of 2"
            ))
        let ratings = try #require(
            lines.firstIndex(of: "Ratings by the workbook's own thresholds, after Orlov's criteria"))
        #expect(
            Array(lines[(ratings + 1)...(ratings + 5)]) == [
                "criterion     MVC                                  MVP                                  MVVM",
                "------------  -----------------------------------  -----------------------------------  -----------------------------------",
                "distribution  poor (74% in one type)               good (35% in one type)               good (28% in one type)",
                "testability   fair (1 of 2 logic tests, 50%)       good (3 of 4 logic tests, 75%)       fair (1 of 2 logic tests, 50%)",
                "ease of use   good (3 types + protocols, 2 files)  fair (5 types + protocols, 5 files)  fair (6 types + protocols, 6 files)",
            ])
        let notes = lines.filter { $0.hasPrefix("- ") }
        #expect(notes.count == 23)
        let wrapped = lines.filter { $0.hasPrefix("- ") || $0.hasPrefix("  ") }
        #expect(wrapped.allSatisfy { $0.count <= 100 })
    }

    @Test("states the sizes as multiples of MVC's, MVVM with and without its bindings")
    func sizes() async throws {
        let result = try await runOnFixture("command-sizes", ["--section", "sizes"])

        #expect(result.exitCode == 0)
        #expect(
            result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
                .prefix(8) == [
                    "Code size against MVC",
                    "code                                    source files  lines of code  × MVC  types + protocols  × MVC",
                    "--------------------------------------  ------------  -------------  -----  -----------------  -----",
                    "MVC                                                2             23  1.0×                   3  1.0×",
                    "MVP                                                5             23  1.0×                   5  1.7×",
                    "MVVM                                               6             32  1.4×                   6  2.0×",
                    "MVVM without its hand-written bindings             4             17  0.7×                   4  1.3×",
                    "",
                ])
        #expect(
            result.standardOutput.contains(
                "- MVVM is 1.4× MVC's lines of code and 2.0× its types + protocols.\n"))
    }

    @Test("quotes Orlov's verdicts beside the workbook's ratings, with the source")
    func verdicts() async throws {
        let result = try await runOnFixture("verdicts", ["--format", "markdown", "--section", "criteria"])

        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(result.exitCode == 0)
        #expect(lines.contains("### Orlov's own verdicts (2016)"))
        #expect(
            lines.contains(
                "| MVC | testability | “due to the bad distribution you’ll probably only test your Model” |"))
        #expect(lines.filter { $0.hasPrefix("| MVVM | ") }.count == 3)
        #expect(
            lines.contains {
                $0.contains("https://medium.com/ios-os-x-development/ios-architecture-patterns-ecba4c38de52")
            })
    }

    @Test("prints GitHub tables, numbers aligned right, under the command that printed them")
    func markdown() async throws {
        let result = try await runOnFixture("markdown", ["--format", "markdown"])

        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(result.exitCode == 0)
        #expect(
            lines.first == "_Measured from the workbook's sources by `workbook metrics --format markdown`._")
        let summary = try #require(lines.firstIndex(of: "### Per pattern"))
        #expect(
            Array(lines[(summary + 1)...(summary + 4)]) == [
                "| metric | MVC | MVP | MVVM |",
                "|---|---|---|---|",
                "| source files | 2 | 5 | 6 |",
                "| lines of code | 23 | 23 | 32 |",
            ])
        #expect(
            lines.contains(
                "| distribution | poor (74% in one type) | good (35% in one type) | good (28% in one type) |")
        )
        #expect(lines.contains("| pattern | role | files | lines of code | types | protocols | main types |"))
        #expect(lines.contains("|---|---|---:|---:|---:|---:|---|"))
        #expect(lines.contains("| MVVM | bindings | 2 | 15 | 2 | 0 | Observable, ObservationToken |"))
        #expect(
            lines.contains(
                "| MVP | ScreenProbe | Tests/MVPTests/RecordingUserListView.swift | conforms to UserListView |"
            ))
        let headings = lines.filter { $0.hasPrefix("### ") }
        #expect(
            headings == [
                "### Per pattern", "### Code size against MVC",
                "### Ratings by the workbook's own thresholds, after Orlov's criteria",
                "### Orlov's own verdicts (2016)", "### Tests by kind and by what they need",
                "### Test files",
                "### Test doubles", "### Per role", "### Source files", "### Shared by every pattern",
                "### How it is counted",
            ])
        let tables = lines.filter { $0.hasPrefix("|") }
        #expect(tables.allSatisfy { $0.hasSuffix("|") })
    }

    @Test("prints only the sections and patterns asked for, naming them in the caption")
    func sectionsAndPatterns() async throws {
        let result = try await runOnFixture(
            "sections", ["--format", "markdown", "--section", "tests", "--patterns", "mvvm"])

        #expect(result.exitCode == 0)
        #expect(
            result.standardOutput == """
                _Measured from the workbook's sources by `workbook metrics --format markdown --section tests --patterns mvvm`._

                ### Tests by kind and by what they need

                | pattern | kind | tests | parameterised | need the view kit | need a controllable service or clock | need neither |
                |---|---|---:|---|---:|---:|---:|
                | MVVM | logic | 2 | 0 | 1 | 1 | 0 |
                | MVVM | infrastructure | 2 | 1 (1 computed list) | 0 | 0 | 2 |

                - no tracing tests in these test targets.

                ### Test files

                | pattern | test file | kind | tests | need the view kit | need a controllable service or clock | need neither |
                |---|---|---|---:|---:|---:|---:|
                | MVVM | Tests/MVVMTests/ObservableTests.swift | infrastructure | 2 | 0 | 0 | 2 |
                | MVVM | Tests/MVVMTests/UserListViewControllerTests.swift | logic | 1 | 1 | 0 | 0 |
                | MVVM | Tests/MVVMTests/UserListViewModelTests.swift | logic | 1 | 0 | 1 | 0 |

                - each @Test function is classified on its own; \(TestReachRule.summary).
                - \(TestNeedRule.summary).
                - kind: \(TestKindRule.summary).

                """)
    }

    @Test("prints sections as JSON tables with the same cells, in the order asked")
    func jsonSections() async throws {
        let result = try await runOnFixture(
            "json-sections", ["--format", "json", "--section", "sizes,per-pattern", "--patterns", "mvc,mvp"])

        #expect(result.exitCode == 0)
        let document = try object(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)))
        let sections = try #require(document["sections"] as? [Any]).map(object)
        #expect(sections.map { $0["id"] as? String } == ["sizes", "per-pattern"])
        #expect(Set(sections[0].keys) == ["id", "title", "header", "rows", "notes"])
        let rows = try #require(sections[0]["rows"] as? [[String]])
        #expect(rows == [["MVC", "2", "23", "1.0×", "3", "1.0×"], ["MVP", "5", "23", "1.0×", "5", "1.7×"]])
        #expect(sections[1]["header"] as? [String] == ["metric", "MVC", "MVP"])
    }

    @Test("prints JSON with stable keys and every test classified, the same on every run")
    func json() async throws {
        let first = try await runOnFixture("json-1", ["--format", "json"])
        let second = try await runOnFixture("json-2", ["--format", "json"])

        #expect(first.exitCode == 0)
        #expect(first.standardOutput == second.standardOutput)
        let document = try object(try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)))
        #expect(Set(document.keys) == ["patterns", "shared", "sizes"])
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
                "doubles", "kinds", "files", "tests",
            ])
        let test = try object(try #require(tests["tests"] as? [Any]).first)
        #expect(
            Set(test.keys) == [
                "file", "function", "line", "suite", "kind", "isParameterised", "argumentCases",
                "viewKitTypes",
                "controllableTypes", "patternTypes",
            ])
        #expect(test["kind"] as? String == "logic")
        let kinds = try #require(tests["kinds"] as? [Any]).map(object)
        #expect(kinds.map { $0["kind"] as? String } == ["logic", "infrastructure", "tracing"])
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
        let sizes = try #require(document["sizes"] as? [Any]).map(object)
        #expect(sizes.map { $0["linesOfCodeToMVC"] as? Double } == [1.0, 1.0, 1.4, 0.7])
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
                Usage: workbook metrics [--format text|markdown|json] [--section NAME[,NAME…]] [--patterns mvc,mvp,mvvm] [--package-path DIR]
                See 'workbook metrics --help'.

                """)
    }

    @Test("rejects an unknown section or pattern with exit 64, naming the known ones")
    func badSection() async throws {
        let section = try await runOnFixture("bad-section", ["--section", "tests,speed"])
        let pattern = try await runOnFixture("bad-pattern", ["--patterns", "viper"])

        #expect(section.exitCode == 64)
        #expect(
            section.standardError.hasPrefix(
                "Error: unknown section 'speed'; the sections are per-pattern, sizes, criteria, tests, doubles, "
                    + "roles, files, shared, rules.\nUsage: workbook metrics"))
        #expect(pattern.exitCode == 64)
        #expect(pattern.standardError.hasPrefix("Error: unknown pattern 'viper'"))
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
        #expect(
            help.standardOutput.contains(
                "Usage: workbook metrics [--format text|markdown|json] [--section NAME[,NAME…]] [--patterns"))
        for section in MetricsSectionID.allCases {
            #expect(help.standardOutput.contains(section.rawValue))
        }
        #expect(help.standardOutput.contains("Exit status: 0 on success, 1 when the sources can't be found"))
        #expect(
            overview.standardOutput.split(separator: "\n").contains {
                $0.hasPrefix("  metrics ") && $0.contains(" Measure the three patterns from their sources")
            })
    }

    @Test("takes the new patterns' keys, and names their folder when a checkout lacks them")
    func newPatternKeys() async throws {
        let light = try await runOnFixture("light", ["--patterns", "mvc-light"])
        let all = try await runOnFixture("all", ["--section", "sizes", "--patterns", "all"])

        for result in [light, all] {
            #expect(result.exitCode == 1)
            #expect(result.standardError.hasPrefix("Error: "))
            #expect(result.standardError.contains("/Sources/MVCLight"))
        }
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

    @Test("classifies the workbook's own tests as the lessons describe them")
    func ownTests() throws {
        let report = try PackageMeasurer.measure(root: workbookRoot)

        let mvc = try #require(report.pattern(.mvc)).tests
        #expect(mvc.count > 0)
        #expect(mvc.tests.allSatisfy { $0.kind == .logic && $0.needsViewKit })
        let mvp = try #require(report.pattern(.mvp)).tests
        #expect(
            mvp.tests.filter { $0.file.hasSuffix("PresenterTests.swift") }.allSatisfy { !$0.needsViewKit })
        let mvvm = try #require(report.pattern(.mvvm)).tests
        let bindings = mvvm.tests.filter { $0.file == "Tests/MVVMTests/PropertyTests.swift" }
        #expect(!bindings.isEmpty)
        #expect(bindings.allSatisfy { $0.kind == .infrastructure })
        #expect(mvvm.tests.filter { $0.kind == .infrastructure }.count == bindings.count)
        #expect(
            mvvm.tests.filter { $0.file.hasSuffix("ViewModelTests.swift") }.allSatisfy { !$0.needsViewKit })
        #expect(report.patterns.allSatisfy { $0.tests.group(.tracing).count == 0 })
    }

    @Test("measures all five when asked, and adding two changes nothing about the three")
    func allFive() throws {
        let classic = try PackageMeasurer.measure(root: workbookRoot)
        let all = try PackageMeasurer.measure(root: workbookRoot, patterns: MeasuredPattern.allCases)

        #expect(all.patterns.map(\.pattern) == [.mvc, .mvp, .mvvm, .mvcLight, .mvvmObservation])
        #expect(all.patterns.map(\.title) == ["MVC", "MVP", "MVVM", "MVC light", "MVVM+Obs"])
        #expect(all.keeping(MeasuredPattern.classic) == classic)
        #expect(all.patterns.allSatisfy { $0.roles.contains { $0.role == .composition } })
        #expect(all.patterns.allSatisfy { $0.tests.count > 0 })
    }

    @Test("MVC light's list controller is smaller than MVC's, its jobs in controller helpers")
    func mvcLight() throws {
        let report = try PackageMeasurer.measure(root: workbookRoot, patterns: [.mvcLight])

        let light = try #require(report.pattern(.mvcLight))
        let mvc = try #require(report.pattern(.mvc))
        let lightController = try #require(
            light.files.first { $0.path == "Sources/MVCLight/UserListViewController.swift" })
        let massiveController = try #require(
            mvc.files.first { $0.path == "Sources/MVC/UserListViewController.swift" })
        #expect(lightController.role == .controller)
        #expect(lightController.linesOfCode < massiveController.linesOfCode)
        #expect(light.tests.folder == "Tests/MVCLightTests")
        #expect(
            light.roles.map(\.role) == [.controller, .controllerHelper, .composition])
        #expect(
            light.roles.first { $0.role == .controllerHelper }?.mainTypes == [
                "UserFormatter", "UserListDataSource", "UserListLoader",
            ])
        #expect(light.tests.tests.allSatisfy { $0.kind == .logic })
        let helperTests = light.tests.tests.filter {
            $0.file.hasSuffix("/UserFormatterTests.swift") || $0.file.hasSuffix("/UserListLoaderTests.swift")
        }
        #expect(!helperTests.isEmpty)
        #expect(helperTests.allSatisfy { !$0.needsViewKit })
    }

    @Test("MVVM on Observation has no bindings of its own, and its view-model tests need no view kit")
    func mvvmObservation() throws {
        let report = try PackageMeasurer.measure(root: workbookRoot, patterns: [.mvvmObservation])

        let observation = try #require(report.pattern(.mvvmObservation))
        #expect(observation.roles.map(\.role) == [.view, .viewModel, .composition])
        #expect(observation.tests.folder == "Tests/MVVMObservationTests")
        #expect(observation.tests.tests.allSatisfy { $0.kind == .logic })
        let viewModelTests = observation.tests.tests.filter { $0.file.hasSuffix("ViewModelTests.swift") }
        #expect(!viewModelTests.isEmpty)
        #expect(viewModelTests.allSatisfy { !$0.needsViewKit })
        #expect(report.sizes.filter { $0.pattern == .mvvmObservation }.map(\.withoutBindings) == [false])
    }

    @Test("prints the measured size of MVVM on Observation beside MVVM's predicted one")
    func predictionAndMeasurement() async throws {
        let all = await Workbook.run([
            "metrics", "--package-path", workbookRoot.path, "--format", "markdown", "--section", "sizes",
            "--patterns", "all",
        ])
        let classic = await Workbook.run([
            "metrics", "--package-path", workbookRoot.path, "--format", "markdown", "--section", "sizes",
        ])

        #expect(all.exitCode == 0)
        let report = try PackageMeasurer.measure(root: workbookRoot, patterns: MeasuredPattern.allCases)
        let measured = try #require(report.sizes.first { $0.pattern == .mvvmObservation })
        func multiple(_ value: Double) -> String {
            CodeSizeRule.multiple(tenths: Int((value * 10).rounded()))
        }
        let multiples =
            "\(multiple(measured.linesOfCodeToMVC)) MVC's lines of code and "
            + "\(multiple(measured.typesAndProtocolsToMVC)) its types + protocols"
        let prediction = try #require(
            all.standardOutput.split(separator: "\n").first {
                $0.hasPrefix("- MVVM without its hand-written")
            })
        #expect(
            prediction.hasSuffix(
                ": what it would cost with a binding framework. Measured: MVVM+Obs, on Swift's "
                    + "Observation instead of hand-written bindings, is \(multiples)."))
        #expect(all.standardOutput.contains("| MVC light |"))
        #expect(all.standardOutput.contains("| MVVM+Obs |"))
        #expect(!classic.standardOutput.contains("MVVM+Obs"))
        #expect(!classic.standardOutput.contains("MVC light"))
    }

    @Test("prints each format for the workbook itself", arguments: ["text", "markdown", "json"])
    func ownSourcesFormat(_ format: String) async {
        let result = await Workbook.run(["metrics", "--package-path", workbookRoot.path, "--format", format])

        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
    }
}
