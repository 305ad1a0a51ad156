// The per-test rules of `workbook metrics`, one small test file at a time: what the outline
// finds (tests, helpers, suites), what a test reaches through helpers and types, what it
// needs, and whether it is logic, infrastructure or tracing. Each snippet holds the trap
// the rule is about.

import Testing
import WorkbookCLI

// MARK: - Helpers

/// The facts of a test file at `Tests/X/<name>.swift`.
private func facts(_ name: String, _ source: String) -> SwiftFileFacts {
    SwiftFileFacts(path: "Tests/X/\(name).swift", source: source)
}

/// What the test called `function` in `file` reaches, with `others` in the same target.
private func reach(
    _ function: String, in file: SwiftFileFacts, others: [SwiftFileFacts] = []
) throws -> Set<String> {
    let test = try #require(file.testFunctions.first { $0.name == function })
    return TestReachRule.reach(of: test, in: file, target: [file] + others)
}

/// A vocabulary like MVVM's: a kit, a screen, a view model, the bindings and one tracing type.
private let vocabulary = TestVocabulary(
    viewKitTypes: ["Window", "ViewController", "UserListViewController", "UserListScreen"],
    featureTypes: ["UserListViewController", "UserListScreen", "UserListViewModel", "UserRow"],
    infrastructureTypes: ["Observable", "MutableObservable", "ObservationToken"],
    tracingTypes: ["TracingUserService", "RecordingUserListView"])

// MARK: - The outline

@Suite("The outline of a test file")
struct MetricsOutlineTests {
    @Test("finds each @Test function with its line, suite and attribute")
    func testFunctions() {
        let file = facts(
            "Outline",
            """
            @Suite("outer")
            struct OuterTests {
                @Test("one") func one() {}

                @MainActor
                @Test("two", arguments: [1, 2])
                func two(n: Int) async {
                    func nested() {}
                }
            }
            @Test func loose() {}
            """)

        #expect(file.testFunctions.map(\.name) == ["one", "two", "loose"])
        #expect(file.testFunctions.map(\.line) == [3, 7, 11])
        #expect(file.testFunctions.map(\.enclosingTypes) == [["OuterTests"], ["OuterTests"], []])
        #expect(file.tests.map(\.argumentCases) == [nil, 2, nil])
        #expect(file.helpers.isEmpty)
    }

    @Test("lists functions, properties and types as helpers, but not suites or what is inside bodies")
    func helpers() {
        let file = facts(
            "Helpers",
            """
            private let rows = [
                "a",
                "b",
            ]
            @MainActor
            private func makeScreen() -> Window {
                let inner = 1
                return Window()
            }
            protocol Shows {
                func show()
                var title: String { get }
            }
            final class Recorder {
                var values: [Int] = []
            }
            struct SomeTests {
                init() { reset() }
                @Test func works() {}
            }
            """)

        let helpers = file.helpers.map { "\($0.kind.rawValue) \($0.enclosingTypes + [$0.name])" }
        #expect(
            helpers == [
                #"property ["rows"]"#, #"function ["makeScreen"]"#, #"type ["Shows"]"#,
                #"function ["Shows", "show"]"#, #"property ["Shows", "title"]"#, #"type ["Recorder"]"#,
                #"property ["Recorder", "values"]"#, #"function ["SomeTests", "init"]"#,
            ])
        #expect(file.helpers[1].words.isSuperset(of: ["Window", "inner"]))
        #expect(!file.helpers[3].words.contains("title"))
    }
}

// MARK: - Reach

