// `workbook metrics` on snippets and on a small fake workbook written into a temporary
// folder, whose every count is known by hand (the comments beside the files give them).

import Foundation
import Testing

@testable import WorkbookCLI

@Suite("workbook metrics")
struct MetricsTests {
    @Test("counts code lines, imports, and types and protocols declared at the start of a line")
    func swiftFile() {
        let file = SwiftFile(
            path: "Sources/MVC/UserListViewController.swift",
            text: """
                // A comment
                import TerminalUIKit
                /* a block
                   comment */

                @MainActor
                public final class UserListViewController: View {
                    struct Row { let name: String }
                    class func make() -> UserListViewController { UserListViewController() }
                }
                private protocol Drawing {}
                extension UserListViewController {
                    func refresh() {}
                }
                """)

        #expect(file.code.count == 10)
        #expect(file.imports == ["TerminalUIKit"])
        #expect(
            file.declarations.map(\.name) == [
                "UserListViewController", "Row", "Drawing", "UserListViewController",
            ])
        #expect(file.declarations.map(\.linesOfCode) == [4, 0, 1, 3])
        #expect((file.types, file.protocols) == (2, 1))
    }

    @Test(
        "gives each file a role by its name, first match wins",
        arguments: [
            ("Sources/MVC/UserListScreen.swift", ArchitecturePattern.mvc, "composition"),
            ("Sources/MVC/UserListViewController.swift", .mvc, "controller"),
            ("Sources/MVPViews/UserListViewController.swift", .mvp, "view"),
            ("Sources/MVPPresentation/UserListPresenterInputs.swift", .mvp, "presenter"),
            ("Sources/MVPPresentation/UserListView.swift", .mvp, "view"),
            ("Sources/MVPPresentation/UserRow.swift", .mvp, "presenter"),
            ("Sources/Bindings/Property.swift", .mvvm, "bindings"),
            ("Sources/MVVMPresentation/UserListViewModelProtocol.swift", .mvvm, "view model"),
            ("Sources/MVCLight/UserListLoader.swift", .mvcLight, "controller helper"),
        ])
    func roles(path: String, pattern: ArchitecturePattern, role: String) {
        #expect(PatternMeasurement.role(of: SwiftFile(path: path, text: ""), in: pattern) == role)
    }

    @Test("classifies each test by its file's imports and the names it, or a helper it calls, mentions")
    func testFile() {
        let file = SwiftFile(
            path: "Tests/MVCTests/UserListViewControllerTests.swift",
            text: """
                import TerminalUIKit
                private func makeLoadedScreen() -> ControllableUserService { ControllableUserService() }
                private func makeScreen() -> Window { _ = makeLoadedScreen() }
                @Suite struct UserListViewControllerTests {
                    @Test("loads") func loads() { _ = makeScreen() }
                    @Test(
                        "sorts",
                        arguments: [1, 2])
                    func sorts(value: Int) {
                        let clock = ManualClock()
                    }
                    @Test func draws() {}
                }
                """)

        let withKit = TestFile(file, viewKit: true, infrastructure: false)
        let withoutKit = TestFile(file, viewKit: false, infrastructure: true)

        let counts = { (file: TestFile) in
            [file.tests, file.parameterised, file.viewKit, file.controllable, file.neither]
        }
        #expect(counts(withKit) == [3, 1, 3, 2, 0])
        #expect(counts(withoutKit) == [3, 1, 0, 2, 1])
        #expect([withKit.kind, withoutKit.kind] == ["logic", "infrastructure"])
    }

    /// A fake workbook; counts: LOC = lines of code, T = types, P = protocols.
    static let workbook: [String: String] = [
        "Package.swift": "// never built\n",
        "Sources/UserModel/ControllableUserService.swift": "public final class ControllableUserService {}\n",
        "Sources/TerminalUIKit/View.swift": "open class View {}\n",
        // 6 LOC, 2 T; UserListViewController runs 5 lines, 56% of MVC's 9.
        "Sources/MVC/UserListViewController.swift": """
        import TerminalUIKit

        public final class UserListViewController: View {
            struct Row {
                let name: String
            }
        }
        """,
        // 3 LOC, 1 T.
        "Sources/MVC/UserListScreen.swift": "import TerminalUIKit\n\npublic enum UserListScreen {\n}\n",
        // 2 tests, both need the view kit; one a controllable service; one parameterised.
        "Tests/MVCTests/UserListViewControllerTests.swift": """
        import TerminalUIKit
        @Test func loads() { _ = ControllableUserService() }
        @Test(arguments: [1, 2]) func sorts(value: Int) {}
        final class RecordingView {}
        """,
        // 2 LOC, 1 T.
        "Sources/Bindings/Property.swift": "public final class Property<Value> {\n}\n",
        // 4 LOC, 1 T, 1 P; UserListViewModel runs 3 lines, 38% of MVVM's 8.
        "Sources/MVVMPresentation/UserListViewModel.swift": """
        public protocol UserListViewModelProtocol {}
        public final class UserListViewModel: UserListViewModelProtocol {
            var rows = 0
        }
        """,
        // 2 LOC, 1 T.
        "Sources/MVVMViews/UserListScreen.swift": "import TerminalUIKit\nenum UserListScreen {}\n",
        // Named after a bindings file: infrastructure.
        "Tests/MVVMTests/PropertyTests.swift": "@Test func keepsValue() {}\n",
        "Tests/MVVMTests/UserListViewModelTests.swift": """
        final class HandMade: UserListViewModelProtocol {}
        @Test func lists() {}
        """,
    ]

    func run(_ arguments: [String]) async throws -> CommandResult {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "metrics-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in Self.workbook {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return await Workbook.run(["metrics", "--package-path", root.path] + arguments)
    }

    @Test("measures sizes against MVC, rates the patterns and classifies the tests of a workbook")
    func markdown() async throws {
        let result = try await run([
            "--format", "markdown", "--section", "sizes,criteria,tests,doubles", "--patterns", "mvc,mvvm",
        ])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)

        #expect(result.exitCode == 0)
        #expect(lines.contains("| MVC | 2 | 9 | 1.0× | 3 | 1.0× |"))
        #expect(lines.contains("| MVVM | 3 | 8 | 0.9× | 4 | 1.3× |"))
        #expect(lines.contains("| MVVM without its hand-written bindings | 2 | 6 | 0.7× | 3 | 1.0× |"))
        #expect(lines.contains("| distribution | fair (56% in one type) | good (38% in one type) |"))
        #expect(
            lines.contains(
                "| testability | poor (0 of 2 logic tests, 0%) | good (1 of 1 logic tests, 100%) |"))
        #expect(lines.contains("| MVC | logic | 2 | 1 | 2 | 1 | 0 |"))
        #expect(lines.contains("| MVVM | infrastructure | 1 | 0 | 0 | 0 | 1 |"))
        #expect(
            lines.contains(
                "| MVVM | HandMade | Tests/MVVMTests/UserListViewModelTests.swift | conforms to UserListViewModelProtocol |"
            ))
        #expect(
            lines.contains(
                "| MVC | RecordingView | Tests/MVCTests/UserListViewControllerTests.swift | named Recording… |"
            ))
        #expect(lines.contains { $0.hasPrefix("| MVC | ControllableUserService | Sources/UserModel/") })
        #expect(lines.contains { $0.hasPrefix("| MVC | testability | “due to the bad distribution") })
    }

    @Test(
        "refuses a bad section with exit 64, and a pattern whose sources are missing with exit 1",
        arguments: [
            (["--patterns", "mvp"], 1, "Error: can't read Sources/MVPPresentation in "),
            (
                ["--section", "sizes,nope"], 64,
                "Error: unknown section 'nope'; the sections are per-pattern, sizes"
            ),
            (["--section", ","], 64, "Error: '--section' needs at least one section name."),
        ])
    func badInput(arguments: [String], exitCode: Int32, error: String) async throws {
        let result = try await run(arguments)

        #expect(result.exitCode == exitCode)
        #expect(result.standardError.hasPrefix(error))
    }
}
