// swift-tools-version: 6.1
// The MVC · MVP · MVVM workbook: one user-list feature built three ways, a terminal
// view kit that stands in for UIKit, the `workbook` command, and the exercises.
import PackageDescription

/// Every target imports what it uses: a file that uses a module's members must import it
/// itself, never lean on another file's import.
let strictImports: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "ArchitectureWorkbook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "workbook", targets: ["workbook"])
    ],
    targets: [
        // MARK: - The layers every pattern shares

        /// Users, the service protocol, the sample/file/controllable services, the clock.
        .target(name: "UserModel", swiftSettings: strictImports),
        /// A tiny UIKit look-alike that renders screens as lines of text.
        .target(name: "TerminalUIKit", swiftSettings: strictImports),

        // MARK: - The same feature, three ways

        /// MVC: one target, because the controller is the view.
        .target(name: "MVC", dependencies: ["UserModel", "TerminalUIKit"], swiftSettings: strictImports),
        /// MVP: the presenter and its passive view protocol, which cannot see the view kit…
        .target(name: "MVPPresentation", dependencies: ["UserModel"], swiftSettings: strictImports),
        /// …and the view controllers that draw what the presenter says.
        .target(
            name: "MVPViews", dependencies: ["MVPPresentation", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),
        /// MVVM: the view models and their hand-written bindings, which cannot see the view kit…
        .target(name: "MVVMPresentation", dependencies: ["UserModel"], swiftSettings: strictImports),
        /// …and the view controllers that bind to them.
        .target(
            name: "MVVMViews", dependencies: ["MVVMPresentation", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),

        // MARK: - Tools around the patterns

        /// Drives any pattern's screen through a script of user events: the conformance
        /// tests and the `workbook` command use it.
        .target(
            name: "ScriptedSessions",
            dependencies: ["UserModel", "TerminalUIKit", "MVC", "MVPViews", "MVVMViews"],
            swiftSettings: strictImports),
        /// Records who called whom, with recording proxies around the patterns' roles; only
        /// the `workbook` command uses it.
        .target(
            name: "Tracing",
            dependencies: [
                "UserModel", "TerminalUIKit", "ScriptedSessions", "MVC", "MVPPresentation", "MVPViews",
                "MVVMPresentation", "MVVMViews",
            ],
            swiftSettings: strictImports),

        /// Measures the three patterns by reading their sources, never linking them: `workbook metrics`.
        .target(name: "Metrics", swiftSettings: strictImports),

        // MARK: - The `workbook` command

        .target(
            name: "WorkbookCLI",
            dependencies: ["UserModel", "TerminalUIKit", "ScriptedSessions", "Tracing", "Metrics"],
            swiftSettings: strictImports),
        .executableTarget(name: "workbook", dependencies: ["WorkbookCLI"], swiftSettings: strictImports),

        // MARK: - The workbook's own tests

        .testTarget(
            name: "UserModelTests", dependencies: ["UserModel"], resources: [.copy("Fixtures")],
            swiftSettings: strictImports),
        .testTarget(
            name: "TerminalUIKitTests", dependencies: ["TerminalUIKit"], swiftSettings: strictImports),
        .testTarget(
            name: "MVCTests", dependencies: ["MVC", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),
        .testTarget(
            name: "MVPTests", dependencies: ["MVPPresentation", "MVPViews", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),
        .testTarget(
            name: "MVVMTests", dependencies: ["MVVMPresentation", "MVVMViews", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["ScriptedSessions", "Tracing", "UserModel", "TerminalUIKit"],
            swiftSettings: strictImports),
        /// The chapters hold to the code: quoted code is still in its file, quoted output is
        /// what the command prints today, every screen is one a scenario draws.
        .testTarget(
            name: "ChapterTests", dependencies: ["WorkbookCLI", "ScriptedSessions", "UserModel"],
            swiftSettings: strictImports),
        .testTarget(
            name: "WorkbookCLITests",
            dependencies: ["WorkbookCLI", "Metrics", "ScriptedSessions", "Tracing", "UserModel"],
            swiftSettings: strictImports),
    ]
)

// MARK: - Exercises

/// Each exercise is a library target built from the learner's `Sources/` (or, with
/// `WORKBOOK_SOLUTIONS=1`, from the reference `Solution/`) and a test target
/// `ExerciseNNTests`, so `swift test --filter ExerciseNN` runs one exercise's tests.
/// Starters may use only the shared model and the view kit, never the finished patterns.
///
/// `WORKBOOK_EXERCISE=NN` keeps only exercise NN's two targets, so a compile error in
/// another exercise can't stop it: `workbook check N` builds that way, in a scratch folder
/// of its own (`.build/exercise-check`), leaving the main build as it was.
let exerciseFolders = [
    "01-count-the-users",
    "02-pin-it-down",
    "03-a-passive-view",
    "04-when-things-go-wrong",
    "05-who-owns-whom",
    "06-search",
    "07-observable-by-hand",
    "08-view-model-states",
    "09-bind-the-view",
    "10-break-the-cycle",
    "11-a-change-request",
    "12-stale-responses",
]
let useSolutions = Context.environment["WORKBOOK_SOLUTIONS"] == "1"
let onlyExercise = Context.environment["WORKBOOK_EXERCISE"].flatMap { $0.isEmpty ? nil : $0 }

for folder in exerciseFolders where onlyExercise.map({ folder.hasPrefix($0 + "-") }) ?? true {
    let name = "Exercise" + folder.prefix(2)
    package.targets += [
        .target(
            name: name,
            dependencies: ["UserModel", "TerminalUIKit"],
            path: "Exercises/\(folder)/\(useSolutions ? "Solution" : "Sources")",
            swiftSettings: strictImports
        ),
        .testTarget(
            name: name + "Tests",
            dependencies: [.target(name: name), "UserModel", "TerminalUIKit"],
            path: "Exercises/\(folder)/Tests",
            swiftSettings: strictImports
        ),
    ]
}
