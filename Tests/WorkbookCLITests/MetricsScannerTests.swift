// The pieces under `workbook metrics`, one snippet at a time: which lines are code, what a
// declaration, an import and a `@Test` look like to the scanner, and the role table.
// Each snippet holds the trap it is about, so a scanner that falls for it fails here.

import Testing
import WorkbookCLI

// MARK: - Lines of code

@Suite("The source scanner")
struct MetricsScannerTests {
    @Test("counts a line as code unless it is blank or holds only comments")
    func codeLines() {
        let source = """
            // a line comment
            /// a doc comment
            let a = 1  // code, then a comment

               \t
            /* a block
               { still the block } */
            /* closed */ let b = 2
            let c = 3 /* a block after code */
            /* one /* nested */ still the outer one */
            let d = 4
            """

        let lines = SourceScanner.scan(source)

        #expect(
            lines.map(\.isCode) == [false, false, true, false, false, false, false, true, true, false, true])
        #expect(SourceScanner.linesOfCode(in: source) == 4)
    }

    @Test("keeps code, drops comments and leaves strings empty")
    func cleanedCode() {
        let source = #"""
            let url = "http://example.com /* not a comment */" // a comment
            let raw = #"a "quoted" \(x) // still the string"# + b
            let nested = "\(f("}")) {" + c
            """#

        let code = SourceScanner.scan(source).map(\.code)

        #expect(code[0] == #"let url = "" "#)
        #expect(code[1] == #"let raw = "" + b"#)
        #expect(code[2] == #"let nested = "f("")" + c"#)
    }

    @Test("treats the text of a multi-line string as code, except its blank lines")
    func multilineStrings() {
        let source = #"""
            let help = """
                // not a comment
                /* not a block either

                """
            let after = 1
            """#

        let lines = SourceScanner.scan(source)

        #expect(lines.map(\.isCode) == [true, true, true, false, true, true])
        #expect(lines[5].code == "let after = 1")
    }

    @Test("counts a last line with no newline, and no line for a final newline")
    func lastLine() {
        #expect(SourceScanner.scan("let a = 1\nlet b = 2").count == 2)
        #expect(SourceScanner.scan("let a = 1\n").count == 1)
        #expect(SourceScanner.scan("").isEmpty)
    }

    // MARK: - Declarations

    @Test("finds types, protocols and extensions, nested or generic, but not class members")
    func declarations() {
        let source = """
            @MainActor
            public final class Box<Value: Sendable>: Base, @unchecked Sendable where Value: Equatable {
                class func make() {}
                class var shared: Int { 1 }
                private enum Inner {
                    case one
                }
            }
            protocol Shows: AnyObject {
                func show()
            }
            actor Store: UserService {}
            extension Box.Inner {
                var text: String { "struct Fake {}" }
            }
            let actor = 1
            """

        let facts = SwiftFileFacts(path: "Sources/MVC/Box.swift", source: source)

        #expect(
            facts.declarations == [
                Declaration(
                    kind: .class, name: "Box", conformances: ["Base", "Sendable"], isNested: false,
                    linesOfCode: 7),
                Declaration(kind: .enum, name: "Inner", conformances: [], isNested: true, linesOfCode: 3),
                Declaration(
                    kind: .protocol, name: "Shows", conformances: ["AnyObject"], isNested: false,
                    linesOfCode: 3),
                Declaration(
                    kind: .actor, name: "Store", conformances: ["UserService"], isNested: false,
                    linesOfCode: 1),
                Declaration(
                    kind: .extension, name: "Box.Inner", conformances: [], isNested: false, linesOfCode: 3),
            ])
        #expect(facts.typeCount == 3)
        #expect(facts.protocolCount == 1)
        #expect(facts.mainTypeName == "Box")
    }

    @Test("takes the type named like the file as the main type, else the first one")
    func mainType() {
        let named = SwiftFileFacts(
            path: "Sources/MVP/UserListView.swift", source: "struct Row {}\nprotocol UserListView {}")
        let unnamed = SwiftFileFacts(path: "Sources/MVP/Placeholder.swift", source: "enum UserListScreen {}")
        let empty = SwiftFileFacts(path: "Sources/MVVM/Placeholder.swift", source: "// nothing yet")

        #expect(named.mainTypeName == "UserListView")
        #expect(unnamed.mainTypeName == "UserListScreen")
        #expect(empty.mainTypeName == "Placeholder")
    }

    // MARK: - Imports

    @Test("reads imports, with attributes and kinds, but not in comments or strings")
    func imports() {
        let source = """
            @testable import WorkbookCLI
            import struct Foundation.URL
            public import TerminalUIKit
            // import MVC
            let text = "import MVP"
            """

        let facts = SwiftFileFacts(path: "Tests/X/Y.swift", source: source)

        #expect(facts.imports == ["WorkbookCLI", "Foundation", "TerminalUIKit"])
    }

    // MARK: - @Test

    @Test("counts each @Test once and the cases of literal argument lists")
    func testAttributes() {
        let source = #"""
            @Test func plain() {}
            @Test("named") func named() {}
            @Test("one list", arguments: [1, 2, 3,]) func one(n: Int) {}
            @Test("two lists", .tags(.slow), arguments: [(1, "a, b"), (2, "c")], ["x", "y", "z"])
            func two(pair: (Int, String), letter: String) {}
            @Test("computed", arguments: Case.allCases) func computed(case: Case) {}
            @Test("zipped", arguments: zip([1, 2], [3, 4])) func zipped(a: Int, b: Int) {}
            // @Test("commented out")
            let text = "@Test"
            @Tests func notATest() {}
            """#

        let tests = SwiftFileFacts(path: "Tests/X/Y.swift", source: source).tests

        #expect(
            tests == [
                TestAttribute(isParameterised: false, argumentCases: nil),
                TestAttribute(isParameterised: false, argumentCases: nil),
                TestAttribute(isParameterised: true, argumentCases: 3),
                TestAttribute(isParameterised: true, argumentCases: 6),
                TestAttribute(isParameterised: true, argumentCases: nil),
                TestAttribute(isParameterised: true, argumentCases: nil),
            ])
    }
}

// MARK: - The role table

/// One row of the role table's expectations, readable in the test's name.
struct RoleCase: CustomTestStringConvertible, Sendable {
    var pattern: MeasuredPattern
    var mainType: String
    var role: SourceRole

    var testDescription: String { "\(pattern.title) \(mainType) → \(role.title)" }
}

@Suite("The role table")
struct MetricsRoleTableTests {
    @Test(
        "gives each main type its role in its pattern",
        arguments: [
            RoleCase(pattern: .mvc, mainType: "UserListViewController", role: .controller),
            RoleCase(pattern: .mvc, mainType: "UserListScreen", role: .composition),
            RoleCase(pattern: .mvp, mainType: "UserListViewController", role: .view),
            RoleCase(pattern: .mvp, mainType: "UserListView", role: .view),
            RoleCase(pattern: .mvp, mainType: "UserListPresenter", role: .presenter),
            RoleCase(pattern: .mvp, mainType: "UserRow", role: .presenter),
            RoleCase(pattern: .mvvm, mainType: "UserListViewModel", role: .viewModel),
            RoleCase(pattern: .mvvm, mainType: "UserDetailViewModel", role: .viewModel),
            RoleCase(pattern: .mvvm, mainType: "UserListRoute", role: .viewModel),
            RoleCase(pattern: .mvvm, mainType: "Observable", role: .bindings),
            RoleCase(pattern: .mvvm, mainType: "ObservationToken", role: .bindings),
            RoleCase(pattern: .mvvm, mainType: "UserDetailViewController", role: .view),
            RoleCase(pattern: .mvvm, mainType: "UserListScreen", role: .composition),
            RoleCase(pattern: .mvcLight, mainType: "UserListViewController", role: .controller),
            RoleCase(pattern: .mvcLight, mainType: "UserListLoader", role: .controllerHelper),
            RoleCase(pattern: .mvcLight, mainType: "UserListDataSource", role: .controllerHelper),
            RoleCase(pattern: .mvcLight, mainType: "UserFormatter", role: .controllerHelper),
            RoleCase(pattern: .mvcLight, mainType: "UserListScreen", role: .composition),
            RoleCase(pattern: .mvvmObservation, mainType: "UserListViewModel", role: .viewModel),
            RoleCase(pattern: .mvvmObservation, mainType: "UserRows", role: .viewModel),
            RoleCase(pattern: .mvvmObservation, mainType: "UserListViewController", role: .view),
            RoleCase(pattern: .mvvmObservation, mainType: "UserListScreen", role: .composition),
        ]
    )
    func role(_ example: RoleCase) {
        #expect(RoleRule.role(ofMainType: example.mainType, in: example.pattern) == example.role)
    }
}