@Suite("What a test reaches")
struct MetricsReachTests {
    @Test("follows file-level helpers by name, transitively, and the suite's members and init")
    func throughHelpers() throws {
        let file = facts(
            "Screen",
            """
            private func makeVisibleScreen() -> Window {
                makeWindow()
            }
            private func makeWindow() -> Window { Window(root: UserListScreen.make()) }
            private func unused() -> ViewController { ViewController() }

            @Suite struct ScreenTests {
                let service = ControllableUserService()
                init() { prepare() }
                func prepare() { let clock = ManualClock() }

                @Test func shows() {
                    let window = makeVisibleScreen()
                }
            }
            """)

        let words = try reach("shows", in: file)

        #expect(words.isSuperset(of: ["Window", "UserListScreen", "ManualClock"]))
        #expect(!words.contains("ViewController"))
        #expect(!words.contains("ControllableUserService"))
    }

    @Test("follows types declared anywhere in the target, but not other types' members or suites")
    func throughTypes() throws {
        let double = facts(
            "RecordingView",
            """
            final class RecordingView: UserListView {
                func show(rows: [UserRow]) {}
            }
            final class Other {
                func helper() { let window = Window() }
            }
            """)
        let file = facts(
            "PresenterTests",
            """
            @Suite struct PresenterTests {
                @Test func shows() {
                    let view = RecordingView()
                    helper()
                }
                @Test func other() { let window = Window() }
            }
            """)

        let words = try reach("shows", in: file, others: [double])

        #expect(words.isSuperset(of: ["UserListView", "UserRow"]))
        #expect(!words.contains("Window"))
    }
}

// MARK: - Needs and kinds

@Suite("What a test needs and what it is about")
struct MetricsNeedAndKindTests {
    @Test("needs the view kit when it reaches a kit type or a pattern type that imports the kit")
    func viewKit() {
        #expect(TestNeedRule.viewKitTypes(in: ["Window", "show"], vocabulary: vocabulary) == ["Window"])
        #expect(
            TestNeedRule.viewKitTypes(in: ["UserListScreen", "UserRow"], vocabulary: vocabulary)
                == ["UserListScreen"])
        #expect(TestNeedRule.viewKitTypes(in: ["UserListViewModel"], vocabulary: vocabulary).isEmpty)
    }

    @Test("needs a controllable service or clock only for one the test answers by hand")
    func controllable() {
        let reach: Set<String> = [
            "ControllableUserService", "ManualClock", "StubUserService", "ImmediateClock", "controllable",
            "Controllable",
        ]

        #expect(TestNeedRule.controllableTypes(in: reach) == ["ControllableUserService", "ManualClock"])
    }

    @Test("is infrastructure only when every pattern type it reaches is a binding")
    func infrastructure() {
        let kind = { (reach: Set<String>) in
            TestKindRule.kind(of: reach, importsTracing: false, vocabulary: vocabulary)
        }

        #expect(kind(["MutableObservable", "ObservationToken", "Recorder"]) == .infrastructure)
        #expect(kind(["MutableObservable", "UserListViewController"]) == .logic)
        #expect(kind(["UserListViewModel"]) == .logic)
        #expect(kind(["User", "String"]) == .logic)
    }

    @Test("is tracing when it reaches a tracing type its file imports, or one named Tracing… or Traced…")
    func tracing() {
        let kind = { (reach: Set<String>, imports: Bool) in
            TestKindRule.kind(of: reach, importsTracing: imports, vocabulary: vocabulary)
        }

        #expect(kind(["TracingUserService", "UserListViewModel"], true) == .tracing)
        #expect(kind(["RecordingUserListView", "UserListViewModel"], false) == .logic)
        #expect(kind(["TracedScreen", "UserListViewModel"], false) == .tracing)
    }

    @Test("states sizes in tenths of MVC's, rounded half up")
    func sizes() {
        #expect(CodeSizeRule.tenths(384, of: 195) == 20)
        #expect(CodeSizeRule.tenths(32, of: 23) == 14)
        #expect(CodeSizeRule.tenths(1, of: 0) == 0)
        #expect(CodeSizeRule.multiple(tenths: 14) == "1.4×")
        #expect(CodeSizeRule.multiple(tenths: 7) == "0.7×")
    }
}
