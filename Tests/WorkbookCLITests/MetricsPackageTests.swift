// The metrics measured on a small fake workbook whose every count is known by hand, written
// from string literals into a temporary folder (so SwiftPM never sees the fixture's Swift).
// The comments beside each fixture file give the counts the assertions rely on; the fixture
// packs in the edge cases: comment styles, strings holding `//` and braces, nested types.

import Foundation
import Testing
import WorkbookCLI

// MARK: - The fixture

/// A fake workbook checkout: Package.swift, the shared modules, three patterns and their tests.
enum MetricsFixture {
    /// Writes the fixture into a fresh folder named after `name` and returns it.
    ///
    /// The folder's name holds the process id and `name`, so tests running in parallel never share one.
    static func write(_ name: String, leavingOut omitted: [String] = []) throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-metrics-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try? FileManager.default.removeItem(at: root)
        for (path, text) in files where !omitted.contains(where: { path.hasPrefix($0) }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// Removes a folder ``write(_:leavingOut:)`` made.
    static func remove(_ root: URL) {
        try? FileManager.default.removeItem(at: root)
    }

    /// Every file of the fixture, by path. Counts: LOC = lines of code, T = types, P = protocols.
    static let files: [String: String] = [
        "Package.swift": """
        // swift-tools-version: 6.0
        // A fake workbook for the metrics tests; never built.
        """,
        // UserModel: 2 files, 9 LOC, 2 types, 1 protocol.
        // 3 LOC, 1 T.
        "Sources/UserModel/User.swift": #"""
        // The shared model.

        /// A user.
        public struct User: Sendable {
            public var name: String
        }
        """#,
        // 6 LOC, 1 T (the actor), 1 P.
        "Sources/UserModel/UserService.swift": #"""
        /// Fetches users.
        public protocol UserService: Sendable {
            func fetchUsers() async throws -> [User]
        }

        /// A service whose fetches the test completes.
        public actor ControllableUserService: UserService {
            public func fetchUsers() async throws -> [User] { [] }
        }
        """#,
        // TerminalUIKit: 1 file, 4 LOC, 1 T.
        "Sources/TerminalUIKit/ViewController.swift": #"""
        /// The kit's base view controller.
        open class ViewController {
            public init() {}
            open func viewDidLoad() {}
        }
        """#,
        // MVC: 2 files, 23 LOC, 3 T. 19 LOC: lines 3, 4, 8, 9, 11, 12, 15–17, 19, 20, 22–26, 28–30.
        // T: ListViewController (14 LOC + 3 in its extension = 17, the longest), Wording (nested).
        // `class func` declares no type; the string's `//`, `/*` and braces are not comments or blocks.
        "Sources/MVC/ListViewController.swift": #"""
        // The massive controller of the fixture.
        /// It holds everything.
        import TerminalUIKit
        import UserModel

        /* A block comment
           that spans lines { with a brace } */
        public final class ListViewController: ViewController {
            private var users: [User] = []  // trailing comment
            /// The title.
            let title = "Users // not a comment { "
            let pattern = "/* not a block */"

            /* nested /* inner */ still comment */
            let help = """
                // inside a string, so code
                {

                """
            class func make() -> ListViewController { ListViewController() }

            private enum Wording {
                static let empty = "No users yet."
            }
            /* one */ let afterComment = 1
        }

        extension ListViewController {
            func reload() {}
        }
        """#,
        // 4 LOC, 1 T.
        "Sources/MVC/UserListScreen.swift": #"""
        // Composition root.
        import TerminalUIKit

        /// Builds the screen.
        public enum UserListScreen {
            public static func make() -> ViewController { ListViewController() }
        }
        """#,
        // MVP: 5 files, 23 LOC, 4 T, 1 P. 10 LOC, 1 T of 8 LOC (the longest).
        "Sources/MVPPresentation/UserListPresenter.swift": #"""
        // Presentation logic: knows the view protocol, never the kit.
        import UserModel

        /// Drives a passive view.
        @MainActor
        public final class UserListPresenter {
            weak var view: (any UserListView)?
            let service: any UserService

            init(view: any UserListView, service: any UserService) {
                self.view = view
                self.service = service
            }
        }
        """#,
        // 3 LOC, 1 T; no rule matches its name, so it goes with the presenter.
        "Sources/MVPPresentation/UserRow.swift": #"""
        /// One row as the view shows it.
        public struct UserRow: Equatable {
            public var title: String
        }
        """#,
        // 4 LOC, 1 P.
        "Sources/MVPPresentation/UserListView.swift": #"""
        // The passive view: what the presenter may ask of any screen.

        /// Shows what the presenter decided.
        @MainActor
        public protocol UserListView: AnyObject {
            func show(rows: [UserRow])
        }
        """#,
        // 4 LOC, 1 T.
        "Sources/MVPViews/UserListViewController.swift": #"""
        import TerminalUIKit

        /// The kit screen that implements the passive view.
        public final class UserListViewController: ViewController, UserListView {
            public func show(rows: [UserRow]) {}
        }
        """#,
        // 2 LOC, 1 T.
        "Sources/MVPViews/UserListScreen.swift": #"""
        import TerminalUIKit

        /// Wires presenter and view.
        public enum UserListScreen {}
        """#,
        // MVVM: 6 files, 32 LOC, 6 T. 10 LOC, 1 T of 9 LOC (the longest).
        "Sources/Bindings/Observable.swift": #"""
        // A hand-written observable value; not Swift's @Observable macro.

        /// A value that tells its observers when it changes.
        @MainActor
        public final class Observable<Value> {
            private var observers: [Int: (Value) -> Void] = [:]
            public private(set) var value: Value

            public init(_ value: Value) { self.value = value }

            public func bind(_ observer: @escaping (Value) -> Void) -> ObservationToken {
                observer(value)
                return ObservationToken {}
            }
        }
        """#,
        // 5 LOC, 1 T.
        "Sources/Bindings/ObservationToken.swift": #"""
        /// Cancels a binding when released.
        public final class ObservationToken {
            private let cancel: () -> Void
            init(cancel: @escaping () -> Void) { self.cancel = cancel }
            deinit { cancel() }
        }
        """#,
        // 8 LOC, 1 T of 6 LOC.
        "Sources/MVVMPresentation/UserListViewModel.swift": #"""
        // The view model: state as observables, inputs as methods; no kit.
        import UserModel

        /// The list's presentation state.
        @MainActor
        public final class UserListViewModel {
            public let title = Observable("Users")
            let service: any UserService

            init(service: any UserService) { self.service = service }

            public func refreshTapped() async {}
        }
        """#,
        // 4 LOC, 1 T.
        "Sources/MVVMViews/UserListViewController.swift": #"""
        import TerminalUIKit

        /// Binds the kit's widgets to the view model.
        public final class UserListViewController: ViewController {
            var tokens: [ObservationToken] = []
        }
        """#,
        // 2 LOC, 1 T.
        "Sources/MVVMViews/UserListScreen.swift": #"""
        import TerminalUIKit

        /// Wires view model and view.
        public enum UserListScreen {}
        """#,
        // 3 LOC, 1 T; no rule matches its name, so it goes with the view model.
        "Sources/MVVMPresentation/UserListRoute.swift": #"""
        /// Where the list wants to go.
        public enum UserListRoute: Equatable {
            case detail(id: Int)
        }
        """#,
        // MVC tests: 2 logic tests (1 over 3 cases). `title` reaches the kit through the
        // file-private helper and names ControllableUserService; `plural` needs neither.
        "Tests/MVCTests/ListViewControllerTests.swift": #"""
        // Characterization tests through the rendered screen.
        import MVC
        import TerminalUIKit
        import Testing
        import UserModel

        /// The screen, built by its composition root.
        @MainActor
        private func makeVisibleScreen() -> ViewController {
            UserListScreen.make()
        }

        @Suite("The fixture's list screen")
        @MainActor
        struct ListViewControllerTests {
            // @Test("a commented-out test does not count")
            @Test("shows the title")
            func title() async {
                let screen = makeVisibleScreen()
                let service = ControllableUserService()
                #expect(service != nil)
            }

            @Test(
                "pluralises",
                arguments: [(0, "0 years"), (1, "1 year"), (2, "2 years")]
            )
            func plural(age: Int, text: String) {
                let note = "@Test inside a string does not count"
                #expect(!note.isEmpty)
            }
        }
        """#,
        // MVP tests: 3 logic tests (1 over 2 × 3 = 6 cases), no kit, no controllable service;
        // `rows` reaches the pattern through the recording view declared in another file.
        "Tests/MVPTests/UserListPresenterTests.swift": #"""
        import MVP
        import Testing
        import UserModel

        @Suite("The fixture's presenter")
        @MainActor
        struct UserListPresenterTests {
            @Test("shows rows")
            func rows() async {
                let view = RecordingUserListView()
                let service = StubUserService()
                #expect(view.calls.isEmpty)
            }

            @Test("shows nothing before loading") func nothing() {}

            @Test("ignores queries", arguments: ["a", "b"], [1, 2, 3])
            func queries(query: String, count: Int) {}
        }
        """#,
        // Doubles: RecordingUserListView and StubUserService by name, ScreenProbe by conformance.
        "Tests/MVPTests/RecordingUserListView.swift": #"""
        import MVP

        /// Records what the presenter asked the view to show.
        @MainActor
        final class RecordingUserListView: UserListView {
            var calls: [String] = []
            func show(rows: [UserRow]) { calls.append("rows") }
        }

        /// Answers every fetch with the same users.
        actor StubUserService: UserService {
            func fetchUsers() async throws -> [User] { [] }
        }

        /// A double by conformance, not by name.
        final class ScreenProbe: UserListView {
            func show(rows: [UserRow]) {}
        }

        /// A helper that is not a double.
        struct RowFactory {}
        """#,
        // 1 logic test, with the kit (the view controller imports it).
        "Tests/MVPTests/UserListViewControllerTests.swift": #"""
        import MVP
        import TerminalUIKit
        import Testing

        @Suite("The fixture's MVP screen")
        @MainActor
        struct UserListViewControllerTests {
            @Test("renders rows") func renders() {
                let screen = UserListViewController()
            }
        }
        """#,
        // 1 tracing test: its file imports Tracing and it reaches TracingUserService.
        "Tests/MVPTests/TracedPresenterTests.swift": #"""
        import MVPPresentation
        import Testing
        import Tracing

        @Suite("The fixture's traced presenter")
        struct TracedPresenterTests {
            @Test("records each call") func records() {
                let service = TracingUserService()
                let presenter = UserListPresenter(view: RecordingUserListView(), service: service)
            }
        }
        """#,
        // MVVM tests: 2 infrastructure tests (1 over a computed list): they reach the
        // bindings' types only. No kit.
        "Tests/MVVMTests/ObservableTests.swift": #"""
        import MVVM
        import Testing

        /* @Test("in a block comment") */
        @Suite("The fixture's observable")
        @MainActor
        struct ObservableTests {
            @Test("delivers the current value at once")
            func initial() {
                let recorder = UserListOutputRecorder()
                let token = Observable(1).bind { recorder.values.append("\($0)") }
                #expect(recorder.values.isEmpty)
            }

            @Test("delivers every change", arguments: Self.changes)
            func changes(value: Int) {
                _ = Observable(value)
            }

            static let changes = [1, 2, 3]
        }
        """#,
        // A double by its name's ending.
        "Tests/MVVMTests/UserListOutputRecorder.swift": #"""
        import MVVM

        /// Records each value the view model emits.
        @MainActor
        final class UserListOutputRecorder {
            var values: [String] = []
        }
        """#,
        // 1 logic test, controllable service and clock.
        "Tests/MVVMTests/UserListViewModelTests.swift": #"""
        import MVVM
        import Testing
        import UserModel

        @Suite("The fixture's view model")
        @MainActor
        struct UserListViewModelTests {
            @Test("waits for the service")
            func waits() async {
                let service = ControllableUserService()
                let clock = ManualClock()
                let viewModel = UserListViewModel(service: service)
                #expect(service != nil)
            }
        }
        """#,
        // 1 logic test with the kit: it binds the screen to a hand-made view model whose
        // observables are infrastructure, but it reaches the view controller too.
        "Tests/MVVMTests/UserListViewControllerTests.swift": #"""
        import MVVMViews
        import Testing

        /// A view model made by hand: observables only.
        final class HandMadeViewModel {
            let title = Observable("Users")
        }

        @Suite("The fixture's MVVM screen")
        struct UserListViewControllerTests {
            @Test("binds the title") func binds() {
                let viewModel = HandMadeViewModel()
                let screen = UserListViewController()
            }
        }
        """#,
        // Tracing: a recording proxy named like MVP's test double, which tests that don't import
        // Tracing must not be taken for.
        "Sources/Tracing/TracingUserService.swift": #"""
        /// Records each fetch.
        struct TracingUserService {}

        /// Records what the presenter asks of the view.
        final class RecordingUserListView {}
        """#,
    ]
}

// MARK: - Helpers

private func pattern(_ report: MetricsReport, _ pattern: MeasuredPattern) throws -> PatternMetrics {
    try #require(report.pattern(pattern))
}

private func measureFixture(_ name: String) throws -> MetricsReport {
    let root = try MetricsFixture.write(name)
    defer { MetricsFixture.remove(root) }
    return try PackageMeasurer.measure(root: root)
}

// MARK: - Sizes

@Suite("Metrics of a fixture package with known counts")
struct MetricsPackageTests {
    @Test("counts lines of code, skipping blank lines and every kind of comment")
    func linesOfCode() throws {
        let report = try measureFixture("lines")

        let mvc = try pattern(report, .mvc)
        #expect(mvc.files.first { $0.path == "Sources/MVC/ListViewController.swift" }?.linesOfCode == 19)
        #expect(report.patterns.map(\.linesOfCode) == [23, 23, 32])
        #expect(report.shared.map(\.linesOfCode) == [9, 4])
        #expect(report.shared.map(\.fileCount) == [2, 1])
        #expect(report.patterns.map(\.fileCount) == [2, 5, 6])
    }

    @Test("counts types with nested ones but not class methods, and protocols apart")
    func typesAndProtocols() throws {
        let report = try measureFixture("types")

        #expect(report.patterns.map(\.types) == [3, 4, 6])
        #expect(report.patterns.map(\.protocols) == [0, 1, 0])
        #expect(report.shared.map(\.types) == [2, 1])
        #expect(report.shared.map(\.protocols) == [1, 0])
    }

    @Test("finds each pattern's longest type, its extensions included")
    func longestType() throws {
        let report = try measureFixture("longest")

        #expect(
            report.patterns.map(\.longestType) == [
                LongestType(
                    name: "ListViewController", file: "Sources/MVC/ListViewController.swift", linesOfCode: 17),
                LongestType(
                    name: "UserListPresenter", file: "Sources/MVPPresentation/UserListPresenter.swift",
                    linesOfCode: 8),
                LongestType(
                    name: "Observable", file: "Sources/Bindings/Observable.swift", linesOfCode: 9),
            ])
    }

    @Test("lists the source files that import the view kit")
    func viewKitImports() throws {
        let report = try measureFixture("imports")

        #expect(
            report.patterns.map(\.viewKitImports) == [
                ["Sources/MVC/ListViewController.swift", "Sources/MVC/UserListScreen.swift"],
                ["Sources/MVPViews/UserListScreen.swift", "Sources/MVPViews/UserListViewController.swift"],
                ["Sources/MVVMViews/UserListScreen.swift", "Sources/MVVMViews/UserListViewController.swift"],
            ])
    }

    // MARK: - Roles

    @Test("sorts the files into roles by their main type")
    func roles() throws {
        let report = try measureFixture("roles")

        #expect(
            try pattern(report, .mvc).roles == [
                RoleMetrics(
                    role: .controller, fileCount: 1, linesOfCode: 19, types: 2, protocols: 0,
                    mainTypes: ["ListViewController"]),
                RoleMetrics(
                    role: .composition, fileCount: 1, linesOfCode: 4, types: 1, protocols: 0,
                    mainTypes: ["UserListScreen"]),
            ])
        #expect(
            try pattern(report, .mvp).roles == [
                RoleMetrics(
                    role: .view, fileCount: 2, linesOfCode: 8, types: 1, protocols: 1,
                    mainTypes: ["UserListView", "UserListViewController"]),
                RoleMetrics(
                    role: .presenter, fileCount: 2, linesOfCode: 13, types: 2, protocols: 0,
                    mainTypes: ["UserListPresenter", "UserRow"]),
                RoleMetrics(
                    role: .composition, fileCount: 1, linesOfCode: 2, types: 1, protocols: 0,
                    mainTypes: ["UserListScreen"]),
            ])
        #expect(
            try pattern(report, .mvvm).roles == [
                RoleMetrics(
                    role: .view, fileCount: 1, linesOfCode: 4, types: 1, protocols: 0,
                    mainTypes: ["UserListViewController"]),
                RoleMetrics(
                    role: .viewModel, fileCount: 2, linesOfCode: 11, types: 2, protocols: 0,
                    mainTypes: ["UserListRoute", "UserListViewModel"]),
                RoleMetrics(
                    role: .bindings, fileCount: 2, linesOfCode: 15, types: 2, protocols: 0,
                    mainTypes: ["Observable", "ObservationToken"]),
                RoleMetrics(
                    role: .composition, fileCount: 1, linesOfCode: 2, types: 1, protocols: 0,
                    mainTypes: ["UserListScreen"]),
            ])
    }

    // MARK: - Tests

    @Test("counts each test once, parameterised or not, and the cases of literal arguments")
    func tests() throws {
        let report = try measureFixture("tests")

        let tests = report.patterns.map(\.tests)
        #expect(tests.map(\.folder) == ["Tests/MVCTests", "Tests/MVPTests", "Tests/MVVMTests"])
        #expect(tests.map(\.fileCount) == [1, 4, 4])
        #expect(tests.map(\.count) == [2, 5, 4])
        #expect(tests.map(\.parameterised) == [1, 1, 1])
        #expect(tests.map(\.argumentCases) == [3, 6, 0])
        #expect(tests.map(\.computedArgumentLists) == [0, 0, 1])
    }

    @Test("finds test doubles by name, by conformance, and shared ones from the model")
    func doubles() throws {
        let report = try measureFixture("doubles")

        let shared = TestDouble(
            name: "ControllableUserService", file: "Sources/UserModel/UserService.swift",
            reason: "named Controllable…")
        #expect(try pattern(report, .mvc).tests.doubles == [shared])
        #expect(
            try pattern(report, .mvp).tests.doubles == [
                TestDouble(
                    name: "RecordingUserListView", file: "Tests/MVPTests/RecordingUserListView.swift",
                    reason: "named Recording…"),
                TestDouble(
                    name: "ScreenProbe", file: "Tests/MVPTests/RecordingUserListView.swift",
                    reason: "conforms to UserListView"),
                TestDouble(
                    name: "StubUserService", file: "Tests/MVPTests/RecordingUserListView.swift",
                    reason: "named Stub…"),
            ])
        #expect(
            try pattern(report, .mvvm).tests.doubles == [
                shared,
                TestDouble(
                    name: "UserListOutputRecorder", file: "Tests/MVVMTests/UserListOutputRecorder.swift",
                    reason: "named …Recorder"),
            ])
    }

    @Test("classifies each test by what it reaches, not by what its file imports")
    func needs() throws {
        let report = try measureFixture("needs")

        let mvc = try pattern(report, .mvc).tests.tests
        #expect(mvc.map(\.function) == ["title", "plural"])
        #expect(mvc.map(\.viewKitTypes) == [["UserListScreen", "ViewController"], []])
        #expect(mvc.map(\.controllableTypes) == [["ControllableUserService"], []])
        let mvvm = try pattern(report, .mvvm).tests.tests
        #expect(mvvm.map(\.function) == ["initial", "changes", "binds", "waits"])
        #expect(mvvm.map(\.needsViewKit) == [false, false, true, false])
        #expect(mvvm.last?.controllableTypes == ["ControllableUserService", "ManualClock"])
    }

    @Test("tells logic tests from infrastructure and tracing tests, per test")
    func kinds() throws {
        let report = try measureFixture("kinds")

        let kinds = report.patterns.map { $0.tests.tests.map(\.kind) }
        #expect(kinds[0] == [.logic, .logic])
        #expect(kinds[1] == [.tracing, .logic, .logic, .logic, .logic])
        #expect(kinds[2] == [.infrastructure, .infrastructure, .logic, .logic])
        let mvvm = try pattern(report, .mvvm).tests
        #expect(mvvm.tests[2].patternTypes == ["Observable", "UserListViewController"])
        #expect(
            mvvm.group(.logic)
                == TestGroup(
                    kind: .logic, tests: mvvm.tests.filter { $0.kind == .logic }))
        #expect(mvvm.group(.logic).count == 2)
        #expect(mvvm.group(.logic).needingViewKit == 1)
        #expect(mvvm.group(.logic).needingControllableServiceOrClock == 1)
        #expect(mvvm.group(.infrastructure).needingNeither == 2)
        #expect(mvvm.group(.infrastructure).computedArgumentLists == 1)
    }

    @Test("adds each test file's tests up by kind")
    func testFiles() throws {
        let report = try measureFixture("test-files")

        let mvp = try pattern(report, .mvp).tests.files
        #expect(
            mvp.map(\.path) == [
                "Tests/MVPTests/TracedPresenterTests.swift", "Tests/MVPTests/UserListPresenterTests.swift",
                "Tests/MVPTests/UserListViewControllerTests.swift",
            ])
        #expect(mvp.map { $0.group(.logic).count } == [0, 3, 1])
        #expect(mvp.map { $0.group(.tracing).count } == [1, 0, 0])
        #expect(mvp.map { $0.group(.logic).needingViewKit } == [0, 0, 1])
    }

    // MARK: - Sizes

    @Test("states each pattern's size as a multiple of MVC's, MVVM also without its bindings")
    func sizes() throws {
        let report = try measureFixture("sizes")

        #expect(
            report.sizes.map(\.label) == ["MVC", "MVP", "MVVM", "MVVM without its hand-written bindings"])
        #expect(report.sizes.map(\.linesOfCode) == [23, 23, 32, 17])
        #expect(report.sizes.map(\.linesOfCodeToMVC) == [1.0, 1.0, 1.4, 0.7])
        #expect(report.sizes.map(\.typesAndProtocols) == [3, 5, 6, 4])
        #expect(report.sizes.map(\.typesAndProtocolsToMVC) == [1.0, 1.7, 2.0, 1.3])
        #expect(report.sizes.map(\.fileCount) == [2, 5, 6, 4])
        #expect(
            report.sizes.last?.leftOut == [
                "Sources/Bindings/Observable.swift",
                "Sources/Bindings/ObservationToken.swift",
            ])
    }

    // MARK: - Ratings

    @Test("rates by the workbook's thresholds, testability on logic tests only")
    func criteria() throws {
        let report = try measureFixture("criteria")

        let criteria = report.patterns.map(\.criteria)
        #expect(criteria.map(\.distribution.rating) == [.poor, .good, .good])
        #expect(criteria.map(\.distribution.value) == [74, 35, 28])
        #expect(criteria.map(\.testability.rating) == [.fair, .good, .fair])
        #expect(criteria.map(\.testability.value) == [50, 75, 50])
        #expect(criteria.map(\.easeOfUse.rating) == [.good, .fair, .fair])
        #expect(criteria.map(\.easeOfUse.value) == [3, 5, 6])
        #expect(criteria[0].distribution.basis == "17 of 23 lines of code (74%) are in ListViewController")
        #expect(criteria[1].testability.basis == "3 of 4 logic tests (75%) run without the view kit")
        #expect(criteria[2].easeOfUse.basis == "6 types and protocols in 6 files")
    }

    @Test("says n/a rather than rating a pattern with no tests")
    func noTests() throws {
        let root = try MetricsFixture.write("no-tests", leavingOut: ["Tests/MVPTests"])
        defer { MetricsFixture.remove(root) }

        let report = try PackageMeasurer.measure(root: root)

        let mvp = try pattern(report, .mvp)
        #expect(mvp.tests.count == 0)
        #expect(
            mvp.criteria.testability
                == Criterion(rating: .notApplicable, value: 0, unit: "percent", basis: "no logic tests yet"))
    }

    @Test("reads only the patterns asked for, MVC always, and names a new pattern's missing folder")
    func patternsAskedFor() throws {
        let root = try MetricsFixture.write("asked-for")
        defer { MetricsFixture.remove(root) }

        let mvp = try PackageMeasurer.measure(root: root, patterns: [.mvp])

        #expect(mvp.patterns.map(\.pattern) == [.mvc, .mvp])
        #expect(
            throws: MetricsError.sourcesMissing(folder: root.path + "/Sources/MVVMObservationPresentation")
        ) {
            try PackageMeasurer.measure(root: root, patterns: [.mvvmObservation])
        }
    }

    @Test("refuses a checkout whose pattern sources are missing")
    func missingSources() throws {
        let root = try MetricsFixture.write("missing", leavingOut: ["Sources/MVPPresentation"])
        defer { MetricsFixture.remove(root) }

        #expect(throws: MetricsError.sourcesMissing(folder: root.path + "/Sources/MVPPresentation")) {
            try PackageMeasurer.measure(root: root)
        }
    }
}
